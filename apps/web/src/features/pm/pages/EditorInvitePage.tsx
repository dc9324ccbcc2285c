// /pm-portal/projects/{projectId}/folders/editor-invite (part B §2.4, §3 "Editor search", §5): search editors by skills
// and availability (Immediate, Next 3 days, Custom with its date rules), 10 a page, with each editor's photo, location,
// time zone, availability, projects completed, stars, skills, the recommended flag and why they rank where they do.
// The external editor invite form is always on the page (empty for a new person, filled in from a selected editor).
// The route needs its router state; without it, and on Back, it returns to the project's folders.
import { useRef, useState } from 'react';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { useApolloClient, useQuery, useSubscription } from '@apollo/client/react';
import '@mantine/dates/styles.css';
import {
  Avatar,
  Badge,
  Box,
  Button,
  Card,
  Checkbox,
  Group,
  List,
  Paper,
  Radio,
  Rating,
  SegmentedControl,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { IconArrowLeft, IconCalendar, IconMapPin, IconSearch, IconThumbUp, IconWorld } from '@tabler/icons-react';
import {
  EDITOR_AVAILABILITY,
  EDITOR_AVAILABILITY_LABELS,
  EDITOR_SKILLS,
  PAGE_SIZE,
  PM_MESSAGES,
  editorSearchSchema,
  type EditorAvailability,
} from '@vms/shared';
import { PmEditorListingDocument, PmEditorUpdateDocument, type PmEditorListingQuery } from '../../../gql/graphql';
import { ErrorPanel } from '../../../ui/ErrorPanel';
import { Pager } from '../../../ui/Pager';
import { InvitePilotForm } from '../../projects/components/InvitePilotForm';
import { EditorInviteForm } from '../components/EditorInviteForm';
import { PilotSuggestions, type PilotSuggestion } from '../components/PilotSuggestions';
import { useProjectDetails } from '../components/useProjectDetails';
import { PM_PATHS, type EditorInviteState } from '../pm-paths';

/** Who is on the project now: the invited editor and pilot, and whether they accepted; live (videoStatusUpdated). */
function InvitedPeople({ projectId }: { projectId: string }) {
  const { data } = useProjectDetails(projectId);
  const d = data?.getProjectDetails;
  if (!d) return null;
  const who = (name: string | null | undefined, accepted: boolean) =>
    name ? `${name} — ${accepted ? 'accepted' : 'invited, awaiting an answer'}` : 'Not invited yet';
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      <Paper withBorder radius="md" p="sm" data-testid="invited-editor">
        <Text fz={11} tt="uppercase" c="dimmed" fw={600}>
          Editor
        </Text>
        <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
          {who(d.projectEditor, d.isEditorInviteAccepted)}
        </Text>
      </Paper>
      <Paper withBorder radius="md" p="sm" data-testid="invited-pilot">
        <Text fz={11} tt="uppercase" c="dimmed" fw={600}>
          Pilot
        </Text>
        <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
          {who(d.projectPilot, d.isPilotInviteAccepted)}
        </Text>
      </Paper>
    </SimpleGrid>
  );
}

type Editor = PmEditorListingQuery['editorListing']['editors'][number];
type Search = NonNullable<EditorInviteState['searchFilters']>;

/** The picker's YYYY-MM-DD ↔ the API's MM-DD-YYYY. */
const toUs = (iso: string | null) => (iso ? `${iso.slice(5, 7)}-${iso.slice(8, 10)}-${iso.slice(0, 4)}` : undefined);
const toIso = (us: string | undefined) => (us ? `${us.slice(6, 10)}-${us.slice(0, 2)}-${us.slice(3, 5)}` : null);

function EditorCard({ e, selected, onSelect }: { e: Editor; selected: boolean; onSelect: () => void }) {
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      data-testid="editor-card"
      style={selected ? { borderColor: 'var(--mantine-color-blue-5)', borderWidth: 2 } : undefined}
    >
      <Group wrap="nowrap" align="flex-start" gap="sm">
        <Avatar src={e.photo} alt="" radius="xl" size="lg" color="blue">
          {e.name
            .split(' ')
            .map((w) => w[0])
            .join('')
            .slice(0, 2)}
        </Avatar>
        <Box style={{ flex: 1, minWidth: 0 }}>
          <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
            <Text fw={700} truncate title={e.name}>
              {e.name}
            </Text>
            {e.recommended && (
              <Badge
                color="teal"
                leftSection={<IconThumbUp size={12} aria-hidden />}
                style={{ flexShrink: 0 }}
                data-testid="editor-recommended"
              >
                Recommended
              </Badge>
            )}
          </Group>
          <Group gap="md" mt={2} wrap="wrap" style={{ rowGap: 0 }}>
            <Group gap={4} wrap="nowrap">
              <IconMapPin size={14} aria-hidden color="var(--mantine-color-gray-6)" />
              <Text fz="sm" c="dimmed">
                {e.location ?? 'N/A'}
              </Text>
            </Group>
            <Group gap={4} wrap="nowrap">
              <IconWorld size={14} aria-hidden color="var(--mantine-color-gray-6)" />
              <Text fz="sm" c="dimmed">
                {e.timeZone ?? 'N/A'}
              </Text>
            </Group>
          </Group>
        </Box>
      </Group>
      <SimpleGrid cols={3} spacing="xs" mt="sm">
        <Box>
          <Text fz={11} tt="uppercase" c="dimmed" fw={600}>
            Availability
          </Text>
          <Text fz="sm" data-testid="editor-availability">
            {e.availability}
          </Text>
        </Box>
        <Box>
          <Text fz={11} tt="uppercase" c="dimmed" fw={600}>
            Completed
          </Text>
          <Text fz="sm">{e.projectCompleted} projects</Text>
        </Box>
        <Box>
          <Text fz={11} tt="uppercase" c="dimmed" fw={600}>
            Rating
          </Text>
          <Group gap={4} wrap="nowrap">
            <Rating value={e.avgStars ?? 0} fractions={4} count={5} readOnly size="xs" aria-label={`${e.avgStars ?? 0} stars`} />
            <Text fz="xs" c="dimmed">
              ({e.totalReviews})
            </Text>
          </Group>
        </Box>
      </SimpleGrid>
      <Group gap={4} mt="sm">
        {e.skills.map((s) => (
          <Badge
            key={s}
            size="sm"
            variant={e.matchedSkills.includes(s) ? 'filled' : 'light'}
            color={e.matchedSkills.includes(s) ? 'blue' : 'gray'}
          >
            {s}
          </Badge>
        ))}
      </Group>
      <List size="xs" c="dimmed" mt="sm" spacing={2} aria-label={`Why ${e.name}`}>
        {e.reasons.map((r) => (
          <List.Item key={r}>{r}</List.Item>
        ))}
      </List>
      <Button mt="sm" variant={selected ? 'filled' : 'light'} onClick={onSelect} fullWidth>
        {selected ? 'Selected' : 'Select to invite'}
      </Button>
    </Card>
  );
}

function Results({
  search,
  flag,
  selected,
  onSelect,
}: {
  search: Search;
  flag: string;
  selected: string | null;
  onSelect: (e: Editor) => void;
}) {
  const [page, setPage] = useState(1);
  const { data, previousData, error, refetch } = useQuery(PmEditorListingDocument, {
    variables: {
      ...search,
      customStartDate: search.customStartDate ?? null,
      customEndDate: search.customEndDate ?? null,
      flag,
      limit: PAGE_SIZE,
      offset: (page - 1) * PAGE_SIZE,
    },
    fetchPolicy: 'cache-and-network',
  });
  // A rating or profile change elsewhere re-ranks the list (part B §4 "Live updates").
  useSubscription(PmEditorUpdateDocument, { onData: () => void refetch() });
  const shown = data ?? previousData;
  if (error) return <ErrorPanel error={error} title="Could not search the editors" />;
  if (!shown)
    return (
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} h={260} radius="md" />
        ))}
      </SimpleGrid>
    );
  const { editors, totalCount } = shown.editorListing;
  if (!editors.length)
    return (
      <Text c="dimmed" ta="center" py="lg">
        {PM_MESSAGES.noEditors}
      </Text>
    );
  return (
    <Stack gap="md">
      <Text fz="sm" c="dimmed" data-testid="editor-total">
        {totalCount} editor{totalCount === 1 ? '' : 's'} found
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2, xl: 3 }} spacing="md">
        {editors.map((e) => (
          <EditorCard key={e.id} e={e} selected={selected === e.id} onSelect={() => onSelect(e)} />
        ))}
      </SimpleGrid>
      <Pager page={page} pageSize={PAGE_SIZE} total={totalCount} onChange={setPage} label="Editor pages" withEdges />
    </Stack>
  );
}

export function EditorInvitePage() {
  const { projectId = '' } = useParams();
  const navigate = useNavigate();
  const state = useLocation().state as EditorInviteState | null;
  const [skills, setSkills] = useState<string[]>(state?.searchFilters?.skills ?? []);
  const [availability, setAvailability] = useState<EditorAvailability>(
    (state?.searchFilters?.availability as EditorAvailability) ?? 'Immediate',
  );
  const [start, setStart] = useState<string | null>(toIso(state?.searchFilters?.customStartDate));
  const [end, setEnd] = useState<string | null>(toIso(state?.searchFilters?.customEndDate));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [search, setSearch] = useState<Search | null>(state?.searchFilters ?? null);
  const [flag, setFlag] = useState<string>(state?.editorFilter ?? 'ALL');
  const [picked, setPicked] = useState<Editor | null>(null);
  const [pilot, setPilot] = useState<PilotSuggestion | null>(null);
  const pilotForm = useRef<HTMLDivElement>(null);
  // the editor invite form is always there: empty for someone new, filled in when an editor is selected
  const editorForm = useRef<HTMLDivElement>(null);
  const [sent, setSent] = useState(0);
  const client = useApolloClient();

  if (!state || String(state.projectId) !== projectId) return <Navigate to={PM_PATHS.folders(projectId)} replace />;
  const back = () => void navigate(PM_PATHS.folders(projectId));

  function submit(e: React.FormEvent) {
    e.preventDefault();
    const input = {
      skills,
      availability,
      ...(availability === 'custom' ? { customStartDate: toUs(start), customEndDate: toUs(end) } : {}),
    };
    const parsed = editorSearchSchema(new Date()).safeParse(input);
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const issue of parsed.error.issues) next[String(issue.path[0])] ??= issue.message;
      setErrors(next);
      return;
    }
    setErrors({});
    setPicked(null);
    const filters: Search = { skills, availability, customStartDate: input.customStartDate, customEndDate: input.customEndDate };
    setSearch(filters);
    // Kept in the route state, so Back from a later page and a reload restore the search.
    void navigate('.', {
      replace: true,
      state: { ...state, searchFilters: filters, editorFilter: flag as EditorInviteState['editorFilter'] },
    });
  }

  return (
    <Stack gap="md">
      <Button variant="subtle" leftSection={<IconArrowLeft size={16} />} onClick={back} w="fit-content">
        Back to folders
      </Button>
      <Box>
        <Text fz="xs" tt="uppercase" fw={700} c="dimmed" style={{ letterSpacing: 0.6 }}>
          Invite an editor
        </Text>
        <Title order={1} fz={{ base: 22, sm: 28 }} style={{ overflowWrap: 'anywhere' }}>
          {state.projectName}
        </Title>
      </Box>
      <Paper withBorder radius="md" p="md" component="form" onSubmit={submit} noValidate aria-label="Editor search">
        <Stack gap="md">
          <Checkbox.Group label="Skills" value={skills} onChange={(v) => setSkills(v)} error={errors.skills}>
            <Group gap="sm" mt={6}>
              {EDITOR_SKILLS.map((s) => (
                <Checkbox key={s} value={s} label={s} />
              ))}
            </Group>
          </Checkbox.Group>
          <Radio.Group label="Availability" value={availability} onChange={(v) => setAvailability(v as EditorAvailability)}>
            <Group gap="md" mt={6}>
              {EDITOR_AVAILABILITY.map((a) => (
                <Radio key={a} value={a} label={EDITOR_AVAILABILITY_LABELS[a]} />
              ))}
            </Group>
          </Radio.Group>
          {availability === 'custom' && (
            <Group gap="sm" align="flex-start" wrap="wrap">
              <DatePickerInput
                label="Start date"
                placeholder="MM-DD-YYYY"
                valueFormat="MM-DD-YYYY"
                leftSection={<IconCalendar size={16} aria-hidden />}
                value={start}
                onChange={setStart}
                error={errors.customStartDate}
                clearable
                previousLabel="Previous month"
                nextLabel="Next month"
                w={200}
              />
              <DatePickerInput
                label="End date"
                placeholder="MM-DD-YYYY"
                valueFormat="MM-DD-YYYY"
                leftSection={<IconCalendar size={16} aria-hidden />}
                value={end}
                onChange={setEnd}
                error={errors.customEndDate}
                clearable
                previousLabel="Previous month"
                nextLabel="Next month"
                w={200}
              />
            </Group>
          )}
          <Group justify="space-between" wrap="wrap" gap="sm">
            <SegmentedControl
              value={flag}
              onChange={setFlag}
              data={[
                { value: 'ALL', label: 'All editors' },
                { value: 'RECOMMENDED', label: 'Recommended' },
              ]}
              aria-label="Editor filter"
            />
            <Button type="submit" leftSection={<IconSearch size={16} />}>
              Search editors
            </Button>
          </Group>
        </Stack>
      </Paper>
      <InvitedPeople projectId={projectId} />
      <Paper
        withBorder
        radius="md"
        p="md"
        bg={picked ? 'blue.0' : undefined}
        data-testid="invite-slot"
        aria-label="Editor invite"
        ref={editorForm}
      >
        <Title order={2} size="h4" mb={4} style={{ overflowWrap: 'anywhere' }}>
          {picked ? `Inviting ${picked.name} to ${state.projectName}` : 'Invite an editor by e-mail'}
        </Title>
        <Text fz="sm" c="dimmed" mb="sm">
          {picked
            ? 'Filled in from the editor you selected.'
            : 'A new editor gets an e-mail with a link to register; or select an editor from the search to fill this in.'}
        </Text>
        <EditorInviteForm
          key={`${picked?.id ?? 'new'}-${sent}`}
          projectId={projectId}
          prefill={{
            firstName: picked?.name ?? '',
            email: picked?.email ?? '',
            requiredSkills: search?.skills ?? [],
            projectStartDate: search?.customStartDate,
            projectCompleteDate: search?.customEndDate,
          }}
          onInvited={() => {
            setPicked(null);
            setSent((n) => n + 1);
          }}
        />
      </Paper>
      <Paper withBorder radius="md" p="md" aria-label="Pilot invite">
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <Box style={{ minWidth: 0 }} ref={pilotForm}>
            <Title order={2} size="h4" mb="sm">
              Invite a pilot
            </Title>
            <InvitePilotForm
              key={pilot?.id ?? 'blank'}
              projectId={projectId}
              prefill={pilot ? { firstName: pilot.name, email: pilot.email, companyName: pilot.company ?? '' } : undefined}
              onInvited={() => {
                setPilot(null);
                void client.refetchQueries({ include: ['PmProjectDetails', 'PmPilotSuggestions'] });
              }}
            />
          </Box>
          <Box style={{ minWidth: 0 }}>
            <Title order={2} size="h4" mb="sm">
              Suggested pilots
            </Title>
            <PilotSuggestions
              projectId={projectId}
              picked={pilot?.id ?? null}
              onPick={(p) => {
                setPilot(p);
                // on a phone the form sits above the list: bring the filled form into view
                pilotForm.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
              }}
            />
          </Box>
        </SimpleGrid>
      </Paper>
      {search && (
        <Results
          key={JSON.stringify(search) + flag}
          search={search}
          flag={flag}
          selected={picked?.id ?? null}
          onSelect={(e) => {
            setPicked(e);
            // the form sits above the results: bring the filled form into view
            editorForm.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
          }}
        />
      )}
    </Stack>
  );
}
