// The deals portal's GraphQL (part B §7 "Deals"): thin resolvers over deals.service.ts.
import {
  dealIdSchema,
  dealPipelineInputSchema,
  dealProjectSchema,
  dealsInputSchema,
  saveDealNotesSchema,
  updateDealPaymentSchema,
} from '@vms/shared';
import { builder, access } from '../../graphql/builder.js';
import { parseInput } from '../../platform/errors.js';
import { MessageResult, viewerOf } from '../../graphql/common.js';
import { projectScoped } from '../core/index.js';
import type { DealPaymentEntry } from './deals.table.js';
import type { DealSyncEvent } from './deals.events.js';
import {
  dealCount,
  dealPipeline,
  dealSyncEvents,
  getDeal,
  getDealQuotes,
  listDeals,
  requestDealSync,
  saveDealNotes,
  updateDealPayment,
  type DealListItem,
  type DealPipelineBucket,
  type DealQuoteLink,
  type DealView,
} from './deals.service.js';

const DealListRow = builder.objectRef<DealListItem>('DealListItem').implement({
  description: 'A row of the deals list.',
  fields: (t) => ({
    dealId: t.exposeID('dealId'),
    projectId: t.exposeInt('projectId', { description: 'The project number the detail route takes.' }),
    dealName: t.exposeString('dealName'),
    dealStage: t.exposeString('dealStage', { nullable: true, description: "The CRM's stage; closedwon shows 'Closed / won'." }),
    dealType: t.exposeString('dealType', { nullable: true, description: 'The plan the deal sells (the row icon).' }),
    projectManager: t.exposeString('projectManager', { nullable: true }),
    projectEditor: t.exposeString('projectEditor', { nullable: true }),
    pif: t.exposeString('pif', { nullable: true }),
    status: t.exposeString('status'),
    startDate: t.exposeString('startDate', { nullable: true, description: 'yyyy-MM-dd.' }),
    amount: t.exposeFloat('amount'),
  }),
});

const DealPipelineRow = builder.objectRef<DealPipelineBucket>('DealPipelineBucket').implement({
  description: 'The deals of one stage that start in one month: how many and their total amount.',
  fields: (t) => ({
    dealStage: t.exposeString('dealStage', { nullable: true, description: "The CRM's stage; null when the deal has none." }),
    month: t.exposeString('month', { nullable: true, description: 'yyyy-MM of the start date; null when the deal has none.' }),
    count: t.exposeInt('count'),
    amount: t.exposeFloat('amount', { description: "The sum of the deals' amounts." }),
  }),
});

const DealsResult = builder.objectRef<{ dealData: DealListItem[]; totalCount: number }>('DealsResult').implement({
  fields: (t) => ({
    dealData: t.field({ type: [DealListRow], resolve: (r) => r.dealData }),
    totalCount: t.exposeInt('totalCount'),
  }),
});

const DealQuote = builder.objectRef<DealView['quotes'][number]>('DealQuote').implement({
  fields: (t) => ({
    id: t.exposeID('crmId'),
    quoteHsTitle: t.exposeString('quoteHsTitle'),
    quoteHsQuoteNumber: t.exposeString('quoteHsQuoteNumber', { nullable: true }),
    quoteHsCreatedate: t.string({ resolve: (q) => q.quoteHsCreatedate.toISOString() }),
    quoteHsExpirationDate: t.string({ resolve: (q) => q.quoteHsExpirationDate.toISOString() }),
    quoteLink: t.exposeString('quoteLink'),
    senderFirstname: t.exposeString('senderFirstname', { nullable: true }),
    senderLastname: t.exposeString('senderLastname', { nullable: true }),
  }),
});

const DealQuoteLinkRef = builder.objectRef<DealQuoteLink>('DealQuoteLink').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    quoteLink: t.exposeString('quoteLink'),
    quoteHsTitle: t.exposeString('quoteHsTitle'),
    quoteExpirationDate: t.string({ description: 'ISO 8601; past means expired.', resolve: (q) => q.quoteExpirationDate.toISOString() }),
  }),
});

const DealPackage = builder.objectRef<DealView['packages'][number]>('DealPackage').implement({
  description: 'A line item of the deal.',
  fields: (t) => ({
    id: t.exposeID('crmId'),
    lineitemName: t.exposeString('lineitemName'),
    lineitemType: t.exposeString('lineitemType', { description: 'base-package or add-ons.' }),
    lineitemQuantity: t.exposeInt('lineitemQuantity'),
    lineitemPrice: t.exposeFloat('lineitemPrice'),
    lineitemDiscount: t.exposeFloat('lineitemDiscount'),
  }),
});

const DealPayment = builder.objectRef<DealPaymentEntry>('DealPayment').implement({
  fields: (t) => ({
    name: t.exposeString('name'),
    checked: t.exposeBoolean('checked'),
    timestamp: t.exposeString('timestamp', { nullable: true }),
    disabled: t.exposeBoolean('disabled'),
  }),
});

const DealCompany = builder.objectRef<NonNullable<DealView['company']>>('DealCompany').implement({
  fields: (t) => ({
    companyName: t.exposeString('companyName'),
    companyPhone: t.exposeString('companyPhone', { nullable: true }),
    companyWebsite: t.exposeString('companyWebsite', { nullable: true }),
    companyHsLink: t.exposeString('companyHsLink', {
      nullable: true,
      description: "The company's HubSpot record, from HUBSPOT_PORTAL_ID; null without it or for a record only the local CRM knows.",
    }),
  }),
});

const DealContact = builder.objectRef<DealView['contacts'][number]>('DealContact').implement({
  fields: (t) => ({
    id: t.exposeID('crmId'),
    contactFirstname: t.exposeString('contactFirstname'),
    contactLastname: t.exposeString('contactLastname'),
    contactEmail: t.exposeString('contactEmail', { nullable: true }),
    contactPhone: t.exposeString('contactPhone', { nullable: true }),
    contactHsLink: t.exposeString('contactHsLink', { nullable: true }),
  }),
});

const Deal = builder.objectRef<DealView>('Deal').implement({
  description: 'A deal and its project (part B §3 "Deal").',
  fields: (t) => ({
    dealId: t.exposeID('dealId'),
    projectId: t.exposeInt('projectId'),
    projectUuid: t.exposeID('projectUuid'),
    planType: t.exposeString('planType'),
    dealName: t.exposeString('dealName'),
    dealHsObjectId: t.exposeString('dealHsObjectId', { nullable: true }),
    dealStage: t.exposeString('dealStage', { nullable: true }),
    dealType: t.exposeString('dealType', { nullable: true }),
    urgency: t.exposeString('urgency', { nullable: true }),
    startDate: t.exposeString('startDate', { nullable: true }),
    projectTargetCompletionDate: t.exposeString('projectTargetCompletionDate', { nullable: true }),
    projectManager: t.exposeString('projectManager', { nullable: true }),
    projectEditor: t.exposeString('projectEditor', { nullable: true }),
    projectPilot: t.exposeString('projectPilot', { nullable: true }),
    pif: t.exposeString('pif', { nullable: true }),
    status: t.exposeString('status'),
    projectAsanaLink: t.exposeString('projectAsanaLink', { nullable: true }),
    hsLink: t.exposeString('hsLink', { nullable: true }),
    slackLink: t.exposeString('slackLink', { nullable: true }),
    hsQuoteLinks: t.exposeStringList('hsQuoteLinks'),
    publishedVideoLink: t.exposeString('publishedVideoLink', { nullable: true }),
    pmNotes: t.exposeString('pmNotes'),
    customerNotes: t.exposeString('customerNotes'),
    quotes: t.field({ type: [DealQuote], resolve: (d) => d.quotes }),
    packages: t.field({ type: [DealPackage], resolve: (d) => d.packages }),
    subTotal: t.exposeFloat('subTotal'),
    discount: t.exposeFloat('discount'),
    total: t.exposeFloat('total'),
    amount: t.exposeFloat('amount'),
    dealPayment: t.field({ type: [DealPayment], resolve: (d) => d.dealPayment }),
    company: t.field({ type: DealCompany, nullable: true, resolve: (d) => d.company }),
    contacts: t.field({ type: [DealContact], resolve: (d) => d.contacts }),
    syncedAt: t.string({ nullable: true, resolve: (d) => d.syncedAt?.toISOString() ?? null }),
  }),
});

const DealSync = builder.objectRef<DealSyncEvent>('DealSyncEvent').implement({
  fields: (t) => ({
    dealId: t.exposeID('dealId'),
    projectId: t.exposeInt('projectId', { nullable: true }),
    status: t.exposeString('status', { description: 'SYNCED or FAILED.' }),
    message: t.exposeString('message'),
    syncedAt: t.exposeString('syncedAt', { nullable: true }),
  }),
});

const DealsFilter = builder.inputType('DealsFilterInput', {
  fields: (t) => ({
    dealName: t.string(),
    status: t.string(),
    startDate: t.string({ description: 'MM/dd/yyyy.' }),
  }),
});
const DealsInput = builder.inputType('DealsInput', {
  fields: (t) => ({
    limit: t.int({ description: '10 by default.' }),
    offset: t.int(),
    filter: t.field({ type: DealsFilter }),
    globalSearchText: t.string(),
  }),
});
const DealPipelineInput = builder.inputType('DealPipelineInput', {
  fields: (t) => ({
    from: t.string({ description: 'MM/dd/yyyy: the first start date counted (inclusive).' }),
    to: t.string({ description: 'MM/dd/yyyy: the last start date counted (inclusive).' }),
  }),
});
const DealPaymentInput = builder.inputType('DealPaymentInput', {
  fields: (t) => ({
    name: t.string({ required: true }),
    checked: t.boolean({ required: true }),
    timestamp: t.string(),
    disabled: t.boolean(),
  }),
});

/** Drops nulls GraphQL sends for absent optional fields, so the shared zod defaults apply. */
const defined = <T extends object>(o: T | null | undefined) =>
  Object.fromEntries(Object.entries(o ?? {}).filter(([, v]) => v !== null && v !== undefined));

builder.queryFields((t) => ({
  deals: t.field({
    type: DealsResult,
    authScopes: access('deals'),
    args: { input: t.arg({ type: DealsInput }) },
    resolve: (_r, a, ctx) =>
      listDeals(ctx.services, viewerOf(ctx), parseInput(dealsInputSchema, { ...defined(a.input), filter: defined(a.input?.filter) })),
  }),
  dealCount: t.int({
    authScopes: access('dealCount'),
    resolve: (_r, _a, ctx) => dealCount(ctx.services, viewerOf(ctx)),
  }),
  dealPipeline: t.field({
    type: [DealPipelineRow],
    description: 'Every deal the viewer reaches grouped by stage and start month, with counts and amounts (beyond the spec).',
    authScopes: access('dealPipeline'),
    args: { input: t.arg({ type: DealPipelineInput }) },
    resolve: (_r, a, ctx) => dealPipeline(ctx.services, viewerOf(ctx), parseInput(dealPipelineInputSchema, defined(a.input))),
  }),
  deal: t.field({
    type: Deal,
    authScopes: access('deal'),
    extensions: projectScoped('deals', 'projectId', 'ref'),
    args: { projectId: t.arg.id({ required: true }) },
    resolve: (_r, a, ctx) => getDeal(ctx.services, viewerOf(ctx), parseInput(dealProjectSchema, { projectId: String(a.projectId) })),
  }),
  getDealQuotes: t.field({
    type: [DealQuoteLinkRef],
    authScopes: access('getDealQuotes'),
    args: { dealId: t.arg.id({ required: true }) },
    resolve: (_r, a, ctx) => getDealQuotes(ctx.services, viewerOf(ctx), parseInput(dealIdSchema, { dealId: String(a.dealId) })),
  }),
}));

builder.mutationFields((t) => ({
  saveDealNotes: t.field({
    type: MessageResult,
    authScopes: access('saveDealNotes'),
    extensions: projectScoped('deals', 'projectId', 'ref'),
    args: { projectId: t.arg.id({ required: true }), customerNotes: t.arg.string(), pmNotes: t.arg.string() },
    resolve: (_r, a, ctx) =>
      saveDealNotes(ctx.services, viewerOf(ctx), parseInput(saveDealNotesSchema, { ...defined(a), projectId: String(a.projectId) })),
  }),
  updateDealPayment: t.field({
    type: [DealPayment],
    authScopes: access('updateDealPayment'),
    extensions: projectScoped('deals', 'projectId', 'ref'),
    args: { projectId: t.arg.id({ required: true }), payment: t.arg({ type: [DealPaymentInput], required: true }) },
    resolve: (_r, a, ctx) =>
      updateDealPayment(
        ctx.services,
        viewerOf(ctx),
        parseInput(updateDealPaymentSchema, { projectId: String(a.projectId), payment: a.payment.map((p) => defined(p)) }),
      ),
  }),
  syncDealAssociations: t.field({
    type: MessageResult,
    authScopes: access('syncDealAssociations'),
    args: { dealId: t.arg.id({ required: true }) },
    resolve: (_r, a, ctx) => requestDealSync(ctx.services, viewerOf(ctx), parseInput(dealIdSchema, { dealId: String(a.dealId) })),
  }),
}));

builder.subscriptionFields((t) => ({
  syncDealAssociation: t.field({
    type: DealSync,
    description: "The deal's associations were pulled from the CRM (or the pull failed).",
    authScopes: access('syncDealAssociation'),
    args: { dealId: t.arg.id({ required: true }) },
    subscribe: (_r, a, ctx) => dealSyncEvents(ctx.services, viewerOf(ctx), parseInput(dealIdSchema, { dealId: String(a.dealId) })),
    resolve: (e) => e,
  }),
}));
