// Session tokens: HS256 JWTs whose payload carries role, exp and data.email (and the user id), as the client expects.
import { configuredOrStoredSecret } from '../secret-box.js';
import { SignJWT, jwtVerify, errors } from 'jose';
import { isRole, type Role } from '@vms/shared';

export interface Viewer {
  id: string;
  email: string;
  role: Role;
}

export interface TokenService {
  /** A session token for the viewer, carrying the account's current token version (`ver`). */
  sign(viewer: Viewer & { tokenVersion?: number }): Promise<string>;
  /**
   * The viewer of a valid token; null when the token is missing, malformed or expired, or when its account no longer
   * backs it (deleted, another role, or a token version bumped since it was issued).
   */
  verify(token: string | null | undefined): Promise<Viewer | null>;
}

/** The account behind a token, read on every request (one primary-key lookup, never cached: revocation is immediate). */
export type SessionLookup = (userId: string) => Promise<{ role: string; tokenVersion: number } | undefined>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** JWT_SECRET, or a secret generated once and kept in DATA_DIR so sessions survive restarts. */
export function resolveJwtSecret(configured: string | undefined, dataDir: string): string {
  return configuredOrStoredSecret(configured, dataDir, 'jwt-secret', 48);
}

export function createTokenService(secret: string, ttlSeconds: number, lookup?: SessionLookup): TokenService {
  const key = new TextEncoder().encode(secret);
  return {
    sign: (viewer) =>
      new SignJWT({ role: viewer.role, ver: viewer.tokenVersion ?? 0, data: { email: viewer.email, id: viewer.id } })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(viewer.id)
        .setIssuedAt()
        .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
        .sign(key),
    async verify(token) {
      if (!token) return null;
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        const data = payload.data as { email?: unknown; id?: unknown } | undefined;
        if (!isRole(payload.role) || typeof data?.email !== 'string' || typeof payload.sub !== 'string') return null;
        const viewer = { id: payload.sub, email: data.email, role: payload.role };
        if (!lookup) return viewer;
        // Security #21 finding 9: the signature alone is not enough; the person must still exist, in the same role, and
        // the token must carry the account's current version.
        if (!UUID.test(viewer.id)) return null;
        const account = await lookup(viewer.id);
        const version = typeof payload.ver === 'number' ? payload.ver : 0;
        if (!account || account.role !== viewer.role || account.tokenVersion !== version) return null;
        return viewer;
      } catch (err) {
        if (err instanceof errors.JOSEError) return null;
        throw err;
      }
    },
  };
}

/** The token of a request: `Authorization: Bearer …`, a bare Authorization value, or `access_token` in the query. */
export function tokenFrom(authorization: string | null | undefined, accessToken?: string | null): string | null {
  if (authorization) return authorization.replace(/^Bearer\s+/i, '').trim() || null;
  return accessToken || null;
}
