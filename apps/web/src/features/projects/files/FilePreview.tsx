import { Modal, Text } from '@mantine/core';
import { FILE_MESSAGES, isViewableImage, isViewableVideo } from '@vms/shared';
import type { GetAwsFilesQuery } from '../../../gql/graphql';

export type FileItem = GetAwsFilesQuery['getAwsFiles'][number];

/** Images and playable videos open in place; anything else says it cannot be viewed. */
export function FilePreview({ file, onClose }: { file: FileItem | null; onClose: () => void }) {
  let body = null;
  if (file && isViewableImage(file.fileName)) {
    body = <img src={file.url} alt={file.fileName} style={{ maxWidth: '100%', maxHeight: '70vh', display: 'block', margin: '0 auto' }} />;
  } else if (file && isViewableVideo(file.fileName)) {
    body = <video src={file.url} controls style={{ width: '100%', maxHeight: '70vh' }} aria-label={file.fileName} />;
  } else if (file) {
    body = (
      <Text ta="center" py="xl" c="dimmed">
        {FILE_MESSAGES.notViewable}
      </Text>
    );
  }
  return (
    <Modal opened={!!file} onClose={onClose} title={file?.fileName} size="xl" centered>
      {body}
    </Modal>
  );
}
