import { clearAuth, forgetEarlierPath } from './auth-storage';
import { resetPersistedState } from './persisted-state';

/**
 * Ends the session on this device: the auth record and every persisted portal slice go.
 * `keepEarlierPath` keeps the page a signed-out user wanted so login can return there.
 */
export function clearSession({ keepEarlierPath = false }: { keepEarlierPath?: boolean } = {}): void {
  clearAuth();
  resetPersistedState();
  if (!keepEarlierPath) forgetEarlierPath();
}

/** "Go to Login" on the No Access page: clears storage entirely (local storage and persisted state). */
export function clearAllStorage(): void {
  clearSession();
  localStorage.clear();
}
