// The pilot half of issue #16's invite suggestions (beyond the spec): the project's pilots ranked by valid FAA licence
// and insurance, coverage of the property, equipment and load (server: pilotSuggestions), each with its reasons and a
// Recommended badge; picking one fills the Invite pilot form beside it.
import { useQuery } from '@apollo/client/react';
import { Badge, Box, Button, Card, Group, List, ScrollArea, Skeleton, Stack, Text } from '@mantine/core';
import { IconThumbUp } from '@tabler/icons-react';
import { PmPilotSuggestionsDocument, type PmPilotSuggestionsQuery } from '../../../gql/graphql';
import { ErrorPanel } from '../../../ui/ErrorPanel';

export type PilotSuggestion = PmPilotSuggestionsQuery['pilotSuggestions'][number];

const BAD = /expired|outside|unknown|^No /;

export function PilotSuggestions({
  projectId,
  picked,
  onPick,
}: {
  projectId: string;
  picked: string | null;
  onPick: (p: PilotSuggestion) => void;
}) {
  const { data, error } = useQuery(PmPilotSuggestionsDocument, { variables: { projectId }, fetchPolicy: 'cache-and-network' });
  if (error) return <ErrorPanel error={error} title="Could not rank the pilots" />;
  if (!data) return <Skeleton h={160} radius="md" />;
  const pilots = data.pilotSuggestions;
  if (!pilots.length) return <Text c="dimmed">No pilot has a profile yet.</Text>;
  return (
    <ScrollArea.Autosize mah={520} type="auto" offsetScrollbars>
      <Stack gap="sm" component="ol" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Suggested pilots">
        {pilots.map((p, i) => (
          <Card
            key={p.id}
            component="li"
            withBorder
            radius="md"
            padding="sm"
            data-testid="pilot-suggestion"
            style={picked === p.id ? { borderColor: 'var(--mantine-color-blue-5)', borderWidth: 2 } : undefined}
          >
            <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
              <Box style={{ minWidth: 0 }}>
                <Text fw={700} truncate title={p.name}>
                  {i + 1}. {p.name}
                </Text>
                <Text fz="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {p.email}
                  {p.company ? ` · ${p.company}` : ''}
                </Text>
              </Box>
              {p.recommended && (
                <Badge
                  color="teal"
                  leftSection={<IconThumbUp size={12} aria-hidden />}
                  style={{ flexShrink: 0 }}
                  data-testid="pilot-recommended"
                >
                  Recommended
                </Badge>
              )}
            </Group>
            <List size="xs" mt={6} spacing={2} aria-label={`Why ${p.name}`}>
              {p.reasons.map((r) => (
                <List.Item key={r} c={BAD.test(r) ? 'red.7' : 'dimmed'}>
                  {r}
                </List.Item>
              ))}
            </List>
            <Button
              mt="xs"
              size="xs"
              variant={picked === p.id ? 'filled' : 'light'}
              onClick={() => onPick(p)}
              fullWidth
              aria-label={`Pick ${p.name}`}
            >
              {picked === p.id ? 'Picked' : 'Pick this pilot'}
            </Button>
          </Card>
        ))}
      </Stack>
    </ScrollArea.Autosize>
  );
}
