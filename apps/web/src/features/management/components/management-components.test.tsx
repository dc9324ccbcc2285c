import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { ROLES } from '@vms/shared';
import { AttentionNotificationsDocument, SetTaskStatusDocument, TaskActivityLogDocument } from '../../../gql/graphql';
import { renderUi, storeSession } from '../../../test/render';
import { StatusSelect } from '../../projects/components/StatusSelect';
import { TaskActivityLog } from '../../projects/components/TaskActivityLog';
import { AttentionDrawer } from './AttentionDrawer';
import { bronzeTimeLeft } from './BronzePanel';

const setStatus = (result: object) => ({
  request: { query: SetTaskStatusDocument, variables: { crexiTaskStatus: 'In Review', portalTaskId: 't1' } },
  ...result,
});

describe('StatusSelect', () => {
  it('goes back to the last status and says so when the update fails', async () => {
    renderUi(<StatusSelect portalTaskId="t1" task="Draft Video" status="Not Started" />, [
      setStatus({ result: { errors: [new GraphQLError('nope', { extensions: { code: 'FORBIDDEN' } })] } }),
    ]);
    const input = (await screen.findAllByLabelText('Status of Draft Video')).find((e) => e.tagName === 'INPUT')!;
    await userEvent.click(input);
    await userEvent.click(await screen.findByRole('option', { name: 'In Review' }));
    expect(await screen.findByText('Status update failed. Please try again.')).toBeInTheDocument();
    await waitFor(() => expect(input).toHaveValue('Not Started'));
  });

  it('keeps the new status and confirms on success', async () => {
    renderUi(<StatusSelect portalTaskId="t1" task="Draft Video" status="Not Started" />, [
      setStatus({
        result: {
          data: {
            updateBronzeProjectTaskStatus: {
              __typename: 'TaskStatusResult',
              message: 'Status updated successfully',
              portalTaskId: 't1',
              crexiTaskStatus: 'In Review',
            },
          },
        },
      }),
    ]);
    const input = (await screen.findAllByLabelText('Status of Draft Video')).find((e) => e.tagName === 'INPUT')!;
    await userEvent.click(input);
    await userEvent.click(await screen.findByRole('option', { name: 'In Review' }));
    expect(await screen.findByText('Status updated successfully')).toBeInTheDocument();
    expect(input).toHaveValue('In Review');
  });
});

const log = (activities: { crexiTaskStatus: string; lastUpdatedBy: string }[]) => ({
  request: { query: TaskActivityLogDocument, variables: { taskId: 't1', planName: 'gold' } },
  result: {
    data: {
      listAsanaTaskActivities: {
        __typename: 'TaskActivities',
        activities: activities.map((a, i) => ({
          __typename: 'TaskActivity',
          id: `a${i}`,
          completedOn: `2026-11-0${i + 1}T10:00:00.000Z`,
          ...a,
        })),
      },
    },
  },
});

describe('TaskActivityLog', () => {
  it("reads '{user} updated to {status}', newest first", async () => {
    renderUi(<TaskActivityLog taskId="t1" planName="gold" />, [
      log([
        { crexiTaskStatus: 'Not Started', lastUpdatedBy: 'Paula Manning' },
        { crexiTaskStatus: 'In Process', lastUpdatedBy: 'Eddie Cutter' },
      ]),
    ]);
    const items = await screen.findAllByRole('listitem');
    expect(items.map((i) => i.textContent?.split(' · ')[0])).toEqual([
      'Eddie Cutter updated to In Process',
      'Paula Manning updated to Not Started',
    ]);
  });
  it("says 'Task not started yet' while the task has not moved, and 'No activities found!!' without a log", async () => {
    const first = renderUi(<TaskActivityLog taskId="t1" planName="gold" />, [
      log([{ crexiTaskStatus: 'Not Started', lastUpdatedBy: 'Paula' }]),
    ]);
    expect(await screen.findByText('Task not started yet')).toBeInTheDocument();
    first.unmount();
    renderUi(<TaskActivityLog taskId="t1" planName="gold" />, [log([])]);
    expect(await screen.findByText('No activities found!!')).toBeInTheDocument();
  });
});

const notifications = (totalCount: number, n: number) => ({
  request: { query: AttentionNotificationsDocument, variables: { limit: 10, offset: 0 } },
  result: {
    data: {
      getNotifications: {
        __typename: 'AttentionNotifications',
        totalCount,
        notifications: Array.from({ length: n }, (_, i) => ({
          __typename: 'AttentionNotification',
          id: `n${i}`,
          attentionText: `Draft Video ${i} is ready for your review.`,
          crexiTaskStatus: 'Ready For Review',
          createdAt: '2026-11-20T10:00:00.000Z',
          linkToAsset: `/management-portal/projects/need-my-attention/project-detail/${i + 1}/gold#Draft_Video`,
          asanaTaskName: 'Draft Video',
          projectName: `Harbor Point ${i}`,
          projectId: String(i + 1),
        })),
      },
    },
  },
});

describe('AttentionDrawer', () => {
  it('shows the count up to 20, and the alerts in the drawer', async () => {
    storeSession(ROLES.VMS_PM);
    renderUi(<AttentionDrawer />, [notifications(3, 3)]);
    const bell = screen.getByRole('button', { name: /Need Attention/ });
    await waitFor(() => expect(bell).toHaveAttribute('data-count', '3'));
    expect(screen.getByText('3')).toBeInTheDocument();
    await userEvent.click(bell);
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getAllByRole('listitem')).toHaveLength(3);
    expect(within(drawer).getByRole('link', { name: 'Harbor Point 0' })).toHaveAttribute(
      'href',
      '/management-portal/projects/need-my-attention/project-detail/1/gold#Draft_Video',
    );
    expect(within(drawer).getByText('No more data to load.')).toBeInTheDocument();
  });
  it('shows a dot, not a number, above 20', async () => {
    renderUi(<AttentionDrawer />, [notifications(21, 10)]);
    const bell = screen.getByRole('button', { name: /Need Attention/ });
    await waitFor(() => expect(bell).toHaveAttribute('data-count', '21'));
    expect(screen.queryByText('21')).toBeNull();
  });
  it("says 'No new notifications' when there are none", async () => {
    renderUi(<AttentionDrawer />, [notifications(0, 0)]);
    const bell = screen.getByRole('button', { name: /Need Attention/ });
    await waitFor(() => expect(bell).toHaveAttribute('data-count', '0'));
    await userEvent.click(bell);
    expect(await screen.findByText('No new notifications')).toBeInTheDocument();
  });
});

describe('bronzeTimeLeft', () => {
  it("counts down 24 hours from creation, then says 'Over!!'", () => {
    const created = '2026-11-20T00:00:00.000Z';
    expect(bronzeTimeLeft(created, Date.parse(created))).toBe('24:00:00');
    expect(bronzeTimeLeft(created, Date.parse(created) + 3_661_000)).toBe('22:58:59');
    expect(bronzeTimeLeft(created, Date.parse(created) + 24 * 3600_000)).toBe('Over!!');
  });
});
