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
  sign(viewer: Viewer): Promise<string>;
  /** The viewer of a valid token; null when the token is missing, malformed or expired. */
  verify(token: string | null | undefined): Promise<Viewer | null>;
}

/** JWT_SECRET, or a secret generated once and kept in DATA_DIR so sessions survive restarts. */
export function resolveJwtSecret(configured: string | undefined, dataDir: string): string {
  return configuredOrStoredSecret(configured, dataDir, 'jwt-secret', 48);
}

export function createTokenService(secret: string, ttlSeconds: number): TokenService {
  const key = new TextEncoder().encode(secret);
  return {
    sign: (viewer) =>
      new SignJWT({ role: viewer.role, data: { email: viewer.email, id: viewer.id } })
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
        return { id: payload.sub, email: data.email, role: payload.role };
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
