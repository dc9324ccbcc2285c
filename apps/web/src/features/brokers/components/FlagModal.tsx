import { useState } from 'react';
import { Button, Group, Modal, Radio, SegmentedControl, Stack, Text, Textarea } from '@mantine/core';
import { useMutation } from '@apollo/client/react';
import { FLAG_NOTE_MAX, FLAG_PRIORITIES, FLAG_PRIORITY_COLORS, FLAG_TYPE_VALUES, flagBrokerSchema } from '@vms/shared';
import { FlagBrokerDocument, type BrokerRowFragment } from '../../../gql/graphql';
import { toastApiError, toastSuccess } from '../../../ui/toast';

/** Flag a broker: one of the two flag types, priority 1–3 (red, orange, yellow) and a note of at most 100 characters. */
export function FlagModal({ broker, onClose, onFlagged }: { broker: BrokerRowFragment; onClose: () => void; onFlagged: () => void }) {
  const [flagType, setFlagType] = useState<string>(broker.flagType ?? FLAG_TYPE_VALUES[0]);
  const [priority, setPriority] = useState(String(broker.priority ?? 1));
  const [note, setNote] = useState(broker.note ?? '');
  const [flag, { loading }] = useMutation(FlagBrokerDocument);
  const remaining = FLAG_NOTE_MAX - note.length;

  const submit = async () => {
    const input = flagBrokerSchema.safeParse({ brokerId: broker.id, flagType, priority: Number(priority), note });
    if (!input.success) return;
    try {
      const { data } = await flag({ variables: { ...input.data, note: input.data.note } });
      toastSuccess(data!.flagBroker.message);
      onFlagged();
      onClose();
    } catch (err) {
      toastApiError(err);
    }
  };

  return (
    <Modal opened onClose={onClose} title={`Flag ${broker.firstName} ${broker.lastName}`} centered>
      <Stack>
        <Radio.Group label="Flag type" value={flagType} onChange={setFlagType}>
          <Stack gap="xs" mt="xs">
            {FLAG_TYPE_VALUES.map((t) => (
              <Radio key={t} value={t} label={t} />
            ))}
          </Stack>
        </Radio.Group>
        <Stack gap={4}>
          <Text fz="sm" fw={500} id="flag-priority-label">
            Priority
          </Text>
          <SegmentedControl
            aria-labelledby="flag-priority-label"
            value={priority}
            onChange={setPriority}
            color={FLAG_PRIORITY_COLORS[Number(priority)]}
            data={FLAG_PRIORITIES.map((p) => ({ value: String(p), label: `Priority ${p}` }))}
          />
        </Stack>
        <Textarea
          label="Note"
          value={note}
          onChange={(e) => setNote(e.currentTarget.value.slice(0, FLAG_NOTE_MAX))}
          maxLength={FLAG_NOTE_MAX}
          autosize
          minRows={2}
          description={`${remaining} characters remaining`}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button color={FLAG_PRIORITY_COLORS[Number(priority)]} autoContrast onClick={submit} loading={loading}>
            Flag broker
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
