// The Shot List and Custom Shots / B-Roll tabs (part B §2.6, §4, §5 "Custom shot", §6).
import { lazy, Suspense, useState } from 'react';
import {
  Button,
  Group,
  Modal,
  Paper,
  Progress,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useMutation, useQuery, useSubscription } from '@apollo/client/react';
import { IconPlus } from '@tabler/icons-react';
import {
  customShotFormSchema,
  PILOT_MESSAGES,
  PILOT_SHOT_ROLES,
  ROLES,
  SHOT_STATUS_FILTERS,
  type Role,
  type ShotStatusFilter,
} from '@vms/shared';
import {
  OnPilotAssetUpdatedDocument,
  OnPilotMarkCompletedFolderDocument,
  PilotAssetFoldersListingDocument,
  PilotCustomFoldersDocument,
  PilotCoverageDocument,
  PilotFolderFlagsDocument,
  type PilotCoverageQuery,
} from '../../../gql/graphql';
import { toastApiError, toastSuccess } from '../../../ui/toast';
import { ShotCard, type ShotRow } from './ShotCard';

const BoundaryMap = lazy(() => import('./BoundaryMap'));

const STATUS_LABELS: Record<ShotStatusFilter, string> = {
  All: 'All',
  NOT_STARTED: 'NOT_STARTED',
  NOT_COMPLETED: 'NOT_COMPLETED',
  COMPLETED: 'COMPLETED',
};

function useShots(projectId: string, folderTypes: string, status: ShotStatusFilter) {
  const q = useQuery(PilotAssetFoldersListingDocument, {
    variables: { projectId, folderTypes, status, isMarkedCompleted: null },
    fetchPolicy: 'cache-and-network',
  });
  useSubscription(OnPilotAssetUpdatedDocument, { variables: { projectId }, onData: () => void q.refetch() });
  useSubscription(OnPilotMarkCompletedFolderDocument, { variables: { projectId }, onData: () => void q.refetch() });
  return q;
}

function ShotSection(props: {
  heading: string;
  projectId: string;
  folderTypes: string;
  status: ShotStatusFilter;
  role: Role;
  accepted: boolean;
  canUpload: boolean;
}) {
  const { data, refetch } = useShots(props.projectId, props.folderTypes, props.status);
  const shots = (data?.pilotAssetFoldersListing ?? []) as ShotRow[];
  const canControl = PILOT_SHOT_ROLES.includes(props.role);
  return (
    <Stack gap="sm" component="section">
      <Title order={2} fz={{ base: 'md', sm: 'lg' }}>
        {props.heading}
      </Title>
      {data && !shots.length && (
        <Text c="dimmed" fz="sm">
          No shots with this status.
        </Text>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" style={{ alignItems: 'start' }}>
        {shots.map((s) => (
          <ShotCard
            key={s.id}
            shot={s}
            projectId={props.projectId}
            role={props.role}
            accepted={props.accepted}
            canUpload={props.canUpload}
            canControl={canControl}
            onChanged={() => void refetch()}
          />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

function StatusSort({ value, onChange }: { value: ShotStatusFilter; onChange: (v: ShotStatusFilter) => void }) {
  return (
    <Select
      label="Sort by status"
      w={{ base: '100%', xs: 220 }}
      data={SHOT_STATUS_FILTERS.map((s) => ({ value: s, label: STATUS_LABELS[s] }))}
      value={value}
      allowDeselect={false}
      onChange={(v) => onChange((v as ShotStatusFilter) ?? 'All')}
    />
  );
}

/** Beyond the spec: uploads against the headings' minimums, and where the photos were taken, live (docs/adr/0018-pilot.md). */
function CoverageFigure({ projectId, video }: { projectId: string; video: boolean }) {
  const q = useQuery(PilotCoverageDocument, { variables: { projectId }, fetchPolicy: 'cache-and-network' });
  useSubscription(OnPilotAssetUpdatedDocument, { variables: { projectId }, onData: () => void q.refetch() });
  const c = q.data?.pilotCoverage;
  if (!c) return null;
  const rows = [...(video ? [['Video shots', c.videos, c.minVideos] as const] : []), ['Photos', c.photos, c.minPhotos] as const];
  return (
    <Paper withBorder radius="md" p="sm" data-testid="coverage">
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, xs: rows.length }} spacing="sm">
          {rows.map(([label, n, min]) => (
            <Stack key={label} gap={4}>
              <Group justify="space-between" gap="xs">
                <Text fz="sm" fw={600}>
                  {label}
                </Text>
                <Text fz="sm" c={n >= min ? 'teal.8' : 'dimmed'}>
                  {n} / {min}
                </Text>
              </Group>
              <Progress
                value={Math.min(100, (n / min) * 100)}
                color={n >= min ? 'teal' : 'blue'}
                aria-label={`${label} uploaded against the minimum`}
              />
            </Stack>
          ))}
        </SimpleGrid>
        <PhotoPositions coverage={c} />
      </Stack>
    </Paper>
  );
}

type CoverageData = PilotCoverageQuery['pilotCoverage'];

/** Where the photos were taken against the customer's boundary: counts, the photos to retake, and the map. */
function PhotoPositions({ coverage: c }: { coverage: CoverageData }) {
  if (c.photos === 0) return null;
  const outside = c.positions.filter((p) => p.inside === false);
  const inside = c.positions.filter((p) => p.inside === true).length;
  const hasBoundary = c.boundary.length >= 3;
  return (
    <Stack gap="xs" data-testid="photo-positions">
      <Group gap="md" fz="sm">
        {hasBoundary ? (
          <>
            <Text fz="sm" c="green.9" data-testid="photos-inside">
              {inside} inside the boundary
            </Text>
            <Text fz="sm" c={outside.length ? 'red.8' : 'dimmed'} data-testid="photos-outside">
              {outside.length} outside
            </Text>
          </>
        ) : (
          <Text fz="sm" c="dimmed">
            No boundary drawn: {c.positions.length} with a GPS position
          </Text>
        )}
        <Text fz="sm" c="dimmed" data-testid="photos-without-position">
          {c.photosWithoutPosition} without a GPS position
        </Text>
      </Group>
      {outside.length > 0 && (
        <Text fz="sm" c="red.8">
          Taken outside the boundary: {outside.map((p) => p.name).join(', ')}
        </Text>
      )}
      {(hasBoundary || c.positions.length > 0) && (
        <Suspense fallback={<Skeleton h={240} />}>
          <BoundaryMap
            boundary={c.boundary}
            photos={c.positions}
            height={240}
            label={`Map of the boundary with ${c.positions.length} photo positions`}
          />
        </Suspense>
      )}
    </Stack>
  );
}

export function ShotListTab({ projectId, role, accepted }: { projectId: string; role: Role; accepted: boolean }) {
  const [status, setStatus] = useState<ShotStatusFilter>('All');
  const flags = useQuery(PilotFolderFlagsDocument, { variables: { projectId } });
  const canUpload = role === ROLES.VMS_PILOT;
  const f = flags.data?.pilotFolderFlags;
  return (
    <Stack gap="lg">
      <StatusSort value={status} onChange={setStatus} />
      {f && <CoverageFigure projectId={projectId} video={f.videoFolderFlag} />}
      {f?.videoFolderFlag && (
        <ShotSection
          heading={PILOT_MESSAGES.videoHeading}
          projectId={projectId}
          folderTypes="Video"
          status={status}
          role={role}
          accepted={accepted}
          canUpload={canUpload}
        />
      )}
      {f?.imageFolderFlag && (
        <ShotSection
          heading={PILOT_MESSAGES.imageHeading}
          projectId={projectId}
          folderTypes="Image"
          status={status}
          role={role}
          accepted={accepted}
          canUpload={canUpload}
        />
      )}
    </Stack>
  );
}

function AddCustomShot({ projectId, onAdded }: { projectId: string; onAdded: () => void }) {
  const [opened, setOpened] = useState(false);
  const [values, setValues] = useState({ title: '', description: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [add, { loading }] = useMutation(PilotCustomFoldersDocument);

  async function submit() {
    const parsed = customShotFormSchema.safeParse(values);
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const i of parsed.error.issues) next[String(i.path[0])] ??= i.message;
      return setErrors(next);
    }
    setErrors({});
    try {
      const r = await add({ variables: { projectId, ...parsed.data } });
      if (r.data) toastSuccess(r.data.pilotCustomFolders.message);
      setValues({ title: '', description: '' });
      setOpened(false);
      onAdded();
    } catch (err) {
      toastApiError(err);
    }
  }

  return (
    <>
      <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setOpened(true)}>
        Add Custom Shot
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title="Add Custom Shot" centered>
        <Stack gap="sm">
          <TextInput
            label="Title"
            value={values.title}
            onChange={(e) => {
              const title = e.currentTarget.value;
              setValues((v) => ({ ...v, title }));
            }}
            error={errors.title}
          />
          <Textarea
            label="Description"
            autosize
            minRows={3}
            value={values.description}
            onChange={(e) => {
              const description = e.currentTarget.value;
              setValues((v) => ({ ...v, description }));
            }}
            error={errors.description}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setOpened(false)}>
              Cancel
            </Button>
            <Button onClick={() => void submit()} loading={loading}>
              Save
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}

export function CustomShotsTab({ projectId, role, accepted }: { projectId: string; role: Role; accepted: boolean }) {
  const [status, setStatus] = useState<ShotStatusFilter>('All');
  const [key, setKey] = useState(0);
  // part B §6: adding a custom shot is for PM, admin, pilot, QC; so is uploading on this screen
  const allowed = PILOT_SHOT_ROLES.includes(role);
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <StatusSort value={status} onChange={setStatus} />
        {allowed && <AddCustomShot projectId={projectId} onAdded={() => setKey((k) => k + 1)} />}
      </Group>
      <ShotSection
        key={key}
        heading={PILOT_MESSAGES.customFolder}
        projectId={projectId}
        folderTypes="Custom"
        status={status}
        role={role}
        accepted={accepted}
        canUpload={allowed}
      />
    </Stack>
  );
}
