// The brokers directory's rules: lists with search and sort, flags, contact fixes, the live counts, and what is out of
// sync with the CRM.
import { and, asc, count, desc, eq, gt, inArray, isNotNull, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import {
  BROKER_SEARCH_FIELDS,
  SEARCH_COUNT_CAP,
  FLAG_TYPES,
  type BrokerSearchField,
  type BrokersDirectoryArgs,
  type FlagBrokerInput,
  type FlaggedBrokersArgs,
  type HsOutOfSyncInput,
  type UpdateBrokerDirectoryInput,
} from '@vms/shared';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client.js';
import { containsPattern } from '../../db/like.js';
import type { Services } from '../../services.js';
import { emit } from '../../platform/outbox/outbox.js';
import { notFound } from '../../platform/errors.js';
import { brokers, crmContacts, setBrokerFlag, updateBrokerContact } from '../core/index.js';
import { inIndexOrder, perDatabase } from '../../platform/versioned-index.js';
import { createDirectoryIndex } from './directory-index.js';

export const BROKER_MESSAGES = {
  updated: 'Broker detail updated successfully',
  flagged: 'Broker flagged successfully',
  notFound: 'No data found!',
} as const;

/** A broker is "new" for this long after it arrived from the listing feed. */
const NEW_BROKER_DAYS = 30;

export type BrokerRecord = Pick<
  typeof brokers.$inferSelect,
  | 'id'
  | 'firstName'
  | 'lastName'
  | 'company'
  | 'phone'
  | 'email'
  | 'totalActiveAssetsCount'
  | 'brokerUpdatedAt'
  | 'priority'
  | 'note'
  | 'flagType'
>;

const recordColumns = {
  id: brokers.id,
  firstName: brokers.firstName,
  lastName: brokers.lastName,
  company: brokers.company,
  phone: brokers.phone,
  email: brokers.email,
  totalActiveAssetsCount: brokers.totalActiveAssetsCount,
  brokerUpdatedAt: brokers.brokerUpdatedAt,
  priority: brokers.priority,
  note: brokers.note,
  flagType: brokers.flagType,
};

const SEARCH_COLUMNS: Record<BrokerSearchField, AnyPgColumn> = {
  first_name: brokers.firstName,
  last_name: brokers.lastName,
  company: brokers.company,
  email: brokers.email,
};

const missingEmail = sql`(${brokers.email} is null or ${brokers.email} = '')`;
const missingPhone = sql`cardinality(${brokers.phone}) = 0`;
/** Brokers whose contact data is still incomplete: the 'Records to be Updated' count. */
const needsUpdate = or(missingEmail, missingPhone)!;
/** Flagged with priority 1: the 'High Priority Updates' count, and what its badge opens. */
const highPriority = and(isNotNull(brokers.flagType), eq(brokers.priority, 1))!;

/**
 * Substring search: the trigram index on search_text finds the candidates; when only some fields are chosen, those
 * fields are checked on the candidates.
 */
function searchCondition(searchString?: string, fields?: readonly BrokerSearchField[] | null): SQL | undefined {
  if (!searchString) return undefined;
  const pattern = containsPattern(searchString);
  const inAny = sql`${brokers.searchText} like ${pattern}`;
  if (!fields?.length || fields.length === BROKER_SEARCH_FIELDS.length) return inAny;
  return and(inAny, or(...fields.map((f) => sql`${SEARCH_COLUMNS[f]} ilike ${pattern}`)));
}

/**
 * A sort key the planner cannot walk an index for. With a search the planner guesses how many brokers match from the
 * trigram statistics, and guesses wrong both ways (ADR 0016): walking the name index for a term with 50 matches read
 * 80 000 brokers (270 ms), sorting a term that matches 10 % fetched 20 000 (200 ms). The capped count tells which it
 * is, so the page is read knowing: few matches are sorted (the key wrapped here), many walk the sort's index.
 */
function unindexed(column: AnyPgColumn): SQL {
  if (column.columnType === 'PgText') return sql`${column} || ''`;
  if (column.columnType === 'PgInteger') return sql`${column} + 0`;
  return sql`${column} + interval '0 s'`;
}
type Sort = { column: AnyPgColumn; descending?: boolean }[];
const orderOf = (sort: Sort, sortMatches: boolean): SQL[] => [
  ...sort.map(({ column, descending }, i) => {
    const key = sortMatches && i === 0 ? unindexed(column) : sql`${column}`;
    return descending ? desc(key) : asc(key);
  }),
  asc(brokers.id),
];

async function page(
  db: Db,
  where: SQL | undefined,
  sort: Sort,
  limit: number,
  offset: number,
  searching: boolean,
): Promise<{ data: BrokerRecord[]; totalCount: number; totalCountCapped: boolean }> {
  const rows = (sortMatches: boolean) =>
    db
      .select(recordColumns)
      .from(brokers)
      .where(where)
      .orderBy(...orderOf(sort, sortMatches))
      .limit(limit)
      .offset(offset);
  const matching = db
    .select({ one: sql`1`.as('one') })
    .from(brokers)
    .where(where);
  if (!searching) {
    // The filter lists without a search count exactly, and read in their index's order.
    const [data, [total]] = await Promise.all([rows(false), db.select({ n: count() }).from(matching.as('m'))]);
    return { data, totalCount: total?.n ?? 0, totalCountCapped: false };
  }
  // A search counts its matches up to SEARCH_COUNT_CAP ('1,000+'), then reads its page knowing how many there are.
  const [total] = await db.select({ n: count() }).from(matching.limit(SEARCH_COUNT_CAP + 1).as('m'));
  const n = total?.n ?? 0;
  const capped = n > SEARCH_COUNT_CAP;
  const data = await rows(!capped);
  return capped ? { data, totalCount: SEARCH_COUNT_CAP, totalCountCapped: true } : { data, totalCount: n, totalCountCapped: false };
}

/** The process's directory index over this database (ADR 0016), made on first use. */
export const directoryIndexOf = perDatabase(createDirectoryIndex);

/**
 * The directory's list. A search at the `brokers` data version the request read with its session is decided by the
 * in-memory index when it is at that version, and only the page's rows are read; everything else runs in SQL.
 */
export async function getBrokersDirectory(
  services: Pick<Services, 'db' | 'log' | 'config'>,
  args: BrokersDirectoryArgs,
  version?: string | number,
) {
  const { db } = services;
  const indexed =
    args.searchString && services.config.searchIndex
      ? directoryIndexOf(services)
          .at(version)
          ?.search(args, Date.now() - NEW_BROKER_DAYS * 86_400_000)
      : undefined;
  if (indexed) {
    const rows = indexed.ids.length ? await db.select(recordColumns).from(brokers).where(inArray(brokers.id, indexed.ids)) : [];
    return {
      data: inIndexOrder(indexed.ids, rows, (r) => r.id),
      totalCount: indexed.totalCount,
      totalCountCapped: indexed.totalCountCapped,
    };
  }
  const conditions: (SQL | undefined)[] = [searchCondition(args.searchString, args.searchParams)];
  if (args.missingEmail && args.missingPhone) conditions.push(needsUpdate);
  else if (args.missingEmail) conditions.push(missingEmail);
  else if (args.missingPhone) conditions.push(missingPhone);
  if (args.newBroker) conditions.push(sql`${brokers.createdAt} > now() - make_interval(days => ${NEW_BROKER_DAYS})`);
  if (args.updatedRecords) conditions.push(isNotNull(brokers.brokerUpdatedAt));

  let sort: Sort;
  if (args.sortParams === 'total_active_assets_count') sort = [{ column: brokers.totalActiveAssetsCount, descending: true }];
  else if (args.sortParams === 'new_brokers') sort = [{ column: brokers.createdAt, descending: true }];
  else if (args.updatedRecords) sort = [{ column: brokers.brokerUpdatedAt, descending: true }];
  else sort = [{ column: brokers.lastName }, { column: brokers.firstName }];
  return page(db, and(...conditions), sort, args.limit, args.offset, !!args.searchString);
}

export function getFlaggedBrokers({ db }: Pick<Services, 'db'>, args: FlaggedBrokersArgs) {
  const types = [...(args.emailNotFound ? [FLAG_TYPES.emailNotFound] : []), ...(args.needsEvaluation ? [FLAG_TYPES.needsEvaluation] : [])];
  const conditions: (SQL | undefined)[] = [
    isNotNull(brokers.flagType),
    types.length ? inArray(brokers.flagType, types) : undefined,
    args.withNotesOnly ? and(isNotNull(brokers.note), ne(brokers.note, '')) : undefined,
    args.priority?.length ? inArray(brokers.priority, args.priority) : undefined,
    searchCondition(args.searchString, args.searchParams),
  ];
  return page(
    db,
    and(...conditions),
    [{ column: brokers.priority }, { column: brokers.flaggedAt, descending: true }],
    args.limit,
    args.offset,
    !!args.searchString,
  );
}

export interface BrokerCounts {
  recordsToBeUpdated: number;
  highPriorityUpdates: number;
}

export async function brokerCounts(db: Db): Promise<BrokerCounts> {
  const [row] = await db
    .select({
      recordsToBeUpdated: sql<number>`count(*) filter (where ${needsUpdate})`.mapWith(Number),
      highPriorityUpdates: sql<number>`count(*) filter (where ${highPriority})`.mapWith(Number),
    })
    .from(brokers)
    .where(or(needsUpdate, highPriority));
  return row ?? { recordsToBeUpdated: 0, highPriorityUpdates: 0 };
}

export const BROKER_COUNTS_TOPIC = 'brokerCounts' as const;

/** The counts after a write, told to the header (brokerCounts); read and recorded in the write's transaction. */
async function countsChanged(tx: Db | Tx): Promise<void> {
  await emit(tx, BROKER_COUNTS_TOPIC, await brokerCounts(tx));
}

export async function updateBrokerDirectory(s: Services, input: UpdateBrokerDirectoryInput): Promise<{ message: string }> {
  await s.db.transaction(async (tx) => {
    const found = await updateBrokerContact(tx, input.brokerId, {
      email: input.email,
      phone: input.phone,
      clearFlag: !!input.isFlaggedRecord,
    });
    if (!found) throw notFound(BROKER_MESSAGES.notFound);
    await countsChanged(tx);
  });
  return { message: BROKER_MESSAGES.updated };
}

export async function flagBroker(s: Services, input: FlagBrokerInput): Promise<{ message: string }> {
  await s.db.transaction(async (tx) => {
    const found = await setBrokerFlag(tx, input.brokerId, { flagType: input.flagType, priority: input.priority, note: input.note });
    if (!found) throw notFound(BROKER_MESSAGES.notFound);
    await countsChanged(tx);
  });
  return { message: BROKER_MESSAGES.flagged };
}

// ---- CRM out-of-sync -------------------------------------------------------------------------------------------

/**
 * Out of sync: changed in VMS after the last push (or never pushed), or different from what the CRM holds.
 * Brokers VMS never changed and never pushed are the CRM's own and not listed.
 */
const outOfSync = or(
  and(isNotNull(brokers.brokerUpdatedAt), or(isNull(crmContacts.brokerId), gt(brokers.brokerUpdatedAt, crmContacts.pushedAt))),
  and(
    isNotNull(crmContacts.brokerId),
    or(
      sql`${crmContacts.email} is distinct from ${brokers.email}`,
      sql`${crmContacts.phone} <> ${brokers.phone}`,
      sql`${crmContacts.firstName} <> ${brokers.firstName}`,
      sql`${crmContacts.lastName} <> ${brokers.lastName}`,
      sql`${crmContacts.company} is distinct from ${brokers.company}`,
    ),
  ),
)!;

/** Start and end are whole days (YYYY-MM-DD) in UTC, both included, on the VMS update date. */
function dateRange(filter: HsOutOfSyncInput['filter']): SQL | undefined {
  return and(
    filter?.startDate ? sql`${brokers.brokerUpdatedAt} >= ${filter.startDate}::date` : undefined,
    filter?.endDate ? sql`${brokers.brokerUpdatedAt} < ${filter.endDate}::date + 1` : undefined,
  );
}

const outOfSyncColumns = {
  ...recordColumns,
  crmSyncedAt: brokers.crmSyncedAt,
  crmSyncError: brokers.crmSyncError,
  crmEmail: crmContacts.email,
  crmPhone: crmContacts.phone,
  lastPushedAt: crmContacts.pushedAt,
};
export type OutOfSyncRecord = BrokerRecord & {
  crmSyncedAt: Date | null;
  crmSyncError: string | null;
  crmEmail: string | null;
  crmPhone: string[] | null;
  lastPushedAt: Date | null;
};

export async function getHsOutOfSyncData({ db }: Pick<Services, 'db'>, input: HsOutOfSyncInput) {
  const where = and(outOfSync, dateRange(input.filter));
  const [rows, [total]] = await Promise.all([
    db
      .select(outOfSyncColumns)
      .from(brokers)
      .leftJoin(crmContacts, eq(crmContacts.brokerId, brokers.id))
      .where(where)
      .orderBy(sql`${brokers.brokerUpdatedAt} desc nulls last`, asc(brokers.id))
      .limit(input.limit)
      .offset(input.offset),
    db.select({ n: count() }).from(brokers).leftJoin(crmContacts, eq(crmContacts.brokerId, brokers.id)).where(where),
  ]);
  return { data: rows as OutOfSyncRecord[], totalCount: total?.n ?? 0 };
}

/** Every out-of-sync broker in id order, a batch at a time (for the export and the CRM push). */
export async function* outOfSyncBatches(db: Db, filter: HsOutOfSyncInput['filter'], batchSize = 2000): AsyncGenerator<OutOfSyncRecord[]> {
  let after: string | null = null;
  for (;;) {
    const rows = (await db
      .select(outOfSyncColumns)
      .from(brokers)
      .leftJoin(crmContacts, eq(crmContacts.brokerId, brokers.id))
      .where(and(outOfSync, dateRange(filter), after ? gt(brokers.id, after) : undefined))
      .orderBy(asc(brokers.id))
      .limit(batchSize)) as OutOfSyncRecord[];
    if (!rows.length) return;
    yield rows;
    if (rows.length < batchSize) return;
    after = rows.at(-1)!.id;
  }
}
