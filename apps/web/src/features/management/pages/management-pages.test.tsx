import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ROLES } from '@vms/shared';
import { ManagementIframeDocument, ManagementProjectsDocument } from '../../../gql/graphql';
import { renderRoutes, storeSession } from '../../../test/render';
import { PERSISTED_STATE_KEY } from '../../../lib/persisted-state';
import { managementRoutes } from '../routes';

const project = (i: number) => ({
  __typename: 'ManagementProject',
  id: String(i),
  projectUuid: `u${i}`,
  projectName: `Harbor Point ${i}`,
  plan: 'GOLD',
  status: 'ACTIVE',
  trackStatus: 'COMPLETED',
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-02T10:00:00.000Z',
  isNew: i === 11,
});
const page = (trackStatus: string, offset: number, totalCount: number, ids: number[]) => ({
  request: { query: ManagementProjectsDocument, variables: { limit: 10, offset, trackStatus } },
  result: { data: { getProjects: { __typename: 'ProjectPage', totalCount, projects: ids.map(project) } } },
});

describe('management lists', () => {
  it('restores the remembered page of the list, highlights new projects and shows tabs to QA', async () => {
    storeSession(ROLES.VMS_QA);
    localStorage.setItem(
      PERSISTED_STATE_KEY,
      JSON.stringify({ managementPortal: { page: 2, offset: 10, search: '', filters: { slug: 'completed' } } }),
    );
    renderRoutes(managementRoutes, '/management-portal/projects/completed', [page('COMPLETED', 10, 12, [11, 12])]);
    expect(await screen.findByText('Harbor Point 11')).toBeInTheDocument();
    expect(screen.getByText('11–12 of 12')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('data-active', 'true');
    expect(screen.getByText('Harbor Point 11').closest('tr')).toHaveAttribute('data-new', 'true');
    expect(screen.getByRole('tab', { name: 'Completed' })).toHaveAttribute('aria-selected', 'true');
  });

  it("shows the customer the spec's empty state and no tabs when no frame is configured", async () => {
    storeSession(ROLES.USER);
    renderRoutes(managementRoutes, '/management-portal/projects/active-projects', [
      { request: { query: ManagementIframeDocument }, result: { data: { getIframe: { __typename: 'ManagementIframe', iframe: null } } } },
      page('ACTIVE', 0, 0, []),
    ]);
    expect(await screen.findByText("You don't have any active projects at this moment")).toBeInTheDocument();
    expect(screen.queryByRole('tab')).toBeNull();
    expect(screen.queryByRole('button', { name: /Need Attention/ })).toBeNull();
  });

  it('shows the configured frame instead of the list to PM', async () => {
    storeSession(ROLES.VMS_PM);
    renderRoutes(managementRoutes, '/management-portal/projects/active-projects', [
      {
        request: { query: ManagementIframeDocument },
        result: { data: { getIframe: { __typename: 'ManagementIframe', iframe: 'https://tables.example.com/x' } } },
      },
    ]);
    const frame = await screen.findByTitle('Active Projects');
    expect(frame).toHaveAttribute('src', 'https://tables.example.com/x');
  });

  it('says a project without an id is initiated but not started, with the way back', async () => {
    storeSession(ROLES.USER);
    const { router } = renderRoutes(managementRoutes, '/management-portal/projects/need-my-attention/project-detail');
    expect(
      await screen.findByText('Your project has been initiated but not yet started. We will send an email when your project starts.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Back to Need My Attention' }));
    expect(router.state.location.pathname).toBe('/management-portal/projects/need-my-attention');
  });
});
