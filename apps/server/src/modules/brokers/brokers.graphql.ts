import {
  brokersDirectoryArgsSchema,
  flagBrokerSchema,
  flaggedBrokersArgsSchema,
  hsOutOfSyncInputSchema,
  updateBrokerDirectorySchema,
} from '@vms/shared';
import { builder, access } from '../../graphql/builder.js';
import { parseArgs, parseInput } from '../../platform/errors.js';
import { MessageResult } from '../../graphql/common.js';
import * as brokers from './brokers.service.js';

const iso = (d: Date | null) => d?.toISOString() ?? null;

const BrokerRecordRef = builder.objectRef<brokers.BrokerRecord>('BrokerDirectoryRecord').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    firstName: t.exposeString('firstName'),
    lastName: t.exposeString('lastName'),
    company: t.exposeString('company', { nullable: true }),
    phone: t.exposeStringList('phone'),
    email: t.exposeString('email', { nullable: true }),
    totalActiveAssetsCount: t.exposeInt('totalActiveAssetsCount'),
    brokerUpdatedAt: t.string({ nullable: true, description: 'ISO 8601.', resolve: (b) => iso(b.brokerUpdatedAt) }),
    priority: t.exposeInt('priority', { nullable: true }),
    note: t.exposeString('note', { nullable: true }),
    flagType: t.exposeString('flagType', { nullable: true }),
  }),
});

const BrokerPage = builder
  .objectRef<{ data: brokers.BrokerRecord[]; totalCount: number; totalCountCapped: boolean }>('BrokerDirectoryPage')
  .implement({
    fields: (t) => ({
      data: t.field({ type: [BrokerRecordRef], resolve: (p) => p.data }),
      totalCount: t.exposeInt('totalCount'),
      totalCountCapped: t.exposeBoolean('totalCountCapped', {
        description: 'A search matched more than totalCount, which is then the count cap (SEARCH_COUNT_CAP): shown as "1,000+".',
      }),
    }),
  });

const OutOfSyncRef = builder.objectRef<brokers.OutOfSyncRecord>('HsOutOfSyncRecord').implement({
  fields: (t) => ({
    broker: t.field({ type: BrokerRecordRef, resolve: (r) => r }),
    crmEmail: t.exposeString('crmEmail', { nullable: true, description: 'The e-mail the CRM holds.' }),
    crmPhone: t.exposeStringList('crmPhone', { nullable: true }),
    lastPushedAt: t.string({
      nullable: true,
      description: 'When VMS last pushed this broker to the CRM.',
      resolve: (r) => iso(r.lastPushedAt),
    }),
    crmSyncError: t.exposeString('crmSyncError', { nullable: true, description: 'Why the last push failed.' }),
  }),
});

const OutOfSyncPage = builder.objectRef<{ data: brokers.OutOfSyncRecord[]; totalCount: number }>('HsOutOfSyncPage').implement({
  fields: (t) => ({ data: t.field({ type: [OutOfSyncRef], resolve: (p) => p.data }), totalCount: t.exposeInt('totalCount') }),
});

const CountDetails = builder.objectRef<{ count: number }>('CountDetails').implement({
  fields: (t) => ({ count: t.exposeInt('count') }),
});

const HsOutOfSyncFilter = builder.inputType('HsOutOfSyncFilter', {
  fields: (t) => ({
    startDate: t.string({ description: 'YYYY-MM-DD' }),
    endDate: t.string({ description: 'YYYY-MM-DD' }),
  }),
});
const HsOutOfSyncInput = builder.inputType('HsOutOfSyncInput', {
  fields: (t) => ({ limit: t.int(), offset: t.int(), filter: t.field({ type: HsOutOfSyncFilter }) }),
});

builder.queryField('getBrokersDirectory', (t) =>
  t.field({
    type: BrokerPage,
    authScopes: access('getBrokersDirectory'),
    args: {
      missingEmail: t.arg.boolean(),
      missingPhone: t.arg.boolean(),
      newBroker: t.arg.boolean(),
      limit: t.arg.int(),
      offset: t.arg.int(),
      searchParams: t.arg.stringList({ description: 'Fields to search: first_name, last_name, company, email (all when empty).' }),
      searchString: t.arg.string(),
      sortParams: t.arg.string({ description: "'' (All), 'total_active_assets_count' or 'new_brokers'." }),
      updatedRecords: t.arg.boolean(),
    },
    resolve: (_root, args, ctx) => {
      const input = parseArgs(brokersDirectoryArgsSchema, args);
      // the same for every viewer: one cached result per query (ADR 0016 "Result cache")
      return ctx.services.readCache.read(
        ['brokers'],
        `getBrokersDirectory:${JSON.stringify(input)}`,
        () => brokers.getBrokersDirectory(ctx.services, input, ctx.dataVersions?.brokers),
        ctx.dataVersions,
      );
    },
  }),
);

builder.queryField('getFlaggedBrokers', (t) =>
  t.field({
    type: BrokerPage,
    authScopes: access('getFlaggedBrokers'),
    args: {
      emailNotFound: t.arg.boolean(),
      needsEvaluation: t.arg.boolean(),
      withNotesOnly: t.arg.boolean(),
      priority: t.arg.intList(),
      limit: t.arg.int(),
      offset: t.arg.int(),
      searchParams: t.arg.stringList(),
      searchString: t.arg.string(),
    },
    resolve: (_root, args, ctx) => brokers.getFlaggedBrokers(ctx.services, parseArgs(flaggedBrokersArgsSchema, args)),
  }),
);

builder.queryField('recordsToBeUpdated', (t) =>
  t.field({
    type: CountDetails,
    authScopes: access('recordsToBeUpdated'),
    resolve: async (_root, _args, ctx) => ({ count: (await brokers.brokerCounts(ctx.services.db)).recordsToBeUpdated }),
  }),
);

builder.queryField('highPriorityUpdates', (t) =>
  t.field({
    type: CountDetails,
    authScopes: access('highPriorityUpdates'),
    resolve: async (_root, _args, ctx) => ({ count: (await brokers.brokerCounts(ctx.services.db)).highPriorityUpdates }),
  }),
);

builder.queryField('getHsOutOfSyncData', (t) =>
  t.field({
    type: OutOfSyncPage,
    authScopes: access('getHsOutOfSyncData'),
    args: { input: t.arg({ type: HsOutOfSyncInput }) },
    resolve: (_root, { input }, ctx) => brokers.getHsOutOfSyncData(ctx.services, parseArgs(hsOutOfSyncInputSchema, { ...input })),
  }),
);

builder.mutationField('updateBrokerDirectory', (t) =>
  t.field({
    type: MessageResult,
    authScopes: access('updateBrokerDirectory'),
    args: {
      phone: t.arg.stringList({ required: true }),
      email: t.arg.string({ required: true }),
      brokerId: t.arg.id({ required: true }),
      isFlaggedRecord: t.arg.boolean(),
    },
    resolve: (_root, args, ctx) => brokers.updateBrokerDirectory(ctx.services, parseInput(updateBrokerDirectorySchema, args)),
  }),
);

builder.mutationField('flagBroker', (t) =>
  t.field({
    type: MessageResult,
    authScopes: access('flagBroker'),
    args: {
      flagType: t.arg.string({ required: true }),
      priority: t.arg.int({ required: true }),
      note: t.arg.string(),
      brokerId: t.arg.id({ required: true }),
    },
    resolve: (_root, args, ctx) => brokers.flagBroker(ctx.services, parseInput(flagBrokerSchema, args)),
  }),
);

function countSubscription(name: 'updateBrokerDirectoryCountDetails' | 'highPriorityCountDetails', key: keyof brokers.BrokerCounts) {
  builder.subscriptionField(name, (t) =>
    t.field({
      type: CountDetails,
      authScopes: access(name),
      description: 'The count after every change anyone makes in the directory.',
      subscribe: (_root, _args, ctx) => ctx.services.live.subscribe(brokers.BROKER_COUNTS_TOPIC),
      resolve: (counts) => ({ count: counts[key] }),
    }),
  );
}
countSubscription('updateBrokerDirectoryCountDetails', 'recordsToBeUpdated');
countSubscription('highPriorityCountDetails', 'highPriorityUpdates');
