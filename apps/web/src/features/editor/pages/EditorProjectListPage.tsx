// /editor-portal/projects/project-list (part B §2.5): tabs by status with NEW INVITE first (a dot when invitations wait),
// a plan filter, a name search (300 ms debounce, §9) and pages of 10. Only the editor's own projects come back (the
// server's project policy); the editor column is not shown to editors. A new invitation arrives live.
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useQuery, useSubscription } from '@apollo/client/react';
import { Box, Indicator, Tabs, VisuallyHidden } from '@mantine/core';
import { EDITOR_TABS, SEARCH_DEBOUNCE_EDITOR_PORTAL_MS, type EditorTabStatus } from '@vms/shared';
import { EditorInvitedDocument, EditorProjectListDocument, type EditorProjectListQuery } from '../../../gql/graphql';
import { formatDate } from '../../../lib/format';
import { EDITOR_PATHS } from '../editor-paths';
import { CardField, ProjectCard, ProjectList, useProjectListFilters } from '../../projects/components/ProjectList';

type Card = EditorProjectListQuery['getActiveProjectList']['projects'][number];

const EMPTY: Record<EditorTabStatus, string> = {
  NEW_INVITE: "You don't have any new invite projects at this moment.",
  ACTIVE: "You don't have any active projects at this moment.",
  COMPLETED: "You don't have any completed projects at this moment.",
};

function EditorProjectCard({ p, tab, onOpen }: { p: Card; tab: EditorTabStatus; onOpen: () => void }) {
  return (
    <ProjectCard
      project={p}
      testId="editor-project-card"
      status={{
        label: tab === 'NEW_INVITE' ? 'NEW INVITE' : p.status,
        color: tab === 'NEW_INVITE' ? 'orange' : tab === 'COMPLETED' ? 'blue' : 'teal',
      }}
      fields={
        <>
          <CardField label="Video status" value={p.videoStatus} />
          <CardField
            label={p.projectCompleteDate ? 'Completed' : 'Delivery date'}
            value={p.projectCompleteDate ? formatDate(p.projectCompleteDate) : p.deliveryDate ? formatDate(p.deliveryDate) : null}
          />
        </>
      }
      onOpen={onOpen}
    />
  );
}

export function EditorProjectListPage() {
  const navigate = useNavigate();
  const [tab, setTab] = useState<EditorTabStatus>('NEW_INVITE');
  const filters = useProjectListFilters(SEARCH_DEBOUNCE_EDITOR_PORTAL_MS);
  const { data, previousData, error, refetch } = useQuery(EditorProjectListDocument, {
    variables: { status: tab, ...filters.variables },
    fetchPolicy: 'cache-and-network',
  });
  // A PM's new invitation shows at once, with its dot (the list's membership changes: it is asked again).
  useSubscription(EditorInvitedDocument, { onData: () => void refetch() });
  const shown = (data ?? previousData)?.getActiveProjectList;
  const invites = shown?.inviteCount ?? 0;

  const open = (p: Card) =>
    void navigate(
      tab === 'NEW_INVITE'
        ? EDITOR_PATHS.invitation(p.id)
        : tab === 'COMPLETED'
          ? EDITOR_PATHS.taskDetail(p.id, 'completed')
          : EDITOR_PATHS.taskDetail(p.id),
    );

  return (
    <ProjectList
      portal="Editor Portal"
      title="My projects"
      below={
        <Tabs
          value={tab}
          onChange={(v) => {
            setTab((v as EditorTabStatus) ?? 'NEW_INVITE');
            filters.setPage(1);
          }}
        >
          <Tabs.List>
            {EDITOR_TABS.map((t) => (
              <Tabs.Tab key={t.status} value={t.status} fw={600}>
                {t.status === 'NEW_INVITE' ? (
                  // the tab keeps its label as its name; the count is read after it (an aria-label here replaced it)
                  <Indicator disabled={!invites} color="red" size={9} offset={-2} position="top-end" processing>
                    <Box pr={invites ? 8 : 0} data-testid={invites ? 'invite-dot' : undefined}>
                      {t.label}
                      {invites ? <VisuallyHidden>{`, ${invites} new invites`}</VisuallyHidden> : null}
                    </Box>
                  </Indicator>
                ) : (
                  t.label
                )}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </Tabs>
      }
      filters={filters}
      shown={shown}
      error={error}
      skeletons={{ count: 3, height: 190 }}
      empty={EMPTY[tab]}
      card={(p) => <EditorProjectCard key={p.id} p={p} tab={tab} onOpen={() => open(p)} />}
    />
  );
}
