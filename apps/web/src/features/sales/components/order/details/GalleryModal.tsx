import { useState } from 'react';
import { ActionIcon, Center, Group, Image, Loader, Modal, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useQuery } from '@apollo/client/react';
import { AssetGalleryDocument } from '../../../../../gql/graphql';
import { ErrorPanel } from '../../../../../ui/ErrorPanel';

/** The listing's gallery, one image at a time; the images load when the modal opens. */
export function GalleryModal({
  assetCrexiId,
  title,
  opened,
  onClose,
}: {
  assetCrexiId: string;
  title: string;
  opened: boolean;
  onClose: () => void;
}) {
  const { data, error } = useQuery(AssetGalleryDocument, { variables: { assetCrexiId }, skip: !opened });
  const [index, setIndex] = useState(0);
  const images = data?.getAssetGalleryUrl ?? [];
  const shown = images[Math.min(index, images.length - 1)];
  const step = (by: number) => setIndex((i) => (i + by + images.length) % images.length);

  let body;
  if (error) body = <ErrorPanel error={error} />;
  else if (!data)
    body = (
      <Center h={300}>
        <Loader aria-label="Loading gallery" />
      </Center>
    );
  else if (!shown) body = <Text c="dimmed">No images found.</Text>;
  else
    body = (
      <>
        <Image src={shown.image_url} alt={`${title}, image ${index + 1} of ${images.length}`} mah="70vh" fit="contain" radius="sm" />
        {images.length > 1 && (
          <Group justify="center" mt="sm" gap="md">
            <ActionIcon variant="default" size="lg" aria-label="Previous image" onClick={() => step(-1)}>
              <IconChevronLeft size={18} />
            </ActionIcon>
            <Text fz="sm" aria-live="polite">
              {index + 1} / {images.length}
            </Text>
            <ActionIcon variant="default" size="lg" aria-label="Next image" onClick={() => step(1)}>
              <IconChevronRight size={18} />
            </ActionIcon>
          </Group>
        )}
      </>
    );

  return (
    <Modal opened={opened} onClose={onClose} title={`${title}: gallery`} size="xl" centered>
      {body}
    </Modal>
  );
}
