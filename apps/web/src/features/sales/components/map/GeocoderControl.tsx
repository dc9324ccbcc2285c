// The map's geocoding search control (part A §2 "Property detail"): an address box over the map and its results;
// choosing one pans the map there.
import { useRef, useState, type FormEvent } from 'react';
import { ActionIcon, Loader, Paper, Text, TextInput, UnstyledButton } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { geocode, type GeocodeResult } from './geocode';

export function GeocoderControl({ onPick }: { onPick: (place: GeocodeResult) => void }) {
  const [query, setQuery] = useState('');
  const [results, setResults] = useState<GeocodeResult[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const pending = useRef<AbortController | null>(null);

  const search = async (e: FormEvent) => {
    e.preventDefault();
    pending.current?.abort();
    if (!query.trim()) return setResults(null);
    const ctrl = new AbortController();
    pending.current = ctrl;
    setLoading(true);
    setError(null);
    try {
      setResults(await geocode(query, ctrl.signal));
    } catch (err) {
      if (ctrl.signal.aborted) return;
      setResults(null);
      setError(err instanceof Error ? err.message : 'Address search failed');
    } finally {
      if (pending.current === ctrl) setLoading(false);
    }
  };

  const pick = (place: GeocodeResult) => {
    onPick(place);
    setResults(null);
    setQuery(place.label);
  };

  return (
    <Paper shadow="sm" radius="sm" p={4} w={320} maw="calc(100% - 70px)" style={{ position: 'absolute', top: 10, right: 10, zIndex: 1000 }}>
      <form onSubmit={search} role="search">
        <TextInput
          size="sm"
          aria-label="Search address"
          placeholder="Search address"
          value={query}
          onChange={(e) => setQuery(e.currentTarget.value)}
          onKeyDown={(e) => e.key === 'Escape' && setResults(null)}
          rightSection={
            loading ? (
              <Loader size="xs" />
            ) : (
              <ActionIcon type="submit" variant="subtle" aria-label="Search">
                <IconSearch size={16} />
              </ActionIcon>
            )
          }
        />
      </form>
      {error && (
        <Text size="xs" c="red.8" p={4} role="alert">
          {error}
        </Text>
      )}
      {results && (
        <ul aria-label="Address results" style={{ listStyle: 'none', margin: 0, padding: 0, maxHeight: 220, overflowY: 'auto' }}>
          {results.length === 0 && (
            <li>
              <Text size="sm" p={6} c="gray.7">
                No places found.
              </Text>
            </li>
          )}
          {results.map((r) => (
            <li key={`${r.lat},${r.lng},${r.label}`}>
              <UnstyledButton w="100%" p={6} onClick={() => pick(r)} style={{ fontSize: 'var(--mantine-font-size-sm)' }}>
                {r.label}
              </UnstyledButton>
            </li>
          ))}
        </ul>
      )}
    </Paper>
  );
}
