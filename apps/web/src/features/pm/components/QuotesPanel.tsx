// The quotes panel (part B §2.4): the quotes of the project's CRM deal, or 'No Quotes Available'.
import { useQuery } from '@apollo/client/react';
import { Anchor, Badge, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { PM_MESSAGES } from '@vms/shared';
import { PmProjectQuotesDocument } from '../../../gql/graphql';
import { formatDate } from '../../../lib/format';
import { ErrorPanel } from '../../../ui/ErrorPanel';

export function QuotesPanel({ projectId, dataSource }: { projectId: number; dataSource: string }) {
  const { data, error } = useQuery(PmProjectQuotesDocument, { variables: { projectId: String(projectId), dataSource } });
  return (
    <Paper withBorder radius="md" p="md" aria-label="Quotes">
      <Title order={2} size="h4" mb="sm">
        Quotes
      </Title>
      {error ? (
        <ErrorPanel error={error} />
      ) : !data ? (
        <Skeleton h={60} />
      ) : !data.getProjectQuotes.length ? (
        <Text c="dimmed" fz="sm">
          {PM_MESSAGES.noQuotes}
        </Text>
      ) : (
        <Stack gap="sm">
          {data.getProjectQuotes.map((q) => {
            const expired = new Date(q.quoteHsExpirationDate) < new Date();
            return (
              <Stack key={q.id} gap={2} data-testid="pm-quote">
                <Group gap="xs" justify="space-between" wrap="nowrap">
                  <Anchor href={q.quoteLink} target="_blank" rel="noreferrer" fz="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                    {q.quoteHsTitle}
                  </Anchor>
                  {expired && (
                    <Badge color="red" variant="light" size="sm" style={{ flexShrink: 0 }}>
                      Quote expired
                    </Badge>
                  )}
                </Group>
                <Text fz="xs" c="dimmed">
                  {q.quoteHsQuoteNumber ? `#${q.quoteHsQuoteNumber} · ` : ''}
                  Created {formatDate(q.quoteHsCreatedate)} · Expires {formatDate(q.quoteHsExpirationDate)}
                  {q.senderFirstname ? ` · ${q.senderFirstname} ${q.senderLastname ?? ''}` : ''}
                </Text>
              </Stack>
            );
          })}
        </Stack>
      )}
    </Paper>
  );
}
