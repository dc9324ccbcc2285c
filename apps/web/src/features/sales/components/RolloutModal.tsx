import { useState } from 'react';
import { Button, Group, Modal, Radio, Stack } from '@mantine/core';

/** How to fill the rollout details: 'Advance Map View' (not offered yet) or 'Manual Data Entry' (the default). */
export function RolloutModal({ opened, onClose, onContinue }: { opened: boolean; onClose: () => void; onContinue: () => void }) {
  const [mode, setMode] = useState('manual');
  return (
    <Modal opened={opened} onClose={onClose} title="How would you like to fill in the rollout details?" centered>
      <Stack>
        <Radio.Group value={mode} onChange={setMode} aria-label="Rollout details">
          <Stack gap="sm">
            <Radio value="map" label="Advance Map View" disabled />
            <Radio value="manual" label="Manual Data Entry" />
          </Stack>
        </Radio.Group>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={onContinue}>Continue</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
