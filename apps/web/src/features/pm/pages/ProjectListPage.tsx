// /pm-portal/projects/project-list: Home — the projects in pages of 10 with a plan filter and a name search
// (part B §2.4). A card click checks the project first: a message shows on the card, a failure 'Something went wrong!!'.
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { Alert, Badge, SegmentedControl, Text } from '@mantine/core';
import { PM_MESSAGES, SEARCH_DEBOUNCE_MS } from '@vms/shared';
import { PmProjectCheckDocument, PmProjectListDocument, type PmProjectListQuery } from '../../../gql/graphql';
import { formatDate } from '../../../lib/format';
import { PM_PATHS, STATUS_COLOURS } from '../pm-paths';
import { CardField, ProjectCard, ProjectList, useProjectListFilters } from '../../projects/components/ProjectList';

type Card = PmProjectListQuery['getActiveProjectList']['projects'][number];

function PmProjectCard({ p, note, onOpen }: { p: Card; note: string | null; onOpen: () => void }) {
  return (
    <ProjectCard
      project={p}
      testId="pm-project-card"
      status={{ label: p.status, color: STATUS_COLOURS[p.status] ?? 'blue', testId: 'pm-project-status' }}
      badges={
        p.isNewDraft && (
          <Badge color="orange" size="sm" variant="filled">
            {p.badge ?? 'NEW DRAFT'}
          </Badge>
        )
      }
      fields={
        <>
          <CardField label="Asset type" value={p.assetType} />
          <CardField label="Subtype" value={p.assetSubType} />
          <CardField label="Video status" value={p.videoStatus} />
          <CardField label="Start date" value={formatDate(p.startDate)} />
          <CardField label="Delivery date" value={p.deliveryDate ? formatDate(p.deliveryDate) : null} />
        </>
      }
      footer={
        note && (
          <Alert mt="sm" color="orange" variant="light" p="xs" role="status">
            <Text fz="xs">{note}</Text>
          </Alert>
        )
      }
      onOpen={onOpen}
    />
  );
}

export function ProjectListPage() {
  const navigate = useNavigate();
  const client = useApolloClient();
  const [status, setStatus] = useState('ACTIVE');
  const filters = useProjectListFilters(SEARCH_DEBOUNCE_MS);
  const [notes, setNotes] = useState<Record<number, string>>({});
  const { data, previousData, error } = useQuery(PmProjectListDocument, {
    variables: { status, ...filters.variables },
    fetchPolicy: 'cache-and-network',
  });
  const shown = (data ?? previousData)?.getActiveProjectList;

  async function open(p: Card) {
    if (p.message) {
      setNotes((n) => ({ ...n, [p.id]: p.message! }));
      return;
    }
    try {
      const r = await client.query({ query: PmProjectCheckDocument, variables: { projectId: String(p.id) }, fetchPolicy: 'network-only' });
      if (!r.data?.getProjectDetails) throw new Error('no project');
      void navigate(status === 'ACTIVE' ? PM_PATHS.activeDetail(p.id) : PM_PATHS.detail(p.id));
    } catch {
      setNotes((n) => ({ ...n, [p.id]: PM_MESSAGES.somethingWrong }));
    }
  }

  return (
    <ProjectList
      portal="PM Portal"
      title="Projects"
      aside={
        <SegmentedControl
          value={status}
          onChange={(v) => {
            setStatus(v);
            filters.setPage(1);
          }}
          data={[
            { value: 'ACTIVE', label: 'Active' },
            { value: 'COMPLETED', label: 'Completed' },
          ]}
          aria-label="Project status"
        />
      }
      filters={filters}
      shown={shown}
      error={error}
      skeletons={{ count: 6, height: 230 }}
      empty={PM_MESSAGES.noProjects}
      card={(p) => <PmProjectCard key={p.id} p={p} note={notes[p.id] ?? null} onOpen={() => void open(p)} />}
    />
  );
}
