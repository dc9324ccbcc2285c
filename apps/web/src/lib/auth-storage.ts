// The auth record in local storage (part A §3): token, role, isEditorProfileUpdated, userId, photo.
import { useSyncExternalStore } from 'react';
import { TOKEN_KEY, TOKEN_EXPIRY_MARGIN_S, isRole, type Role } from '@vms/shared';
import { decodeJwtPayload } from './jwt';

export interface AuthRecord {
  token: string;
  role: Role;
  isEditorProfileUpdated: boolean;
  userId: string;
  photo: string | null;
}

/** Where a signed-out user wanted to go; read once after the next login. */
export const EARLIER_PATH_KEY = 'vms-earlier-path';

const listeners = new Set<() => void>();
let cachedRaw: string | null = null;
let cachedRecord: AuthRecord | null = null;

function notify() {
  for (const listener of listeners) listener();
}

function parse(raw: string | null): AuthRecord | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<AuthRecord>;
    if (typeof value.token !== 'string' || !value.token || !isRole(value.role)) return null;
    return {
      token: value.token,
      role: value.role,
      isEditorProfileUpdated: value.isEditorProfileUpdated === true,
      userId: String(value.userId ?? ''),
      photo: typeof value.photo === 'string' ? value.photo : null,
    };
  } catch {
    return null;
  }
}

/** The stored auth record (same object while storage is unchanged, so React can compare it). */
export function readAuth(): AuthRecord | null {
  const raw = localStorage.getItem(TOKEN_KEY);
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedRecord = parse(raw);
  }
  return cachedRecord;
}

export function writeAuth(record: AuthRecord): void {
  localStorage.setItem(TOKEN_KEY, JSON.stringify(record));
  notify();
}

export function clearAuth(): void {
  localStorage.removeItem(TOKEN_KEY);
  notify();
}

/** True when the token cannot be read, has no exp, or is within TOKEN_EXPIRY_MARGIN_S of it. */
export function isExpired(token: string, nowMs: number = Date.now()): boolean {
  const exp = decodeJwtPayload(token)?.exp;
  if (typeof exp !== 'number') return true;
  return nowMs / 1000 >= exp - TOKEN_EXPIRY_MARGIN_S;
}

/** The stored record when its token is still usable, else null. */
export function validSession(nowMs: number = Date.now()): AuthRecord | null {
  const record = readAuth();
  return record && !isExpired(record.token, nowMs) ? record : null;
}

/** The e-mail carried by the token (data.email), if any. */
export function tokenEmail(token: string): string | null {
  return decodeJwtPayload(token)?.data?.email ?? null;
}

export function subscribeAuth(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === TOKEN_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The stored auth record, re-rendering on login, logout and changes made in other tabs; none on the server. */
export function useAuth(): AuthRecord | null {
  return useSyncExternalStore(subscribeAuth, readAuth, () => null);
}

export function rememberEarlierPath(path: string): void {
  sessionStorage.setItem(EARLIER_PATH_KEY, path);
}

export function peekEarlierPath(): string | null {
  return sessionStorage.getItem(EARLIER_PATH_KEY);
}

export function forgetEarlierPath(): void {
  sessionStorage.removeItem(EARLIER_PATH_KEY);
}
