import { builder, access } from '../../graphql/builder.js';
import { unauthenticated } from '../../platform/errors.js';
import { myDashboard, type Dashboard, type DashboardItem } from './dashboard.service.js';

const DashboardCount = builder.objectRef<{ label: string; count: number }>('DashboardCount').implement({
  fields: (t) => ({ label: t.exposeString('label'), count: t.exposeInt('count') }),
});

const DashboardItemRef = builder.objectRef<DashboardItem>('DashboardItem').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    title: t.exposeString('title'),
    detail: t.exposeString('detail'),
    href: t.exposeString('href', { nullable: true, description: 'An in-app path to open, when there is one.' }),
    at: t.string({ description: 'ISO 8601 timestamp.', resolve: (item) => item.at.toISOString() }),
  }),
});

const DashboardRef = builder.objectRef<Dashboard>('Dashboard').implement({
  fields: (t) => ({
    countsTitle: t.exposeString('countsTitle', { description: "What the counts chart shows, e.g. 'Projects by status'." }),
    counts: t.field({ type: [DashboardCount], resolve: (d) => d.counts }),
    nextUp: t.field({ type: [DashboardItemRef], resolve: (d) => d.nextUp }),
    recentActivity: t.field({ type: [DashboardItemRef], resolve: (d) => d.recentActivity }),
  }),
});

builder.queryField('myDashboard', (t) =>
  t.field({
    type: DashboardRef,
    authScopes: access('myDashboard'),
    resolve: (_root, _args, ctx) => {
      if (!ctx.viewer) throw unauthenticated();
      return myDashboard(ctx.services, ctx.viewer);
    },
  }),
);
