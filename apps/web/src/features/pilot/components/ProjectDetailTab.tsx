// The Project Detail tab (part B §2.6, §3 "Pilot project", "Flight details", §4, §5 "Flight reschedule"): what the pilot
// needs on site, the flight, Accept Project / Decline for a new project, the reschedule once accepted, project notes.
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Anchor, Badge, Button, Group, Image, Paper, Select, SimpleGrid, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { localDay, PILOT_MESSAGES, RESCHEDULE_TIMES, rescheduleFormSchema, rescheduleLastDay, ROLES, type Role } from '@vms/shared';
import { GetFlightDetailsDocument, PilotFlightRescheduledDocument, type PilotProjectDetailsQuery } from '../../../gql/graphql';
import { formatDate, formatTimestamp } from '../../../lib/format';
import { toastApiError, toastSuccess } from '../../../ui/toast';
import { NotesPanel } from '../../projects/components/NotesPanel';

const BoundaryMap = lazy(() => import('./BoundaryMap'));

type Project = PilotProjectDetailsQuery['pilotProjectDetails'];

export function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md" component="section">
      <Stack gap="xs">
        <Title order={2} fz="md">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group justify="space-between" gap="sm" wrap="nowrap" align="flex-start">
      <Text fz="sm" c="dimmed" style={{ flexShrink: 0 }}>
        {label}
      </Text>
      <Text fz="sm" ta="right" component="div" style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
        {children ?? 'N/A'}
      </Text>
    </Group>
  );
}

const time12 = (slot: string) => {
  const h = Number(slot.slice(0, 2));
  return `${((h + 11) % 12) + 1}:00 ${h < 12 ? 'AM' : 'PM'}`;
};

/** Reschedule: a date from today to a month ahead, an hourly slot 09:00–16:00, sent as a UTC date-time. */
function Reschedule({ projectId, onDone }: { projectId: string; onDone: () => void }) {
  const [date, setDate] = useState('');
  const [time, setTime] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [send, { loading }] = useMutation(PilotFlightRescheduledDocument);
  const today = new Date();

  async function submit() {
    const parsed = rescheduleFormSchema(today).safeParse({ rescheduleDate: date, rescheduleTime: time ?? '' });
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const i of parsed.error.issues) next[String(i.path[0])] ??= i.message;
      return setErrors(next);
    }
    setErrors({});
    try {
      const due = new Date(`${date}T${time}:00`);
      const r = await send({ variables: { projectId, dueDate: due.toISOString() } });
      if (r.data) toastSuccess(r.data.pilotFlightRescheduled.message);
      onDone();
    } catch (err) {
      toastApiError(err);
    }
  }

  return (
    <Stack gap="xs" data-testid="reschedule">
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
        <TextInput
          type="date"
          label="Reschedule date"
          min={localDay(today)}
          max={rescheduleLastDay(today)}
          value={date}
          onChange={(e) => setDate(e.currentTarget.value)}
          error={errors.rescheduleDate}
        />
        <Select
          label="Reschedule time"
          placeholder="Choose a time"
          data={RESCHEDULE_TIMES.map((t) => ({ value: t, label: time12(t) }))}
          value={time}
          onChange={setTime}
          error={errors.rescheduleTime}
        />
      </SimpleGrid>
      <Group justify="flex-end">
        <Button onClick={() => void submit()} loading={loading}>
          Reschedule
        </Button>
      </Group>
    </Stack>
  );
}

export function ProjectDetailTab({ project, role }: { project: Project; role: Role }) {
  const projectId = String(project.id);
  const flight = useQuery(GetFlightDetailsDocument, { variables: { projectId }, fetchPolicy: 'cache-and-network' });
  const f = flight.data?.getFlightDetails;
  const isPilot = role === ROLES.VMS_PILOT;
  const ui = project.userInstructions;
  const interior = project.interiorContactDetails;
  const pm = project.projectManagerContactDetails;

  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" style={{ alignItems: 'start' }}>
      <Stack gap="md">
        <Card title="Property">
          <Row label="Project">{project.projectName}</Row>
          <Row label="Address">{project.propertyAddress}</Row>
          <Row label="Google link">
            {project.googleLink ? (
              <Anchor href={project.googleLink} target="_blank" rel="noreferrer" fz="sm">
                Open in Google Maps
              </Anchor>
            ) : (
              PILOT_MESSAGES.noGoogleLink
            )}
          </Row>
          <Row label="Asset types">{project.assetType.join(', ') || null}</Row>
          <Row label="Plan">{project.projectPlanDetails.planType}</Row>
          <Row label="Project date">{formatDate(project.projectPlanDetails.projectDate)}</Row>
        </Card>
        <Card title="Contacts">
          <Text fz="sm" fw={600}>
            Interior video contact
          </Text>
          {interior ? (
            <>
              <Row label="Name">{interior.name}</Row>
              <Row label="Phone">
                {interior.phone && (
                  <Anchor href={`tel:${interior.phone}`} fz="sm">
                    {interior.phone}
                  </Anchor>
                )}
              </Row>
              <Row label="Email">{interior.email}</Row>
            </>
          ) : (
            <Text fz="sm" c="dimmed">
              No interior video contact.
            </Text>
          )}
          <Text fz="sm" fw={600} mt="xs">
            Project manager
          </Text>
          <Row label="Name">{pm?.fullName}</Row>
          <Row label="Phone">
            {pm?.phone && (
              <Anchor href={`tel:${pm.phone}`} fz="sm">
                {pm.phone}
              </Anchor>
            )}
          </Row>
          <Row label="Email">
            {pm?.email && (
              <Anchor href={`mailto:${pm.email}`} fz="sm">
                {pm.email}
              </Anchor>
            )}
          </Row>
        </Card>
        <Card title="Flight details">
          <Row label="B4UFLY">
            {f?.b4uLink ? (
              <Anchor href={f.b4uLink} target="_blank" rel="noreferrer" fz="sm">
                Open B4UFLY
              </Anchor>
            ) : (
              PILOT_MESSAGES.noB4uLink
            )}
          </Row>
          <Row label="Approval">
            {f && (
              <Badge color={f.approval ? 'teal' : 'gray'} variant="light">
                {f.approval ? 'Approved' : 'Not approved'}
              </Badge>
            )}
          </Row>
          <Row label="Flight time">{f?.timeStamp ? <span data-testid="flight-time">{formatTimestamp(f.timeStamp)}</span> : null}</Row>
          {isPilot && project.acceptedByPilot && <Reschedule projectId={projectId} onDone={() => void flight.refetch()} />}
        </Card>
      </Stack>
      <Stack gap="md">
        <Card title="Property boundary">
          {project.mapGeopoints.length >= 3 && (
            <Suspense fallback={<Skeleton h={280} />}>
              <BoundaryMap boundary={project.mapGeopoints} label="Map of the boundary the customer drew" />
            </Suspense>
          )}
          {project.dealMapScreenshot ? (
            <Image src={project.dealMapScreenshot} alt="The boundary the customer drew, with their annotations" radius="sm" />
          ) : (
            project.mapGeopoints.length < 3 && (
              <Text fz="sm" c="dimmed">
                No property Boundary images uploaded yet.
              </Text>
            )
          )}
          <Row label="What to capture">{ui?.mapping_question_1}</Row>
          <Row label="Areas to avoid">{ui?.mapping_question_2}</Row>
          <Row label="Other instructions">{ui?.mapping_question_3}</Row>
        </Card>
        <Card title="Project notes">
          {/* DECISIONS.md (23): the project-notes form is the pilot's only */}
          <NotesPanel projectId={projectId} canAdd={isPilot && project.acceptedByPilot} />
        </Card>
      </Stack>
    </SimpleGrid>
  );
}
