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
  /** `verify`, with the data versions read in the same statement as the account (for the result cache, ADR 0016). */
  session(token: string | null | undefined): Promise<Session | null>;
}

/** Who is asking, and the committed data versions at the start of the request (`group -> version`). */
export interface Session {
  viewer: Viewer;
  dataVersions?: DataVersions;
}
export type DataVersions = Record<string, string | number>;

/** The account behind a token, read on every request (one primary-key lookup, never cached: revocation is immediate). */
export type SessionLookup = (userId: string) => Promise<{ role: string; tokenVersion: number; dataVersions?: DataVersions } | undefined>;

/** Verified tokens kept by their text: a signature checked once stays valid, only `exp` is checked again (ADR 0016). */
const VERIFIED_TOKENS = 10_000;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** JWT_SECRET, or a secret generated once and kept in DATA_DIR so sessions survive restarts. */
export function resolveJwtSecret(configured: string | undefined, dataDir: string): string {
  return configuredOrStoredSecret(configured, dataDir, 'jwt-secret', 48);
}

export function createTokenService(secret: string, ttlSeconds: number, lookup?: SessionLookup): TokenService {
  const key = new TextEncoder().encode(secret);
  const verified = new Map<string, { viewer: Viewer; version: number; exp: number }>();

  /** The token's claims when its signature and claims are valid and it has not expired; jose checks each token once. */
  async function claims(token: string) {
    const known = verified.get(token);
    if (known) return known.exp * 1000 > Date.now() ? known : null;
    try {
      const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
      const data = payload.data as { email?: unknown; id?: unknown } | undefined;
      if (!isRole(payload.role) || typeof data?.email !== 'string' || typeof payload.sub !== 'string' || typeof payload.exp !== 'number')
        return null;
      const entry = {
        viewer: { id: payload.sub, email: data.email, role: payload.role },
        version: typeof payload.ver === 'number' ? payload.ver : 0,
        exp: payload.exp,
      };
      if (verified.size >= VERIFIED_TOKENS) verified.delete(verified.keys().next().value!);
      verified.set(token, entry);
      return entry;
    } catch (err) {
      if (err instanceof errors.JOSEError) return null;
      throw err;
    }
  }

  async function session(token: string | null | undefined): Promise<Session | null> {
    if (!token) return null;
    const found = await claims(token);
    if (!found) return null;
    const { viewer, version } = found;
    if (!lookup) return { viewer: { ...viewer } };
    // Security #21 finding 9: the signature alone is not enough; the person must still exist, in the same role, and
    // the token must carry the account's current version. Read on every request: revocation is immediate.
    if (!UUID.test(viewer.id)) return null;
    const account = await lookup(viewer.id);
    if (!account || account.role !== viewer.role || account.tokenVersion !== version) return null;
    return { viewer: { ...viewer }, dataVersions: account.dataVersions };
  }

  return {
    sign: (viewer) =>
      new SignJWT({ role: viewer.role, ver: viewer.tokenVersion ?? 0, data: { email: viewer.email, id: viewer.id } })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(viewer.id)
        .setIssuedAt()
        .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
        .sign(key),
    session,
    verify: async (token) => (await session(token))?.viewer ?? null,
  };
}

/** The token of a request: `Authorization: Bearer …`, a bare Authorization value, or `access_token` in the query. */
export function tokenFrom(authorization: string | null | undefined, accessToken?: string | null): string | null {
  if (authorization) return authorization.replace(/^Bearer\s+/i, '').trim() || null;
  return accessToken || null;
}
