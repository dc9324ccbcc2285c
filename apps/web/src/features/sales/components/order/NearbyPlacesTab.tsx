import { useState } from 'react';
import { ActionIcon, Button, Card, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { nearbyPlaceSchema } from '@vms/shared';
import type { NearbyPlaceInput, OrderDetailFragment } from '../../../../gql/graphql';
import type { OrderTabProps, SaveIntent } from '../../order-tab';
import { useRegisterSave } from '../../use-register-save';
import { useSaveDetails } from '../../use-save-details';

export type NearbyDistance = 200 | 100 | 10;

interface Row {
  /** React key: the saved id, or a local one for a new row. */
  key: string;
  id: string | null;
  name: string;
  /** The saved name (a delete still names the place it removes). */
  saved: string;
}

let nextKey = 0;
const newRow = (): Row => ({ key: `new-${++nextKey}`, id: null, name: '', saved: '' });

/**
 * What changed on this tab, as addAssetDetails takes it: new names, renamed ones, and deletes by id (a saved place whose
 * name was emptied counts as deleted). Empty new rows are dropped; unchanged places are left out, the server keeps them.
 */
export function nearbyChanges(rows: Row[], removed: Row[], distance: NearbyDistance): NearbyPlaceInput[] {
  const changes: NearbyPlaceInput[] = [];
  for (const r of rows) {
    const name = r.name.trim();
    if (!r.id) {
      if (name) changes.push({ name, distanceFromAsset: distance });
    } else if (!name) {
      changes.push({ id: r.id, name: r.saved, distanceFromAsset: distance, delete: true });
    } else if (name !== r.saved) {
      changes.push({ id: r.id, name, distanceFromAsset: distance });
    }
  }
  for (const r of removed) changes.push({ id: r.id, name: r.saved, distanceFromAsset: distance, delete: true });
  return changes;
}

/** Tabs 1–3: the cities within 200 miles, and the callouts within 100 and 10 miles, as an editable list of names. */
export function NearbyPlacesTab({
  assetId,
  detail,
  registerSave,
  onDirtyChange,
  distance,
}: OrderTabProps<OrderDetailFragment> & { distance: NearbyDistance }) {
  const noun = distance === 200 ? 'City' : 'Callout';
  const savedPlaces = (distance === 200 ? detail.nearbyCities : detail.nearbyCallouts).filter((p) => p.distanceFromAsset === distance);
  const [rows, setRows] = useState<Row[]>(() => {
    const saved = savedPlaces.map((p) => ({ key: p.id, id: p.id, name: p.name, saved: p.name }));
    return saved.length ? saved : [newRow()];
  });
  const [removed, setRemoved] = useState<Row[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const saveDetails = useSaveDetails(assetId);
  const changes = nearbyChanges(rows, removed, distance);

  const save = async (intent?: SaveIntent) => {
    const found: Record<string, string> = {};
    for (const r of rows) {
      const check = nearbyPlaceSchema.safeParse({ name: r.name, distanceFromAsset: distance });
      if (!check.success) found[r.key] = check.error.issues[0]?.message ?? 'Invalid name';
    }
    setErrors(found);
    if (Object.keys(found).length) return false;
    if (!changes.length) return true;
    return saveDetails(distance === 200 ? { nearbyCities: changes } : { nearbyCallouts: changes }, intent);
  };
  useRegisterSave(registerSave, onDirtyChange, save, changes.length > 0);

  const edit = (key: string, name: string) => {
    setRows((list) => list.map((r) => (r.key === key ? { ...r, name } : r)));
    setErrors(({ [key]: _dropped, ...rest }) => rest);
  };
  const remove = (row: Row) => {
    setRows((list) => list.filter((r) => r.key !== row.key));
    if (row.id) setRemoved((list) => [...list, row]);
  };

  return (
    <Card withBorder radius="md" p="lg">
      <Stack gap="sm">
        <Text c="dimmed" fz="sm">
          {distance === 200
            ? 'Cities within a 200 mile radius of the property, shown on the video map.'
            : `Places within ${distance} miles to call out in the video.`}{' '}
          Empty names are left out.
        </Text>
        {rows.length === 0 && <Text c="dimmed">No {noun.toLowerCase()} added yet.</Text>}
        {rows.map((r, i) => (
          <Group key={r.key} align="flex-start" gap="xs" wrap="nowrap">
            <TextInput
              label={`${noun} ${i + 1}`}
              value={r.name}
              onChange={(e) => edit(r.key, e.currentTarget.value)}
              error={errors[r.key]}
              style={{ flex: 1 }}
            />
            <ActionIcon
              variant="subtle"
              color="red"
              size="lg"
              mt={25}
              aria-label={`Delete ${noun.toLowerCase()} ${i + 1}${r.name ? ` (${r.name})` : ''}`}
              onClick={() => remove(r)}
            >
              <IconTrash size={18} />
            </ActionIcon>
          </Group>
        ))}
        <Group>
          <Button variant="light" leftSection={<IconPlus size={16} />} onClick={() => setRows((list) => [...list, newRow()])}>
            Add {noun.toLowerCase()}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
