// Whole GraphQL answers of the four list and search operations, kept like the result cache (ADR 0016 "Response
// cache"): a repeated request is answered with the bytes Yoga sent for it before, without parsing, validating or
// executing it again. An answer is kept under
// - the person (id and role) whose session was checked for this request: a token that is expired, revoked or of
//   another role never reaches a kept answer, since the session is checked before the look-up, as on every request;
// - the request itself: its JSON body (query, variables, operation name) and the headers Yoga's answer depends on
//   (Accept for the content type, Origin for CORS);
// - the committed data versions of the operation's groups, read with the session at the start of the request (the
//   result cache's rule: a write committed after them makes a later request miss).
// Only an answer without errors is kept, so the limits, validation and access rules it passed hold for the same bytes
// again. Every field under these root fields is computed from the root resolver's result alone, which reads only
// its groups' tables (their resolvers: sales, brokers and management .graphql.ts; ADR 0016 lists them); a root field
// added to CACHEABLE needs the same check.
// Entries expire after the result cache's TTL too: signed thumbnail URLs and the 'new brokers' window age.
import { Kind, parse } from 'graphql';
import type { FastifyRequest } from 'fastify';
import type { DataGroup } from '../platform/read-cache.js';
import { tokenFrom, type Session, type TokenService } from '../platform/auth/tokens.js';

/** The cacheable root fields and the data groups their whole answer depends on. */
const CACHEABLE: Readonly<Record<string, readonly DataGroup[]>> = {
  searchAssets: ['listings'],
  getBrokersDirectory: ['brokers'],
  getProjects: ['projects'],
  projectSearch: ['projects'],
};
/** Query texts whose cacheability is remembered (the web app and the benches send a handful). */
const PLANS_MAX = 500;

interface Entry {
  versions: string;
  at: number;
  headers: [string, string][];
  body: string;
}

export type Lookup =
  { hit: { headers: [string, string][]; body: string } } | { keep: (status: number, headers: Headers, body: string) => void };

export interface ResponseCache {
  /** The request's session, checked once per request (by the look-up or by the GraphQL context). */
  session(req: FastifyRequest): Promise<Session | null>;
  /** A kept answer for the request; else how to keep Yoga's answer; null when the request is not cacheable. */
  lookup(req: FastifyRequest): Promise<Lookup | null>;
  /** The request runs a mutation (its writes must be seen by the next request: live-sessions.ts). */
  writes(req: FastifyRequest): boolean;
  stats(): { hits: number; misses: number; size: number };
}

interface Plan {
  /** The groups of a query text whose one operation is a query of one cacheable root field, else null. */
  groups: readonly DataGroup[] | null;
  /** Some operation of the text is a mutation. */
  mutation: boolean;
}

function planOf(query: string): Plan {
  let document;
  try {
    document = parse(query, { noLocation: true });
  } catch {
    return { groups: null, mutation: false };
  }
  const operations = document.definitions.filter((d) => d.kind === Kind.OPERATION_DEFINITION);
  const mutation = operations.some((o) => o.operation === 'mutation');
  if (operations.length !== 1 || operations[0]!.operation !== 'query') return { groups: null, mutation };
  const [field, ...rest] = operations[0]!.selectionSet.selections;
  if (rest.length || field?.kind !== Kind.FIELD || field.directives?.length) return { groups: null, mutation };
  return { groups: CACHEABLE[field.name.value] ?? null, mutation };
}

export function createResponseCache(tokens: TokenService, opts: { max: number; ttlMs: number }): ResponseCache {
  const sessions = new WeakMap<FastifyRequest, Promise<Session | null>>();
  const plans = new Map<string, Plan>();
  const entries = new Map<string, Entry>();
  let hits = 0;
  let misses = 0;

  function session(req: FastifyRequest) {
    let found = sessions.get(req);
    if (!found) {
      found = tokens.session(tokenFrom(req.headers.authorization));
      sessions.set(req, found);
    }
    return found;
  }

  function plan(req: FastifyRequest): Plan | null {
    if (req.method !== 'POST' || !req.headers['content-type']?.startsWith('application/json')) return null;
    const query = (req.body as { query?: unknown } | null)?.query;
    if (typeof query !== 'string') return null;
    let found = plans.get(query);
    if (!found) {
      found = planOf(query);
      if (plans.size >= PLANS_MAX) plans.delete(plans.keys().next().value!);
      plans.set(query, found);
    }
    return found;
  }

  return {
    session,
    writes: (req) => plan(req)?.mutation ?? false,
    async lookup(req) {
      const groups = opts.max === 0 ? null : plan(req)?.groups;
      if (!groups) return null;
      const current = await session(req);
      const versions = current?.dataVersions;
      if (!current || !versions || groups.some((g) => versions[g] === undefined)) return null;
      const { viewer } = current;
      const key = `${viewer.id}\n${viewer.role}\n${req.headers.accept ?? ''}\n${req.headers.origin ?? ''}\n${JSON.stringify(req.body)}`;
      const at = groups.map((g) => `${g}:${versions[g]}`).join(',');
      const now = Date.now();
      const found = entries.get(key);
      if (found && found.versions === at && now - found.at < opts.ttlMs) {
        hits++;
        entries.delete(key);
        entries.set(key, found);
        return { hit: found };
      }
      misses++;
      return {
        keep(status, headers, text) {
          if (status !== 200 || 'errors' in (JSON.parse(text) as object)) return;
          const kept: [string, string][] = [];
          headers.forEach((value, name) => {
            if (name !== 'content-length') kept.push([name, value]);
          });
          entries.delete(key);
          entries.set(key, { versions: at, at: now, headers: kept, body: text });
          if (entries.size > opts.max) entries.delete(entries.keys().next().value!);
        },
      };
    },
    stats: () => ({ hits, misses, size: entries.size }),
  };
}
