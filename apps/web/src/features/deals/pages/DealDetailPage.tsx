import { useState, type ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router';
import {
  ActionIcon,
  Anchor,
  Badge,
  Box,
  Button,
  Divider,
  Group,
  Modal,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import { usePhone } from '../../../ui/use-phone';
import { useMutation, useQuery, useSubscription } from '@apollo/client/react';
import { IconArrowLeft, IconLink, IconListDetails, IconRefresh } from '@tabler/icons-react';
import { DEFAULT_PROJECT_PLAN, dealPaymentStatus } from '@vms/shared';
import { DealDocument, OnSyncDealAssociationDocument, SyncDealAssociationsDocument, type DealQuery } from '../../../gql/graphql';
import { useAuth } from '../../../lib/auth-storage';
import { isAuthError } from '../../../lib/graphql-errors';
import { ErrorPanel } from '../../../ui/ErrorPanel';
import { toastApiError, toastError, toastSuccess } from '../../../ui/toast';
import { ProjectTaskPanel } from '../../projects/components/ProjectTaskView';
import { PlanIcon } from '../components/PlanIcon';
import { QuoteLinksModal } from '../components/QuoteLinksModal';
import { PaymentBox } from '../components/PaymentBox';
import { NotesBox } from '../components/NotesBox';
import { Attachments } from '../components/Attachments';
import { DEALS_BASE } from '../deals-paths';
import { formatDay, formatPrice, PAYMENT_COLOURS, stageLabel, STATUS_COLOURS } from '../deals-format';

type Deal = DealQuery['deal'];

function Section({ title, children, action }: { title: string; children: ReactNode; action?: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md" component="section">
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Title order={3} fz="md">
            {title}
          </Title>
          {action}
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group justify="space-between" gap="sm" wrap="nowrap" align="flex-start">
      <Text fz="sm" c="dimmed" style={{ flexShrink: 0 }}>
        {label}
      </Text>
      <Text fz="sm" ta="right" style={{ minWidth: 0, overflowWrap: 'anywhere' }} component="div">
        {children ?? 'N/A'}
      </Text>
    </Group>
  );
}

const link = (href: string | null | undefined, text: string) =>
  href ? (
    <Anchor href={href} target="_blank" rel="noreferrer" fz="sm">
      {text}
    </Anchor>
  ) : null;

/** Sub total, discount and total; a line item only when its quantity is above 0 (part B §2.7). */
function PriceSummary({ deal }: { deal: Deal }) {
  const sold = deal.packages.filter((p) => p.lineitemQuantity > 0);
  return (
    <Stack gap="xs">
      <Table fz="sm" verticalSpacing={6} horizontalSpacing={0} data-testid="price-summary">
        <Table.Tbody>
          {sold.map((p) => (
            <Table.Tr key={p.id}>
              <Table.Td>
                <Text fz="sm">{p.lineitemName}</Text>
                <Text fz="xs" c="dimmed">
                  {p.lineitemType === 'base-package' ? 'Base package' : 'Add-on'} · {p.lineitemQuantity} × {formatPrice(p.lineitemPrice)}
                </Text>
              </Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap', verticalAlign: 'top' }}>
                {formatPrice(p.lineitemPrice * p.lineitemQuantity)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Field label="Sub Total">{formatPrice(deal.subTotal)}</Field>
      <Field label="Discount">{deal.discount ? `− ${formatPrice(deal.discount)}` : formatPrice(0)}</Field>
      <Divider />
      <Group justify="space-between">
        <Text fw={700}>Total</Text>
        <Text fw={700} data-testid="deal-total">
          {formatPrice(deal.total)}
        </Text>
      </Group>
    </Stack>
  );
}

/** 'Deal Sync': disabled with a spinner until the syncDealAssociation event arrives; then the deal is refetched. */
function useDealSync(deal: Deal | undefined, refetch: () => unknown) {
  const [syncing, setSyncing] = useState(false);
  const [start] = useMutation(SyncDealAssociationsDocument);
  useSubscription(OnSyncDealAssociationDocument, {
    variables: { dealId: deal?.dealId ?? '' },
    skip: !deal,
    onData: ({ data }) => {
      const e = data.data?.syncDealAssociation;
      if (!e) return;
      setSyncing(false);
      if (e.status === 'SYNCED') {
        void refetch();
        toastSuccess(e.message);
      } else toastError(e.message);
    },
  });
  const run = async () => {
    if (!deal) return;
    setSyncing(true);
    try {
      await start({ variables: { dealId: deal.dealId } });
    } catch (err) {
      setSyncing(false);
      toastApiError(err);
    }
  };
  return { syncing, run };
}

export function DealDetailPage() {
  const { projectId = '' } = useParams();
  const navigate = useNavigate();
  const auth = useAuth();
  const phone = usePhone('36em');
  const { data, error, refetch } = useQuery(DealDocument, { variables: { projectId }, fetchPolicy: 'network-only' });
  const deal = data?.deal;
  const sync = useDealSync(deal, refetch);
  const [quotesOpen, setQuotesOpen] = useState(false);
  const [tasksOpen, setTasksOpen] = useState(false);

  if (error && !isAuthError(error)) return <ErrorPanel error={error} title="Could not load the deal" />;
  if (!deal) return <Skeleton h={480} radius="md" aria-label="Loading the deal" />;
  const payment = dealPaymentStatus(deal.dealPayment);

  return (
    <Stack gap="md" maw={1280} mx="auto" w="100%">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <Group gap="sm" wrap="nowrap" align="flex-start" style={{ minWidth: 0, flex: '1 1 320px' }}>
          <Tooltip label="Back to deals">
            <ActionIcon variant="default" size="lg" aria-label="Back" onClick={() => void navigate(DEALS_BASE)}>
              <IconArrowLeft size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
          <PlanIcon dealType={deal.dealType ?? deal.planType} size={34} />
          <Box style={{ minWidth: 0 }}>
            <Title order={1} fz={{ base: 20, sm: 26 }} style={{ overflowWrap: 'anywhere' }}>
              {deal.dealName}
            </Title>
            <Group gap={6} mt={4}>
              <Badge color={STATUS_COLOURS[deal.status] ?? 'blue'} variant="light" data-testid="deal-status">
                {deal.status}
              </Badge>
              <Badge color="gray" variant="outline">
                {stageLabel(deal.dealStage)}
              </Badge>
            </Group>
          </Box>
        </Group>
        <Group gap="xs" wrap="wrap">
          <Button variant="default" leftSection={<IconListDetails size={16} aria-hidden />} onClick={() => setTasksOpen(true)}>
            View Project Details
          </Button>
          <Button
            leftSection={<IconRefresh size={16} aria-hidden />}
            loading={sync.syncing}
            disabled={sync.syncing}
            onClick={() => void sync.run()}
          >
            Deal Sync
          </Button>
        </Group>
      </Group>

      <SimpleGrid cols={{ base: 1, md: 2, lg: 3 }} spacing="md" style={{ alignItems: 'start' }}>
        <Stack gap="md">
          <Section
            title="Deal summary"
            action={
              <Button size="xs" variant="light" leftSection={<IconLink size={14} aria-hidden />} onClick={() => setQuotesOpen(true)}>
                Quote URL Link
              </Button>
            }
          >
            <Field label="Deal ID">{deal.dealHsObjectId}</Field>
            <Field label="Stage">{stageLabel(deal.dealStage)}</Field>
            <Field label="Deal type">{deal.dealType}</Field>
            <Field label="Urgency">{deal.urgency}</Field>
            <Field label="Start date">{formatDay(deal.startDate)}</Field>
            <Field label="Target completion">{formatDay(deal.projectTargetCompletionDate)}</Field>
            <Field label="PIF">{deal.pif}</Field>
            <Field label="Payment">
              <Badge color={PAYMENT_COLOURS[payment]} variant="light">
                {payment}
              </Badge>
            </Field>
          </Section>
          <Section title="Price summary">
            <PriceSummary deal={deal} />
          </Section>
        </Stack>

        <Stack gap="md">
          <Section title="About this deal">
            <Field label="Project manager">{deal.projectManager}</Field>
            <Field label="Editor">{deal.projectEditor}</Field>
            <Field label="Pilot">{deal.projectPilot}</Field>
            <Field label="HubSpot">{link(deal.hsLink, 'Open deal')}</Field>
            <Field label="Slack">{link(deal.slackLink, 'Open channel')}</Field>
            <Field label="Asana">{link(deal.projectAsanaLink, 'Open project')}</Field>
            <Field label="Published video">{link(deal.publishedVideoLink, 'Watch')}</Field>
          </Section>
          <Section title="Contacts">
            {deal.contacts.length === 0 && (
              <Text c="dimmed" fz="sm">
                No contacts.
              </Text>
            )}
            {deal.contacts.map((c) => (
              <Stack key={c.id} gap={0} data-testid="deal-contact">
                <Text fz="sm" fw={600}>
                  {c.contactHsLink
                    ? link(c.contactHsLink, `${c.contactFirstname} ${c.contactLastname}`)
                    : `${c.contactFirstname} ${c.contactLastname}`}
                </Text>
                {c.contactEmail && (
                  <Anchor href={`mailto:${c.contactEmail}`} fz="sm">
                    {c.contactEmail}
                  </Anchor>
                )}
                {c.contactPhone && <Text fz="sm">{c.contactPhone}</Text>}
              </Stack>
            ))}
          </Section>
          <Section title="Company">
            {deal.company ? (
              <>
                <Text fz="sm" fw={600} data-testid="deal-company">
                  {link(deal.company.companyHsLink, deal.company.companyName) ?? deal.company.companyName}
                </Text>
                <Field label="Phone">{deal.company.companyPhone}</Field>
                <Field label="Website">{link(deal.company.companyWebsite, deal.company.companyWebsite ?? '')}</Field>
              </>
            ) : (
              <Text c="dimmed" fz="sm">
                No company.
              </Text>
            )}
          </Section>
          <Paper withBorder radius="md" p="md" component="section">
            <Attachments projectId={deal.projectId} role={auth?.role} />
          </Paper>
          <Section title="Quotes">
            {deal.quotes.length === 0 && (
              <Text c="dimmed" fz="sm">
                No Quotes Available
              </Text>
            )}
            {deal.quotes.map((q) => (
              <Stack key={q.id} gap={0}>
                <Text fz="sm" fw={600}>
                  {q.quoteHsTitle}
                </Text>
                <Text fz="xs" c="dimmed">
                  {q.quoteHsQuoteNumber ?? ''} · by {[q.senderFirstname, q.senderLastname].filter(Boolean).join(' ') || 'N/A'} · created{' '}
                  {formatDay(q.quoteHsCreatedate.slice(0, 10))} · expires {formatDay(q.quoteHsExpirationDate.slice(0, 10))}
                </Text>
              </Stack>
            ))}
          </Section>
        </Stack>

        <Stack gap="md">
          <Section title="Payment status">
            <PaymentBox projectId={deal.projectId} payment={deal.dealPayment} role={auth?.role} />
          </Section>
          <Section title="Notes">
            <NotesBox projectId={deal.projectId} pmNotes={deal.pmNotes} customerNotes={deal.customerNotes} role={auth?.role} />
          </Section>
        </Stack>
      </SimpleGrid>

      <QuoteLinksModal dealId={deal.dealId} opened={quotesOpen} onClose={() => setQuotesOpen(false)} />
      <Modal
        opened={tasksOpen}
        onClose={() => setTasksOpen(false)}
        title={`${deal.dealName}: project details`}
        size="90%"
        fullScreen={!!phone}
      >
        {tasksOpen && <ProjectTaskPanel projectId={String(deal.projectId)} planName={DEFAULT_PROJECT_PLAN} />}
      </Modal>
    </Stack>
  );
}
