// The one Export menu of the review screens and the player: each of the server's formats of a version's comments.
import { useState } from 'react';
import { Button, Menu } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { REVIEW_EXPORT_FORMATS, REVIEW_EXPORT_LABELS, VIDPITCH_MESSAGES } from '@vms/shared';
import { toastError } from '../../../ui/toast';
import { downloadCommentExport } from '../export';

export function ExportMenu({ assetId, guestToken, disabled }: { assetId: string; guestToken?: string | null; disabled?: boolean }) {
  const [busy, setBusy] = useState(false);
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button variant="default" size="sm" leftSection={<IconDownload size={16} />} disabled={disabled} loading={busy}>
          Export
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>Comments of this version</Menu.Label>
        {REVIEW_EXPORT_FORMATS.map((format) => (
          <Menu.Item
            key={format}
            onClick={() => {
              setBusy(true);
              downloadCommentExport(assetId, format, guestToken)
                .catch((err: Error) => toastError(err.message || VIDPITCH_MESSAGES.exportFailed))
                .finally(() => setBusy(false));
            }}
          >
            {REVIEW_EXPORT_LABELS[format]}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
