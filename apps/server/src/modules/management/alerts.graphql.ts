// Attention alerts and the live subscriptions of the management portal, authorised like queries: the scope comes
// from the access table, and a project's topics are opened only to people who may see that project.
import { notificationStatusSchema, pageSchema, projectIdSchema } from '@vms/shared';
import { builder, access } from '../../graphql/builder.js';
import { parseInput } from '../../platform/errors.js';
import { getNotifications, notificationFor, updateNotificationStatus, type Notification } from './alerts.service.js';
import { visibleProject, projectScoped } from '../core/index.js';
import { viewerOf } from '../../graphql/common.js';
import { strip } from './management.graphql.js';
import type { BronzeVideoStatusEvent, NotificationActionEvent, TaskUpdatedEvent } from './management.events.js';

const NotificationRef = builder.objectRef<Notification>('AttentionNotification').implement({
  description: 'An attention alert (part A §3).',
  fields: (t) => ({
    id: t.exposeID('id'),
    attentionText: t.exposeString('attentionText'),
    crexiTaskStatus: t.exposeString('crexiTaskStatus'),
    createdAt: t.string({ resolve: (n) => n.createdAt.toISOString() }),
    linkToAsset: t.exposeString('linkToAsset'),
    asanaTaskName: t.exposeString('asanaTaskName'),
    projectName: t.exposeString('projectName'),
    projectId: t.exposeID('projectId'),
  }),
});
const NotificationsRef = builder.objectRef<{ notifications: Notification[]; totalCount: number }>('AttentionNotifications').implement({
  fields: (t) => ({
    notifications: t.field({ type: [NotificationRef], resolve: (x) => x.notifications }),
    totalCount: t.exposeInt('totalCount'),
  }),
});
const ActionMessageRef = builder.objectRef<{ message: string }>('NotificationActionResult').implement({
  fields: (t) => ({ message: t.exposeString('message') }),
});
const TaskUpdatedRef = builder.objectRef<TaskUpdatedEvent>('TaskUpdated').implement({
  fields: (t) => ({
    projectUuid: t.id({ resolve: (e) => e.projectId }),
    portalTaskId: t.id({ resolve: (e) => e.taskId }),
    sectionId: t.exposeID('sectionId'),
    task: t.exposeString('task'),
    crexiTaskStatus: t.exposeString('crexiTaskStatus'),
    updatedAt: t.exposeString('updatedAt'),
  }),
});
const NotificationActionRef = builder.objectRef<NotificationActionEvent>('NotificationAction').implement({
  fields: (t) => ({ id: t.exposeID('id'), status: t.exposeString('status'), actionValue: t.exposeBoolean('actionValue') }),
});
const BronzeStatusRef = builder.objectRef<BronzeVideoStatusEvent>('BronzeVideoStatus').implement({
  fields: (t) => ({
    status: t.exposeString('status'),
    projectId: t.exposeID('projectId', { description: "The project's uuid." }),
    error: t.exposeString('error', { nullable: true }),
    completed: t.exposeBoolean('completed'),
  }),
});

builder.queryField('getNotifications', (t) =>
  t.field({
    type: NotificationsRef,
    authScopes: access('getNotifications'),
    args: { limit: t.arg.int(), offset: t.arg.int() },
    resolve: (_r, args, ctx) => getNotifications(ctx.services, viewerOf(ctx), parseInput(pageSchema, strip(args))),
  }),
);

builder.mutationField('updateNotificationStatus', (t) =>
  t.field({
    type: ActionMessageRef,
    authScopes: access('updateNotificationStatus'),
    args: { id: t.arg.id({ required: true }), status: t.arg.string({ required: true }), actionValue: t.arg.boolean({ required: true }) },
    resolve: (_r, args, ctx) => updateNotificationStatus(ctx.services, viewerOf(ctx), parseInput(notificationStatusSchema, args)),
  }),
);

builder.subscriptionFields((t) => ({
  taskUpdated: t.field({
    type: TaskUpdatedRef,
    description: 'Status changes of the tasks of one project (by its number).',
    authScopes: access('taskUpdated'),
    extensions: projectScoped('read', 'projectId', 'ref'),
    args: { projectId: t.arg.id({ required: true }) },
    subscribe: async (_r, args, ctx) => {
      const project = await visibleProject(ctx.services.db, viewerOf(ctx), 'read', parseInput(projectIdSchema, args.projectId));
      return ctx.services.live.subscribe('taskUpdated', project.id);
    },
    resolve: (event) => event,
  }),
  bronzeVideoStatus: t.field({
    type: BronzeStatusRef,
    description: 'Render progress of a Bronze project (by its number).',
    authScopes: access('bronzeVideoStatus'),
    extensions: projectScoped('read', 'projectId', 'ref'),
    args: { projectId: t.arg.id({ required: true }) },
    subscribe: async (_r, args, ctx) => {
      const project = await visibleProject(ctx.services.db, viewerOf(ctx), 'read', parseInput(projectIdSchema, args.projectId));
      return ctx.services.live.subscribe('bronzeVideoStatus', project.id);
    },
    resolve: (event) => event,
  }),
  taskNotification: t.field({
    type: NotificationRef,
    description: 'New attention alerts for the signed-in person.',
    authScopes: access('taskNotification'),
    subscribe: (_r, _a, ctx) => ctx.services.live.subscribe('taskNotification', viewerOf(ctx).id),
    resolve: (event, _a, ctx) => notificationFor(ctx.services.db, viewerOf(ctx), event.alertId),
  }),
  notificationAction: t.field({
    type: NotificationActionRef,
    description: "The signed-in person's actions on their alerts (keeps every open tab's count true).",
    authScopes: access('notificationAction'),
    subscribe: (_r, _a, ctx) => ctx.services.live.subscribe('notificationAction', viewerOf(ctx).id),
    resolve: (event) => event,
  }),
}));
