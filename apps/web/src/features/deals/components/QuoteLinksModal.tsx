import { ActionIcon, Badge, Group, Modal, Paper, Stack, Text, Tooltip } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { IconCopy } from '@tabler/icons-react';
import { DEALS_MESSAGES } from '@vms/shared';
import { DealQuotesDocument } from '../../../gql/graphql';
import { toastError, toastSuccess } from '../../../ui/toast';
import { formatDay, isExpired } from '../deals-format';

export async function copyLink(link: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(link);
    toastSuccess(DEALS_MESSAGES.linkCopied);
  } catch (err) {
    toastError(`${DEALS_MESSAGES.copyFailed}${(err as Error)?.message ?? String(err)}`);
  }
}

/** 'Quote URL Link': each quote link with a copy button, and 'Quote expired' once its expiration date is past. */
export function QuoteLinksModal({ dealId, opened, onClose }: { dealId: string; opened: boolean; onClose: () => void }) {
  const { data, loading } = useQuery(DealQuotesDocument, { variables: { dealId }, skip: !opened, fetchPolicy: 'network-only' });
  const quotes = data?.getDealQuotes ?? [];
  return (
    <Modal opened={opened} onClose={onClose} title="Quote URL Link" size="lg" centered>
      <Stack gap="sm">
        {!loading && data && quotes.length === 0 && <Text c="dimmed">{DEALS_MESSAGES.noQuotes}</Text>}
        {quotes.map((q) => {
          const expired = isExpired(q.quoteExpirationDate);
          return (
            <Paper key={q.id} withBorder radius="md" p="sm" data-testid="quote-link">
              <Group justify="space-between" wrap="nowrap" gap="sm" align="flex-start">
                <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
                  <Group gap="xs" wrap="wrap">
                    <Text fw={600} fz="sm">
                      {q.quoteHsTitle}
                    </Text>
                    {expired && (
                      <Badge color="red" variant="light" size="sm">
                        {DEALS_MESSAGES.quoteExpired}
                      </Badge>
                    )}
                  </Group>
                  <Text fz="sm" c="blue.8" style={{ wordBreak: 'break-all' }}>
                    {q.quoteLink}
                  </Text>
                  <Text fz="xs" c="dimmed">
                    {expired ? 'Expired' : 'Expires'} {formatDay(q.quoteExpirationDate.slice(0, 10))}
                  </Text>
                </Stack>
                <Tooltip label="Copy link">
                  <ActionIcon
                    variant="light"
                    size="lg"
                    aria-label={`Copy ${q.quoteHsTitle} link`}
                    onClick={() => void copyLink(q.quoteLink)}
                  >
                    <IconCopy size={18} aria-hidden />
                  </ActionIcon>
                </Tooltip>
              </Group>
            </Paper>
          );
        })}
      </Stack>
    </Modal>
  );
}
