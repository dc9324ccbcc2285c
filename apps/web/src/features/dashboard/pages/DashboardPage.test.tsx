import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { MeDocument, MyDashboardDocument } from '../../../gql/graphql';
import { renderUi } from '../../../test/render';
import { DashboardPage } from './DashboardPage';

// jsdom cannot measure the chart (it is aria-hidden; the same numbers are asserted through the list).
vi.mock('@mantine/charts', () => ({ BarChart: () => null }));

const me = {
  request: { query: MeDocument },
  result: {
    data: {
      me: {
        __typename: 'User',
        id: '1',
        email: 'pm@vms.test',
        name: 'Morgan Lee',
        firstName: 'Morgan',
        lastName: 'Lee',
        role: 'vms-project-manager',
        roleLabel: 'VMS PM',
        photo: null,
        isEditorProfileUpdated: false,
      },
    },
  },
};

function dashboard(nextUp: unknown[]) {
  return {
    request: { query: MyDashboardDocument },
    result: {
      data: {
        myDashboard: {
          __typename: 'Dashboard',
          countsTitle: 'Projects by status',
          counts: [
            { __typename: 'DashboardCount', label: 'Not Started', count: 4 },
            { __typename: 'DashboardCount', label: 'In Review', count: 2 },
          ],
          nextUp,
          recentActivity: [],
        },
      },
    },
  };
}

describe('DashboardPage', () => {
  it('shows the greeting, the counts as a list, next-up links and empty states', async () => {
    const item = {
      __typename: 'DashboardItem',
      id: 'a1',
      title: 'Review is due',
      detail: 'Harbor Point Plaza',
      href: '/pm-portal/projects/project-detail/12',
      at: new Date(Date.now() - 3 * 3600_000).toISOString(),
    };
    renderUi(<DashboardPage />, [dashboard([item]), me]);
    expect(screen.getByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(await screen.findByText('Welcome back, Morgan Lee.')).toBeInTheDocument();
    const counts = await screen.findByRole('list', { name: 'Projects by status' });
    expect(within(counts).getByText('Not Started')).toBeInTheDocument();
    expect(within(counts).getByText('4')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Review is due' })).toHaveAttribute('href', item.href);
    expect(screen.getByText('3 hours ago')).toBeInTheDocument();
    expect(screen.getByText('No recent activity yet.')).toBeInTheDocument();
  });

  it("shows the server's message in a panel when loading fails", async () => {
    renderUi(<DashboardPage />, [
      { request: { query: MyDashboardDocument }, result: { errors: [new GraphQLError('Database unavailable')] } },
      me,
    ]);
    expect(await screen.findByRole('alert')).toHaveTextContent('Database unavailable');
  });
});
