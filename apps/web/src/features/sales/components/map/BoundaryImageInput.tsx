// The boundary image upload (part A §5): a jpg, jpeg or png replaces the captured map as the annotation background;
// anything else is refused, and so is any image before a polygon exists.
import { useRef } from 'react';
import { Button, FileButton, Group, Text } from '@mantine/core';
import { IconPhotoUp } from '@tabler/icons-react';
import { BOUNDARY_IMAGE_EXTENSIONS, ORDER_MESSAGES, isBoundaryImage } from '@vms/shared';
import { toastError } from '../../../../ui/toast';

const ACCEPT = BOUNDARY_IMAGE_EXTENSIONS.map((e) => `.${e}`).join(',');

export interface BoundaryImageInputProps {
  hasPolygon: boolean;
  /** The image in use, if one was uploaded. */
  fileName: string | null;
  onPick: (file: File) => void;
  /** Back to the map capture. */
  onClear: () => void;
}

export function BoundaryImageInput({ hasPolygon, fileName, onPick, onClear }: BoundaryImageInputProps) {
  const resetRef = useRef<() => void>(null);

  const pick = (file: File | null) => {
    // The same file picked again after a refusal must fire a change again.
    resetRef.current?.();
    if (!file) return;
    if (!isBoundaryImage(file.name)) return toastError(ORDER_MESSAGES.invalidImage);
    if (!hasPolygon) return toastError(ORDER_MESSAGES.drawPolygonFirst);
    onPick(file);
  };

  return (
    <Group gap="sm">
      <FileButton onChange={pick} accept={ACCEPT} resetRef={resetRef} inputProps={{ 'aria-label': 'Boundary image file' }}>
        {(props) => (
          <Button {...props} variant="default" leftSection={<IconPhotoUp size={16} />}>
            Upload boundary image
          </Button>
        )}
      </FileButton>
      <Text size="sm" c="gray.7">
        {fileName ? `Using ${fileName} instead of the map capture.` : 'Optional: a jpg, jpeg or png to annotate instead of the map.'}
      </Text>
      {fileName && (
        <Button variant="subtle" size="compact-sm" onClick={onClear}>
          Use the map instead
        </Button>
      )}
    </Group>
  );
}
