import { useEffect, useState } from 'react';
import { Button, Card, Group, SegmentedControl, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { ELITE_AUCTION, SEARCH_DEBOUNCE_MS } from '@vms/shared';

export interface SalesFilters {
  firstName: string;
  lastName: string;
  companyName: string;
  auctionData: string;
  pendingOrder: boolean;
}

const TERMS = ['firstName', 'lastName', 'companyName'] as const;
const LABELS = { firstName: 'First Name', lastName: 'Last Name', companyName: 'Company Name' } as const;

/** The sidebar: broker filter card (typing searches after 200 ms; Search applies at once), elite-auction selector, pending switch. */
export function FilterCard({ filters, onChange }: { filters: SalesFilters; onChange: (f: Partial<SalesFilters>) => void }) {
  const [draft, setDraft] = useState({ firstName: filters.firstName, lastName: filters.lastName, companyName: filters.companyName });
  const [debounced] = useDebouncedValue(draft, SEARCH_DEBOUNCE_MS);
  const trimmed = (d: typeof draft) => ({ firstName: d.firstName.trim(), lastName: d.lastName.trim(), companyName: d.companyName.trim() });

  useEffect(() => {
    const next = trimmed(debounced);
    if (TERMS.some((k) => next[k] !== filters[k])) onChange(next);
    // Only a settled draft searches; a changed URL (Back, Reset) is taken in below.
  }, [debounced]);
  useEffect(() => {
    setDraft((d) =>
      TERMS.every((k) => d[k].trim() === filters[k])
        ? d
        : { firstName: filters.firstName, lastName: filters.lastName, companyName: filters.companyName },
    );
  }, [filters.firstName, filters.lastName, filters.companyName]);

  return (
    <Stack gap="md">
      <Card withBorder radius="md" p="md">
        <form
          onSubmit={(e) => {
            e.preventDefault();
            onChange(trimmed(draft));
          }}
        >
          <Stack gap="sm">
            <Title order={2} fz="lg">
              Find a listing by its broker
            </Title>
            {TERMS.map((k) => (
              <TextInput key={k} label={LABELS[k]} value={draft[k]} onChange={(e) => setDraft({ ...draft, [k]: e.currentTarget.value })} />
            ))}
            <Group grow>
              <Button type="submit">Search</Button>
              <Button
                variant="default"
                onClick={() => {
                  setDraft({ firstName: '', lastName: '', companyName: '' });
                  onChange({ firstName: '', lastName: '', companyName: '', auctionData: '' });
                }}
              >
                Reset
              </Button>
            </Group>
          </Stack>
        </form>
      </Card>
      <Card withBorder radius="md" p="md">
        <Stack gap="xs">
          <Text fw={600} id="elite-auction-label">
            Elite / Auction
          </Text>
          <SegmentedControl
            aria-labelledby="elite-auction-label"
            value={filters.auctionData}
            onChange={(v) => onChange({ auctionData: v })}
            data={[{ value: '', label: 'All' }, ...ELITE_AUCTION.map((v) => ({ value: v, label: v }))]}
          />
          <Switch
            mt="xs"
            label="Pending orders only"
            checked={filters.pendingOrder}
            onChange={(e) => onChange({ pendingOrder: e.currentTarget.checked })}
          />
        </Stack>
      </Card>
    </Stack>
  );
}
