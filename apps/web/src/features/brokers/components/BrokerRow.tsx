import { useState } from 'react';
import { ActionIcon, Badge, Button, Group, Modal, Stack, Table, Text, TextInput, Tooltip } from '@mantine/core';
import { IconDeviceFloppy, IconFlag, IconPencil, IconX } from '@tabler/icons-react';
import { useMutation } from '@apollo/client/react';
import { FLAG_PRIORITY_COLORS, FLAG_TYPES, isValidBrokerEmail, isValidUsPhone } from '@vms/shared';
import { UpdateBrokerDirectoryDocument, type BrokerRowFragment } from '../../../gql/graphql';
import { toastApiError, toastSuccess } from '../../../ui/toast';
import { formatDate } from '../../../lib/format';
import { PhoneListInput } from './PhoneListInput';
import { FlagModal } from './FlagModal';

/** 'edit': always editable; 'toggle': view until the pencil is pressed (Updated Records); 'flagged': saving asks first. */
export type RowMode = 'edit' | 'toggle' | 'flagged';

export function BrokerRow({ broker, mode, onChanged }: { broker: BrokerRowFragment; mode: RowMode; onChanged: () => void }) {
  const [editing, setEditing] = useState(mode !== 'toggle');
  const [email, setEmail] = useState(broker.email ?? '');
  const [phones, setPhones] = useState(broker.phone.length ? broker.phone : ['']);
  const [flagging, setFlagging] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [save, { loading }] = useMutation(UpdateBrokerDirectoryDocument);

  const name = `${broker.firstName} ${broker.lastName}`;
  const filled = phones.filter((p) => p !== '');
  const emailValid = isValidBrokerEmail(email);
  const phonesValid = filled.length > 0 && filled.every(isValidUsPhone);
  const needsEvaluation = broker.flagType === FLAG_TYPES.needsEvaluation;
  const textColor = needsEvaluation ? 'red.8' : undefined;

  const reset = () => {
    setEmail(broker.email ?? '');
    setPhones(broker.phone.length ? broker.phone : ['']);
    if (mode === 'toggle') setEditing(false);
  };

  const submit = async () => {
    setConfirming(false);
    try {
      const { data } = await save({
        variables: { brokerId: broker.id, email: email.trim(), phone: filled, isFlaggedRecord: mode === 'flagged' },
      });
      toastSuccess(data!.updateBrokerDirectory.message);
      if (mode === 'toggle') setEditing(false);
      onChanged();
    } catch (err) {
      toastApiError(err);
    }
  };

  return (
    <Table.Tr data-testid={`broker-${broker.id}`} aria-label={name}>
      <Table.Td>
        <Stack gap={2}>
          <Text fw={600} c={textColor}>
            {name}
          </Text>
          <Text fz="sm" c={textColor ?? 'dimmed'}>
            {broker.company ?? 'Not Specified'}
          </Text>
          {broker.flagType && (
            <Group gap={4}>
              <Badge color={FLAG_PRIORITY_COLORS[broker.priority ?? 3]} autoContrast size="sm" variant="filled">
                Priority {broker.priority}
              </Badge>
              <Text fz="xs" c={textColor ?? 'dimmed'}>
                {broker.flagType}
              </Text>
            </Group>
          )}
          {broker.note && (
            <Text fz="xs" c={textColor ?? 'dimmed'} fs="italic" maw={260}>
              {broker.note}
            </Text>
          )}
        </Stack>
      </Table.Td>
      <Table.Td>
        {editing ? (
          <TextInput
            aria-label={`Email of ${name}`}
            placeholder={broker.flagType === FLAG_TYPES.emailNotFound ? FLAG_TYPES.emailNotFound : 'name@company.com'}
            value={email}
            onChange={(e) => setEmail(e.currentTarget.value)}
            error={email !== '' && !emailValid}
            size="xs"
            miw={200}
          />
        ) : (
          <Text fz="sm">{broker.email ?? '—'}</Text>
        )}
      </Table.Td>
      <Table.Td>
        {editing ? (
          <PhoneListInput phones={phones} onChange={setPhones} label={`Phone of ${name}`} />
        ) : (
          <Text fz="sm">{broker.phone.join(', ') || '—'}</Text>
        )}
      </Table.Td>
      <Table.Td ta="right">{broker.totalActiveAssetsCount}</Table.Td>
      <Table.Td>
        <Text fz="sm">{broker.brokerUpdatedAt ? formatDate(broker.brokerUpdatedAt) : '—'}</Text>
      </Table.Td>
      <Table.Td>
        <Group gap={4} wrap="nowrap" justify="flex-end">
          {editing ? (
            <>
              <Tooltip label={emailValid && phonesValid ? 'Save' : 'Enter a valid email and phone to save'}>
                <ActionIcon
                  aria-label={`Save ${name}`}
                  disabled={!emailValid || !phonesValid}
                  loading={loading}
                  onClick={() => (mode === 'flagged' ? setConfirming(true) : submit())}
                >
                  <IconDeviceFloppy size={16} />
                </ActionIcon>
              </Tooltip>
              {mode === 'toggle' && (
                <Tooltip label="Cancel">
                  <ActionIcon variant="default" aria-label={`Cancel editing ${name}`} onClick={reset}>
                    <IconX size={16} />
                  </ActionIcon>
                </Tooltip>
              )}
            </>
          ) : (
            <Tooltip label="Edit">
              <ActionIcon variant="default" aria-label={`Edit ${name}`} onClick={() => setEditing(true)}>
                <IconPencil size={16} />
              </ActionIcon>
            </Tooltip>
          )}
          <Tooltip label="Flag">
            <ActionIcon variant="subtle" color="orange" aria-label={`Flag ${name}`} onClick={() => setFlagging(true)}>
              <IconFlag size={16} />
            </ActionIcon>
          </Tooltip>
        </Group>
        {flagging && <FlagModal broker={broker} onClose={() => setFlagging(false)} onFlagged={onChanged} />}
        <Modal opened={confirming} onClose={() => setConfirming(false)} title="Save flagged record?" centered>
          <Stack>
            <Text fz="sm">Save the new contact details of {name}? The flag is resolved and the broker leaves the flagged records.</Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setConfirming(false)}>
                Cancel
              </Button>
              <Button onClick={submit}>Save</Button>
            </Group>
          </Stack>
        </Modal>
      </Table.Td>
    </Table.Tr>
  );
}
