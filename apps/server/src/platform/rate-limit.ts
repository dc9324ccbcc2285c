// Fixed-window rate limiting kept in the database, so every app instance shares the same counters.
import { sql } from 'drizzle-orm';
import { AppError } from './errors.js';
import { AUTH_MESSAGES } from '@vms/shared';
import type { Db } from '../db/client.js';

export interface RateLimitRule {
  key: string;
  limit: number;
  windowSeconds: number;
}

/** Counts one hit on each rule; throws RATE_LIMITED when any of them is over its limit. */
export async function hitRateLimits(db: Db, rules: RateLimitRule[]): Promise<void> {
  for (const rule of rules) {
    const result = (await db.execute(sql`
      insert into rate_limits (key, window_start, count) values (${rule.key}, now(), 1)
      on conflict (key) do update set
        count = case when rate_limits.window_start <= now() - make_interval(secs => ${rule.windowSeconds})
                     then 1 else rate_limits.count + 1 end,
        window_start = case when rate_limits.window_start <= now() - make_interval(secs => ${rule.windowSeconds})
                     then now() else rate_limits.window_start end
      returning count,
        ceil(extract(epoch from (window_start + make_interval(secs => ${rule.windowSeconds}) - now())))::int as retry_after`)) as unknown as {
      rows: { count: number; retry_after: number }[];
    };
    const row = result.rows[0];
    if (row && Number(row.count) > rule.limit) throw rateLimited(Number(row.retry_after));
  }
}

function rateLimited(seconds: number): AppError {
  const retryAfter = Math.max(1, seconds);
  return new AppError('RATE_LIMITED', AUTH_MESSAGES.tooManyAttempts(retryAfter), { retryAfter });
}

/**
 * Throws RATE_LIMITED when any rule's counter already reached its limit, without counting this request: for limits
 * that count only failures (a wrong password), checked before the attempt and hit after it fails.
 */
export async function checkRateLimits(db: Db, rules: RateLimitRule[]): Promise<void> {
  for (const rule of rules) {
    const result = (await db.execute(sql`
      select count,
        ceil(extract(epoch from (window_start + make_interval(secs => ${rule.windowSeconds}) - now())))::int as retry_after
      from rate_limits
      where key = ${rule.key} and window_start > now() - make_interval(secs => ${rule.windowSeconds})`)) as unknown as {
      rows: { count: number; retry_after: number }[];
    };
    const row = result.rows[0];
    if (row && Number(row.count) >= rule.limit) throw rateLimited(Number(row.retry_after));
  }
}

/** Forgets the counters of a key (for example the per-e-mail failures after a successful login). */
export async function clearRateLimit(db: Db, key: string): Promise<void> {
  await db.execute(sql`delete from rate_limits where key = ${key}`);
}
