import { Button, Group, Modal, Text } from '@mantine/core';
import { FILE_MESSAGES } from '@vms/shared';

/** 'Are you sure?' before a stored file is deleted: Cancel, or Delete (every portal's file lists). */
export function ConfirmDeleteFile({ opened, onCancel, onConfirm }: { opened: boolean; onCancel: () => void; onConfirm: () => void }) {
  return (
    <Modal opened={opened} onClose={onCancel} title={FILE_MESSAGES.confirmTitle} centered>
      <Text mb="lg">{FILE_MESSAGES.confirmDelete}</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          Cancel
        </Button>
        <Button color="red" onClick={onConfirm}>
          Delete
        </Button>
      </Group>
    </Modal>
  );
}
