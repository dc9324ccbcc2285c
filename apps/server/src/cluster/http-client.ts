// GraphQL over HTTP to one app instance, with a tally of every answer: a 5xx other than a clean 503 (the database
// unreachable, with its message) is what the cluster test must never see from a live instance.
import { DATABASE_UNAVAILABLE } from '../db/unavailable.js';

export interface Tally {
  requests: number;
  /** Clean 503s: status 503 with the service-unavailable message. */
  unavailable: number;
  /** Any other 5xx (or a 503 without the message): failures. */
  bad5xx: string[];
  /** Requests that got no answer (the instance was killed). */
  refused: number;
}

export const newTally = (): Tally => ({ requests: 0, unavailable: 0, bad5xx: [], refused: 0 });

export class Unreachable extends Error {}
export class Unavailable extends Error {}

export interface GqlAnswer<T> {
  status: number;
  data?: T;
  errors?: { message: string; extensions?: { code?: string } }[];
}

export function instanceClient(name: string, base: string, tally: Tally) {
  /** One GraphQL request; throws Unreachable (no answer) or Unavailable (a clean 503), else returns the answer. */
  async function gql<T>(query: string, variables: Record<string, unknown> = {}, token?: string): Promise<GqlAnswer<T>> {
    let res: Response;
    try {
      res = await fetch(`${base}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify({ query, variables }),
        signal: AbortSignal.timeout(30_000),
      });
    } catch (err) {
      tally.refused++;
      throw new Unreachable(`${name}: ${(err as Error).message}`);
    }
    tally.requests++;
    const text = await res.text();
    if (res.status >= 500) {
      if (res.status === 503 && text.includes(DATABASE_UNAVAILABLE)) {
        tally.unavailable++;
        throw new Unavailable(`${name}: 503`);
      }
      tally.bad5xx.push(`${name} ${res.status} ${text.slice(0, 200)}`);
      throw new Error(`${name}: HTTP ${res.status} ${text.slice(0, 200)}`);
    }
    return { status: res.status, ...(JSON.parse(text) as object) };
  }

  /** gql, retried while the answer is a clean 503 (the database restarting); anything else is the caller's. */
  async function gqlPatient<T>(query: string, variables: Record<string, unknown> = {}, token?: string, ms = 60_000): Promise<GqlAnswer<T>> {
    const end = Date.now() + ms;
    for (;;) {
      try {
        return await gql<T>(query, variables, token);
      } catch (err) {
        if (!(err instanceof Unavailable) || Date.now() > end) throw err;
        await new Promise((r) => setTimeout(r, 300));
      }
    }
  }

  return { name, base, gql, gqlPatient };
}

export type InstanceClient = ReturnType<typeof instanceClient>;

/** The data of an answer, or an error with its messages. */
export function dataOf<T>(answer: GqlAnswer<T>, what: string): T {
  if (!answer.data || answer.errors?.length) throw new Error(`${what}: ${JSON.stringify(answer.errors)}`);
  return answer.data;
}
