import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { EMBEDDED_PROJECTS_PATH, MANAGEMENT_MESSAGES, ROLES } from '@vms/shared';
import { ManagementProjectsDocument } from '../../../gql/graphql';
import { renderRoutes, storeSession } from '../../../test/render';
import { routes } from '../routes';

const project = (i: number) => ({
  __typename: 'ManagementProject',
  id: String(i),
  projectUuid: `u${i}`,
  projectName: `Harbor Point ${i}`,
  plan: 'GOLD',
  status: 'ACTIVE',
  trackStatus: 'ACTIVE',
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-02T10:00:00.000Z',
  isNew: false,
});
const active = (totalCount: number, ids: number[]) => ({
  request: { query: ManagementProjectsDocument, variables: { limit: 10, offset: 0, trackStatus: 'ACTIVE' } },
  result: { data: { getProjects: { __typename: 'ProjectPage', totalCount, projects: ids.map(project) } } },
});

describe('the embeddable active-projects table', () => {
  it('shows the active projects read-only, without the portal shell, each linking to its detail', async () => {
    storeSession(ROLES.USER);
    renderRoutes(routes.guarded!, EMBEDDED_PROJECTS_PATH, [active(12, [1, 2])]);
    expect(await screen.findByRole('link', { name: 'Harbor Point 1' })).toHaveAttribute(
      'href',
      '/management-portal/projects/active-projects/project-detail/1/gold',
    );
    expect(screen.getByRole('heading', { name: 'Active Projects' })).toBeInTheDocument();
    expect(screen.getByText('12 projects')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('tab')).toBeNull();
    expect(screen.getByRole('button', { name: 'Page 2' })).toBeInTheDocument();
  });

  it("shows the spec's empty state", async () => {
    storeSession(ROLES.USER);
    renderRoutes(routes.guarded!, EMBEDDED_PROJECTS_PATH, [active(0, [])]);
    expect(await screen.findByText(MANAGEMENT_MESSAGES.noActiveProjects)).toBeInTheDocument();
  });
});
