// One picture control of a chapter (part B §2.3): 'Select Image', 'Select Boundary Image', the logo and the QR code.
// Opens the one upload component on the Bronze calls; a green tick shows once a picture other than the default is set.
import { useMemo, useState } from 'react';
import { Button, Group, Image, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { useApolloClient } from '@apollo/client/react';
import { IconCheck, IconPhotoUp } from '@tabler/icons-react';
import type { BronzeImageKind, UploadKind } from '@vms/shared';
import { UploadArea } from '../../../ui/UploadArea/UploadArea';
import { bronzeUploadApi } from '../bronze-upload';

export interface PicturePickerProps {
  label: string;
  kind: BronzeImageKind;
  uuid: string;
  chapter: string;
  current: { s3ImageLink: string; url: string } | null;
  onUploaded: (picture: { s3ImageLink: string; url: string }) => void;
}

const UPLOAD_KIND: Record<BronzeImageKind, UploadKind> = { LOGO: 'logo', QR_CODE: 'qrCode', IMAGE: 'bronze', PROPERTY_BOUNDARY: 'bronze' };
const ONE_PART = 1024 ** 4;

export function PicturePicker({ label, kind, uuid, chapter, current, onUploaded }: PicturePickerProps) {
  const client = useApolloClient();
  const [open, setOpen] = useState(false);
  const api = useMemo(() => bronzeUploadApi(client, { uuid, chapter, kind }), [client, uuid, chapter, kind]);
  const replaces = current && (kind === 'LOGO' || kind === 'QR_CODE') ? (kind === 'LOGO' ? 'logo' : 'QR code') : undefined;
  return (
    <Group gap="sm" wrap="wrap">
      <Button variant="light" style={{ flexShrink: 0 }} leftSection={<IconPhotoUp size={16} aria-hidden />} onClick={() => setOpen(true)}>
        {label}
      </Button>
      {current && (
        <>
          <ThemeIcon color="green" radius="xl" size="sm" aria-label={`${label}: chosen`}>
            <IconCheck size={12} />
          </ThemeIcon>
          <Image src={current.url} alt={`${label} chosen`} h={36} w="auto" fit="contain" radius="sm" />
        </>
      )}
      <Modal opened={open} onClose={() => setOpen(false)} title={label} centered>
        <Stack>
          {kind === 'LOGO' && (
            <Text fz="sm" c="dimmed">
              The logo must be exactly 150 x 60 pixels (jpg, jpeg or png).
            </Text>
          )}
          {(kind === 'IMAGE' || kind === 'PROPERTY_BOUNDARY') && (
            <Text fz="sm" c="dimmed">
              png or jpeg images.
            </Text>
          )}
          <UploadArea
            folderPath={`bronze/${chapter}/${kind}`}
            kind={UPLOAD_KIND[kind]}
            replaces={replaces}
            api={api}
            partSize={ONE_PART}
            onUploaded={(f) => {
              onUploaded({ s3ImageLink: f.Key, url: f.Location });
              setOpen(false);
            }}
          />
        </Stack>
      </Modal>
    </Group>
  );
}
