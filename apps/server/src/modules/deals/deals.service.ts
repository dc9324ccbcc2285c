// The deals portal (part B §2.7, §4, §7 "Deals"): the deals checkout made or the CRM holds, each tied to its project;
// a deal's detail with its company, contacts, quotes, line items and price summary; the payment checkboxes; the notes;
// the association sync. Which deals a role sees is the project policy's purpose 'deals' (docs/adr/0010).
import { and, asc, count, desc, eq, gte, ilike, isNotNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import {
  DEAL_PAYMENT_NAMES,
  DEALS_MESSAGES,
  usDateToIso,
  type dealIdSchema,
  type DealPaymentName,
  type DealPipelineInput,
  type DealsInput,
  type dealProjectSchema,
  type saveDealNotesSchema,
  type updateDealPaymentSchema,
} from '@vms/shared';
import type { Services } from '../../services.js';
import type { Viewer } from '../../platform/auth/tokens.js';
import { badInput, notFound } from '../../platform/errors.js';
import { crmDealProperties, crmDeals, projects, projectScope, users, visibleProject } from '../core/index.js';
import { hubspotRecordLink, readDealAssociations } from '../../connectors/hubspot/index.js';
import type { CrmDealAssociations } from '../../connectors/hubspot/port.js';
import { dealRecords, type DealPaymentEntry } from './deals.table.js';
import { syncDealAssociationsJob } from './deals.jobs.js';

type Db = Services['db'];
type DealIdInput = z.infer<typeof dealIdSchema>;

export interface DealListItem {
  dealId: string;
  projectId: number;
  dealName: string;
  dealStage: string | null;
  dealType: string | null;
  projectManager: string | null;
  projectEditor: string | null;
  pif: string | null;
  status: string;
  startDate: string | null;
  /** The deal's amount in the CRM (the pipeline's totals). */
  amount: number;
}

export interface DealView extends DealListItem {
  dealHsObjectId: string | null;
  urgency: string | null;
  projectTargetCompletionDate: string | null;
  projectPilot: string | null;
  projectUuid: string;
  planType: string;
  projectAsanaLink: string | null;
  hsLink: string | null;
  slackLink: string | null;
  hsQuoteLinks: string[];
  publishedVideoLink: string | null;
  pmNotes: string;
  customerNotes: string;
  quotes: CrmDealAssociations['quotes'];
  packages: CrmDealAssociations['lineItems'];
  subTotal: number;
  discount: number;
  total: number;
  dealPayment: DealPaymentEntry[];
  company: (NonNullable<CrmDealAssociations['company']> & { companyHsLink: string | null }) | null;
  contacts: CrmDealAssociations['contacts'];
  syncedAt: Date | null;
}

const pm = alias(users, 'deal_pm');
const editor = alias(users, 'deal_editor');
const pilot = alias(users, 'deal_pilot');
const fullName = (u: { firstName: AnyPgColumn; lastName: AnyPgColumn }) =>
  sql<string | null>`nullif(trim(coalesce(${u.firstName}, '') || ' ' || coalesce(${u.lastName}, '')), '')`;

/** A deal is listed once it belongs to a project (checkout sets it); the policy then decides which projects. */
function scopeOf(viewer: Viewer): SQL | undefined | null {
  const scope = projectScope(viewer, 'deals');
  if (scope === null) return null;
  return and(isNotNull(crmDeals.projectId), scope);
}

const like = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
/** MM/dd/yyyy → yyyy-MM-dd. */
const isoDay = (us: string) => {
  const [mm, dd, yyyy] = us.split('/');
  return `${yyyy}-${mm}-${dd}`;
};

const listColumns = {
  dealId: crmDeals.id,
  projectId: projects.number,
  dealName: crmDeals.dealName,
  dealStage: crmDealProperties.dealStage,
  dealType: crmDealProperties.dealType,
  projectManager: fullName(pm),
  projectEditor: fullName(editor),
  pif: crmDealProperties.pif,
  status: projects.status,
  startDate: crmDealProperties.startDate,
  amount: sql<number>`${crmDeals.amount}::float8`,
};

const fromDeals = (db: Db) =>
  db
    .select(listColumns)
    .from(crmDeals)
    .innerJoin(projects, eq(projects.id, crmDeals.projectId))
    .leftJoin(crmDealProperties, eq(crmDealProperties.dealId, crmDeals.id))
    .leftJoin(pm, eq(pm.id, projects.pmId))
    .leftJoin(editor, eq(editor.id, projects.editorId));

/** `deals(input)`: a page of the deals the viewer reaches, filtered; newest start date first. */
export async function listDeals(
  deps: Pick<Services, 'db'>,
  viewer: Viewer,
  input: DealsInput,
): Promise<{ dealData: DealListItem[]; totalCount: number }> {
  const scope = scopeOf(viewer);
  if (scope === null) return { dealData: [], totalCount: 0 };
  const f = input.filter;
  const conditions: (SQL | undefined)[] = [scope];
  if (f.dealName) conditions.push(ilike(crmDeals.dealName, like(f.dealName)));
  if (f.status) conditions.push(ilike(projects.status, like(f.status)));
  if (f.startDate) conditions.push(eq(crmDealProperties.startDate, isoDay(f.startDate)));
  if (input.globalSearchText) {
    const q = like(input.globalSearchText);
    conditions.push(
      or(
        ilike(crmDeals.dealName, q),
        ilike(projects.status, q),
        ilike(crmDealProperties.dealStage, q),
        ilike(crmDealProperties.hsObjectId, q),
      ),
    );
  }
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    fromDeals(deps.db)
      .where(where)
      .orderBy(sql`${crmDealProperties.startDate} desc nulls last`, desc(crmDeals.createdAt), asc(crmDeals.id))
      .limit(input.limit)
      .offset(input.offset),
    deps.db
      .select({ n: count() })
      .from(crmDeals)
      .innerJoin(projects, eq(projects.id, crmDeals.projectId))
      .leftJoin(crmDealProperties, eq(crmDealProperties.dealId, crmDeals.id))
      .where(where),
  ]);
  return { dealData: rows, totalCount: total?.n ?? 0 };
}

/** `dealCount`: how many deals the viewer reaches. */
export async function dealCount(deps: Pick<Services, 'db'>, viewer: Viewer): Promise<number> {
  const scope = scopeOf(viewer);
  if (scope === null) return 0;
  const [row] = await deps.db.select({ n: count() }).from(crmDeals).innerJoin(projects, eq(projects.id, crmDeals.projectId)).where(scope);
  return row?.n ?? 0;
}

export interface DealPipelineBucket {
  /** The CRM's stage; null when the deal has none. */
  dealStage: string | null;
  /** yyyy-MM of the start date; null when the deal has none. */
  month: string | null;
  count: number;
  amount: number;
}

/**
 * `dealPipeline(input)` (beyond the spec, issue 19): every deal the viewer reaches, grouped in SQL by stage and start
 * month, with the count and the sum of the amounts. A period keeps the deals that start within it (ends inclusive).
 */
export async function dealPipeline(deps: Pick<Services, 'db'>, viewer: Viewer, input: DealPipelineInput): Promise<DealPipelineBucket[]> {
  const scope = scopeOf(viewer);
  if (scope === null) return [];
  const month = sql<string | null>`to_char(${crmDealProperties.startDate}, 'YYYY-MM')`;
  const conditions: (SQL | undefined)[] = [scope];
  if (input.from) conditions.push(gte(crmDealProperties.startDate, usDateToIso(input.from)));
  if (input.to) conditions.push(lte(crmDealProperties.startDate, usDateToIso(input.to)));
  const rows = await deps.db
    .select({
      dealStage: crmDealProperties.dealStage,
      month,
      count: count(),
      amount: sql<number>`coalesce(sum(${crmDeals.amount}), 0)::float8`,
    })
    .from(crmDeals)
    .innerJoin(projects, eq(projects.id, crmDeals.projectId))
    .leftJoin(crmDealProperties, eq(crmDealProperties.dealId, crmDeals.id))
    .where(and(...conditions))
    .groupBy(crmDealProperties.dealStage, month)
    .orderBy(sql`2 asc nulls last`, sql`1 asc nulls last`);
  return rows.map((r) => ({ ...r, amount: round(r.amount) }));
}

/** The payment checkboxes before anyone ticked one: Invoiced is always checked and disabled (part B §4). */
export function defaultPayment(): DealPaymentEntry[] {
  return DEAL_PAYMENT_NAMES.map((name) => ({ name, checked: name === 'Invoiced', timestamp: null, disabled: name === 'Invoiced' }));
}

/** The stored checkboxes in the spec's order, with Invoiced forced checked and disabled. */
function normalisePayment(stored: DealPaymentEntry[] | undefined): DealPaymentEntry[] {
  return defaultPayment().map((d) => {
    const s = stored?.find((p) => p.name === d.name);
    if (d.name === 'Invoiced') return { ...d, timestamp: s?.timestamp ?? null };
    return s ? { name: d.name, checked: s.checked, timestamp: s.timestamp, disabled: false } : d;
  });
}

async function dealOfProject(db: Db, viewer: Viewer, projectNumber: number) {
  const project = await visibleProject(db, viewer, 'deals', { number: projectNumber });
  const [deal] = await db.select().from(crmDeals).where(eq(crmDeals.projectId, project.id)).orderBy(asc(crmDeals.createdAt)).limit(1);
  if (!deal) throw notFound(DEALS_MESSAGES.dealMissing);
  return { project, deal };
}

/** `deal(projectId)`: the detail of the project's deal. */
export async function getDeal(
  deps: Pick<Services, 'db' | 'config'>,
  viewer: Viewer,
  { projectId }: z.infer<typeof dealProjectSchema>,
): Promise<DealView> {
  const { project, deal } = await dealOfProject(deps.db, viewer, projectId);
  const [a, [record], [people]] = await Promise.all([
    readDealAssociations(deps.db, deal.id),
    deps.db.select().from(dealRecords).where(eq(dealRecords.dealId, deal.id)),
    deps.db
      .select({ projectManager: fullName(pm), projectEditor: fullName(editor), projectPilot: fullName(pilot) })
      .from(projects)
      .leftJoin(pm, eq(pm.id, projects.pmId))
      .leftJoin(editor, eq(editor.id, projects.editorId))
      .leftJoin(pilot, eq(pilot.id, projects.pilotId))
      .where(eq(projects.id, project.id)),
  ]);
  const [props] = await deps.db
    .select({ syncedAt: crmDealProperties.syncedAt })
    .from(crmDealProperties)
    .where(eq(crmDealProperties.dealId, deal.id));
  const packages = a?.lineItems ?? [];
  const portalId = deps.config.crm.hubspotPortalId;
  const dealHsObjectId = a?.properties.hsObjectId ?? deal.crmId;
  // The price summary counts what is sold: line items with a quantity above 0.
  const sold = packages.filter((l) => l.lineitemQuantity > 0);
  const subTotal = round(sold.reduce((n, l) => n + l.lineitemPrice * l.lineitemQuantity, 0));
  const discount = round(sold.reduce((n, l) => n + l.lineitemDiscount, 0));
  return {
    dealId: deal.id,
    projectId: project.number,
    projectUuid: project.id,
    planType: project.plan,
    dealName: deal.dealName,
    dealHsObjectId,
    dealStage: a?.properties.dealStage ?? null,
    dealType: a?.properties.dealType ?? null,
    urgency: a?.properties.urgency ?? null,
    startDate: a?.properties.startDate ?? null,
    projectTargetCompletionDate: a?.properties.projectTargetCompletionDate ?? null,
    projectManager: people?.projectManager ?? null,
    projectEditor: people?.projectEditor ?? null,
    projectPilot: people?.projectPilot ?? null,
    pif: a?.properties.pif ?? null,
    status: project.status,
    projectAsanaLink: project.asanaProjectId ? `https://app.asana.com/0/${project.asanaProjectId}` : null,
    // Built from HUBSPOT_PORTAL_ID: none without it, nor for a record only the local CRM knows (docs/adr/0015).
    hsLink: hubspotRecordLink(portalId, 'deal', dealHsObjectId),
    slackLink: project.slackLink,
    hsQuoteLinks: (a?.quotes ?? []).map((q) => q.quoteLink),
    publishedVideoLink: a?.properties.publishedVideoLink ?? null,
    pmNotes: record?.pmNotes ?? '',
    customerNotes: record?.customerNotes ?? '',
    quotes: a?.quotes ?? [],
    packages,
    subTotal,
    discount,
    total: round(subTotal - discount),
    dealPayment: normalisePayment(record?.payment),
    company: a?.company ? { ...a.company, companyHsLink: hubspotRecordLink(portalId, 'company', a.company.crmId) } : null,
    contacts: (a?.contacts ?? []).map((c) => ({ ...c, contactHsLink: hubspotRecordLink(portalId, 'contact', c.crmId) })),
    syncedAt: props?.syncedAt ?? null,
    amount: Number(deal.amount),
  };
}

const round = (n: number) => Math.round(n * 100) / 100;

/** The deal by its id, when the viewer reaches its project for 'deals'; NOT_FOUND otherwise (the same answer). */
async function visibleDeal(db: Db, viewer: Viewer, dealId: string) {
  const [deal] = await db.select().from(crmDeals).where(eq(crmDeals.id, dealId));
  if (!deal?.projectId) throw notFound(DEALS_MESSAGES.dealMissing);
  try {
    await visibleProject(db, viewer, 'deals', { id: deal.projectId });
  } catch {
    throw notFound(DEALS_MESSAGES.dealMissing);
  }
  return deal;
}

export interface DealQuoteLink {
  id: string;
  quoteLink: string;
  quoteExpirationDate: Date;
  quoteHsTitle: string;
}

/** `getDealQuotes(dealId)`: the deal's quote links with their expiration dates ('Quote expired' once past). */
export async function getDealQuotes(deps: Pick<Services, 'db'>, viewer: Viewer, { dealId }: DealIdInput): Promise<DealQuoteLink[]> {
  const deal = await visibleDeal(deps.db, viewer, dealId);
  const a = await readDealAssociations(deps.db, deal.id);
  return (a?.quotes ?? []).map((q) => ({
    id: q.crmId,
    quoteLink: q.quoteLink,
    quoteExpirationDate: q.quoteHsExpirationDate,
    quoteHsTitle: q.quoteHsTitle,
  }));
}

/** `saveDealNotes(projectId, customerNotes, pmNotes)`: a field left out keeps its saved text. */
export async function saveDealNotes(
  deps: Pick<Services, 'db'>,
  viewer: Viewer,
  input: z.infer<typeof saveDealNotesSchema>,
): Promise<{ message: string }> {
  if (input.pmNotes === undefined && input.customerNotes === undefined) throw badInput(DEALS_MESSAGES.enterNote, 'pmNotes');
  const { deal } = await dealOfProject(deps.db, viewer, input.projectId);
  const set = {
    ...(input.pmNotes !== undefined ? { pmNotes: input.pmNotes.trim() } : {}),
    ...(input.customerNotes !== undefined ? { customerNotes: input.customerNotes.trim() } : {}),
    updatedAt: new Date(),
  };
  await deps.db
    .insert(dealRecords)
    .values({ dealId: deal.id, ...set })
    .onConflictDoUpdate({ target: dealRecords.dealId, set });
  return { message: DEALS_MESSAGES.notesSaved };
}

/**
 * `updateDealPayment(projectId, payment)`: stores the checkboxes. Invoiced stays checked and disabled whatever is
 * sent; Paid with Not Paid is refused; a box whose state changes gets the server's time as its timestamp.
 */
export async function updateDealPayment(
  deps: Pick<Services, 'db'>,
  viewer: Viewer,
  input: z.infer<typeof updateDealPaymentSchema>,
): Promise<DealPaymentEntry[]> {
  const { deal } = await dealOfProject(deps.db, viewer, input.projectId);
  const [record] = await deps.db.select().from(dealRecords).where(eq(dealRecords.dealId, deal.id));
  const before = normalisePayment(record?.payment);
  const now = new Date().toISOString();
  const payment = before.map((b) => {
    if (b.name === 'Invoiced') return b;
    const sent = input.payment.find((p) => p.name === (b.name as DealPaymentName))!;
    return sent.checked === b.checked ? b : { name: b.name, checked: sent.checked, timestamp: now, disabled: false };
  });
  await deps.db
    .insert(dealRecords)
    .values({ dealId: deal.id, payment, updatedAt: new Date() })
    .onConflictDoUpdate({ target: dealRecords.dealId, set: { payment, updatedAt: new Date() } });
  return payment;
}

/** `syncDealAssociations(dealId)`: queues the pull; the job ends with the `syncDealAssociation` event. */
export async function requestDealSync(
  deps: Pick<Services, 'db' | 'jobs'>,
  viewer: Viewer,
  { dealId }: DealIdInput,
): Promise<{ message: string }> {
  const deal = await visibleDeal(deps.db, viewer, dealId);
  if (!deal.crmId) throw badInput('This deal has not reached the CRM yet; try again in a minute.', 'dealId');
  await deps.jobs.send(syncDealAssociationsJob, { dealId: deal.id });
  return { message: DEALS_MESSAGES.syncQueued };
}

/** Opens the deal's sync topic once the viewer is known to reach the deal. */
export async function dealSyncEvents(deps: Pick<Services, 'db' | 'live'>, viewer: Viewer, { dealId }: DealIdInput) {
  const deal = await visibleDeal(deps.db, viewer, dealId);
  return deps.live.subscribe('syncDealAssociation', deal.id);
}
