import { useState } from 'react';
import { ActionIcon, Avatar, Button, Card, Group, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import type { DefaultBrokerInput, OrderDefaultBrokerFragment } from '../../../../../gql/graphql';
import type { TabSave } from '../../../order-tab';
import { useSaveDetails } from '../../../use-save-details';
import { DefaultBrokerForm, toBrokerInput } from './DefaultBrokerForm';

/**
 * The order's default brokers ("crexiDefaultBrokers"): the people VMS shows when the listing's own brokers should not be
 * used. Every change saves the whole list, as addAssetDetails replaces it.
 */
export function DefaultBrokers({
  assetId,
  brokers,
  registerSave,
  onDirtyChange,
}: {
  assetId: string;
  brokers: OrderDefaultBrokerFragment[];
  registerSave: (save: TabSave | null) => void;
  onDirtyChange: (dirty: boolean) => void;
}) {
  const [editing, setEditing] = useState<'new' | string | null>(null);
  const saveDetails = useSaveDetails(assetId);
  const saveList = (list: DefaultBrokerInput[]) => saveDetails({ crexiDefaultBrokers: list });

  const submit = async (broker: DefaultBrokerInput) => {
    const list = brokers.map(toBrokerInput);
    const at = list.findIndex((b) => b.uuid === broker.uuid);
    if (at >= 0) list[at] = broker;
    else list.push(broker);
    const ok = await saveList(list);
    if (ok) setEditing(null);
    return ok;
  };
  const remove = (uuid: string) => void saveList(brokers.filter((b) => b.uuid !== uuid).map(toBrokerInput));

  return (
    <Card withBorder radius="md" p="lg">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Title order={2} fz="h4">
            Default brokers
          </Title>
          {editing === null && (
            <Button variant="light" leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>
              Add default broker
            </Button>
          )}
        </Group>
        {brokers.length === 0 && editing === null && <Text c="dimmed">No default brokers yet.</Text>}
        {brokers.map((b) => {
          const name = `${b.firstname} ${b.lastname}`;
          return editing === b.uuid ? (
            <DefaultBrokerForm
              key={b.uuid}
              broker={b}
              onSubmit={submit}
              onCancel={() => setEditing(null)}
              registerSave={registerSave}
              onDirtyChange={onDirtyChange}
            />
          ) : (
            <Group key={b.uuid} justify="space-between" wrap="nowrap" gap="sm" data-testid="default-broker">
              <Group wrap="nowrap" gap="sm" style={{ minWidth: 0 }}>
                <Avatar src={b.imageUrl} name={name} color="initials" alt="" />
                <div style={{ minWidth: 0 }}>
                  <Text fw={600}>
                    {name}
                    {b.title ? `, ${b.title}` : ''}
                  </Text>
                  <Text fz="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                    {[b.company, b.email, b.phone].filter(Boolean).join(' · ')}
                  </Text>
                </div>
                {b.companyLogoUrl && <Avatar src={b.companyLogoUrl} alt={`${b.company} logo`} radius="sm" />}
              </Group>
              {editing === null && (
                <Group gap={4} wrap="nowrap">
                  <Tooltip label="Edit">
                    <ActionIcon variant="subtle" aria-label={`Edit ${name}`} onClick={() => setEditing(b.uuid)}>
                      <IconPencil size={18} />
                    </ActionIcon>
                  </Tooltip>
                  <Tooltip label="Remove">
                    <ActionIcon variant="subtle" color="red" aria-label={`Remove ${name}`} onClick={() => remove(b.uuid)}>
                      <IconTrash size={18} />
                    </ActionIcon>
                  </Tooltip>
                </Group>
              )}
            </Group>
          );
        })}
        {editing === 'new' && (
          <DefaultBrokerForm
            broker={null}
            onSubmit={submit}
            onCancel={() => setEditing(null)}
            registerSave={registerSave}
            onDirtyChange={onDirtyChange}
          />
        )}
      </Stack>
    </Card>
  );
}
