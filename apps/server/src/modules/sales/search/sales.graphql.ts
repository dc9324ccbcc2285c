import { z } from 'zod';
import { assetIdSchema, pendingAssetsSchema, planNameSchema, searchAssetsSchema } from '@vms/shared';
import { builder, access } from '../../../graphql/builder.js';
import { parseArgs, parseInput, unauthenticated } from '../../../platform/errors.js';
import { MessageResult } from '../../../graphql/common.js';
import * as sales from './sales.service.js';
import { assetThumbnailUrl } from '../feed/feed.service.js';

const Brokerage = builder.objectRef<{ name: string; city: string | null }>('Brokerage').implement({
  fields: (t) => ({
    name: t.exposeString('name'),
    website: t.string({ nullable: true, resolve: () => null }),
    logoUrl: t.string({ nullable: true, resolve: () => null }),
    location: t.field({
      type: builder.objectRef<{ city: string | null }>('BrokerageLocation').implement({
        fields: (l) => ({ city: l.exposeString('city', { nullable: true }) }),
      }),
      resolve: (b) => ({ city: b.city }),
    }),
  }),
});

export const SearchBroker = builder.objectRef<sales.SearchBroker>('SearchBroker').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    firstName: t.exposeString('firstName'),
    lastName: t.exposeString('lastName'),
    photoUrl: t.exposeString('photoUrl', { nullable: true }),
    brokerages: t.field({ type: [Brokerage], resolve: (b) => (b.company ? [{ name: b.company, city: b.city }] : []) }),
    phone: t.string({ nullable: true, resolve: (b) => b.phone[0] ?? null }),
    email: t.exposeString('email', { nullable: true }),
    city: t.exposeString('city', { nullable: true }),
  }),
});

export const AssetLocation = builder.objectRef<sales.AssetRow>('AssetLocation').implement({
  fields: (t) => ({
    address: t.exposeString('address', { nullable: true }),
    city: t.exposeString('city', { nullable: true }),
    county: t.exposeString('county', { nullable: true }),
    state: t.field({
      type: builder.objectRef<{ name: string }>('AssetState').implement({ fields: (s) => ({ name: s.exposeString('name') }) }),
      nullable: true,
      resolve: (a) => (a.state ? { name: a.state } : null),
    }),
    zip: t.exposeString('zip', { nullable: true }),
  }),
});

const AssetDetails = builder.objectRef<sales.AssetRow>('AssetDetailsSummary').implement({
  fields: (t) => ({ propertyType: t.exposeString('propertyType', { nullable: true }) }),
});

const AssetSearchResult = builder.objectRef<sales.AssetSearchResult>('AssetSearchResult').implement({
  fields: (t) => ({
    id: t.id({ resolve: (r) => r.asset.id }),
    name: t.string({ resolve: (r) => r.asset.name }),
    details: t.field({ type: AssetDetails, resolve: (r) => r.asset }),
    brokers: t.field({ type: [SearchBroker], resolve: (r) => r.brokers }),
    subtypes: t.stringList({ resolve: (r) => (r.asset.propertyType ? [r.asset.propertyType] : []) }),
    locations: t.field({ type: [AssetLocation], resolve: (r) => [r.asset] }),
    askingPrice: t.float({ nullable: true, resolve: (r) => (r.asset.askingPrice === null ? null : Number(r.asset.askingPrice)) }),
    thumbnailUrl: t.string({ nullable: true, resolve: (r, _a, ctx) => assetThumbnailUrl(ctx.services.storage, r.asset.thumbnailUrl) }),
    companyNames: t.stringList({ resolve: (r) => [...new Set(r.brokers.flatMap((b) => (b.company ? [b.company] : [])))] }),
    lastUpdatedAt: t.string({ nullable: true, resolve: (r) => (r.asset.updatedOn ?? r.asset.createdAt).toISOString() }),
    status: t.string({ nullable: true, resolve: (r) => r.asset.status }),
    crexiUrl: t.string({ nullable: true, resolve: (r) => r.asset.crexiUrl }),
    projectPlan: t.string({ nullable: true, resolve: (r) => r.projectPlan }),
    isPrivate: t.boolean({ resolve: (r) => r.asset.isPrivate }),
  }),
});

const AssetSearchPage = builder
  .objectRef<{ assets: sales.AssetSearchResult[]; totalCount: number; totalCountCapped?: boolean }>('AssetSearchPage')
  .implement({
    fields: (t) => ({
      assets: t.field({ type: [AssetSearchResult], resolve: (p) => p.assets }),
      totalCount: t.exposeInt('totalCount'),
      totalCountCapped: t.boolean({
        description: 'More listings match than totalCount, which is then the count cap (SEARCH_COUNT_CAP): shown as "1,000+".',
        resolve: (p) => p.totalCountCapped ?? false,
      }),
    }),
  });

type Plans = Awaited<ReturnType<typeof sales.getPlans>>;
const Plan = builder.objectRef<Plans['plans'][number]>('Plan').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    type: t.exposeString('type'),
    price: t.exposeFloat('price'),
    description: t.exposeStringList('description'),
    default: t.exposeBoolean('default'),
  }),
});
const PlanData = builder.objectRef<Plans>('PlanData').implement({
  fields: (t) => ({ plans: t.field({ type: [Plan], resolve: (p) => p.plans }), featuresList: t.exposeStringList('featuresList') }),
});

const CheckoutStatus = builder
  .objectRef<{ status: boolean; message: string | null; projectPlan: string | null }>('CheckoutStatus')
  .implement({
    fields: (t) => ({
      status: t.exposeBoolean('status'),
      message: t.exposeString('message', { nullable: true }),
      projectPlan: t.exposeString('projectPlan', { nullable: true }),
    }),
  });

builder.queryField('searchAssets', (t) =>
  t.field({
    type: AssetSearchPage,
    authScopes: access('searchAssets'),
    args: {
      firstName: t.arg.string(),
      lastName: t.arg.string(),
      companyName: t.arg.string(),
      limit: t.arg.int(),
      offset: t.arg.int(),
      auctionData: t.arg.string({ description: 'ELITE or AUCTION listings; all when empty.' }),
    },
    resolve: (_root, args, ctx) => {
      const input = parseArgs(searchAssetsSchema, { ...args, auctionData: args.auctionData || null });
      // the same for every viewer: one cached result per search (ADR 0016 "Result cache")
      return ctx.services.readCache.read(
        ['listings'],
        `searchAssets:${JSON.stringify(input)}`,
        () => sales.searchAssets(ctx.services, input, ctx.dataVersions?.listings),
        ctx.dataVersions,
      );
    },
  }),
);

builder.queryField('getPendingAssets', (t) =>
  t.field({
    type: AssetSearchPage,
    authScopes: access('getPendingAssets'),
    args: { limit: t.arg.int(), offset: t.arg.int() },
    resolve: (_root, args, ctx) => {
      if (!ctx.viewer) throw unauthenticated();
      return sales.getPendingAssets(ctx.services, ctx.viewer, parseArgs(pendingAssetsSchema, args));
    },
  }),
);

builder.mutationField('deletePendingAssets', (t) =>
  t.field({
    type: MessageResult,
    authScopes: access('deletePendingAssets'),
    args: { assetId: t.arg.id({ required: true }), status: t.arg.string() },
    resolve: (_root, args, ctx) => {
      if (!ctx.viewer) throw unauthenticated();
      const status = parseInput(z.enum(['Inprogress', 'Complete'], 'Unknown status').nullish(), args.status);
      return sales.deletePendingAssets(ctx.services, ctx.viewer, parseInput(assetIdSchema, args.assetId), status ?? 'Inprogress');
    },
  }),
);

builder.queryField('getPlans', (t) =>
  t.field({ type: PlanData, authScopes: access('getPlans'), resolve: (_root, _args, ctx) => sales.getPlans(ctx.services) }),
);

builder.queryField('projectCheckoutStatus', (t) =>
  t.field({
    type: CheckoutStatus,
    authScopes: access('projectCheckoutStatus'),
    args: { assetId: t.arg.id({ required: true }), planName: t.arg.string() },
    resolve: (_root, args, ctx) => {
      if (!ctx.viewer) throw unauthenticated();
      return sales.projectCheckoutStatus(
        ctx.services,
        ctx.viewer,
        parseInput(assetIdSchema, args.assetId),
        args.planName ? parseInput(planNameSchema, args.planName) : undefined,
      );
    },
  }),
);
