// The one way to show a toast: every toast auto-closes after TOAST_AUTO_CLOSE_MS (part A §9).
import { useSyncExternalStore } from 'react';
import { notifications } from '@mantine/notifications';
import { TOAST_AUTO_CLOSE_MS } from '@vms/shared';
import { errorMessage, isAuthError } from '../lib/graphql-errors';

let shown = false;
const listeners = new Set<() => void>();

function show(message: string, color: 'teal' | 'red'): void {
  notifications.show({ message, color, autoClose: TOAST_AUTO_CLOSE_MS });
  if (shown) return;
  shown = true;
  for (const listener of listeners) listener();
}

/**
 * Whether a toast has been shown yet: the toasts' container (a chunk of its own, app/providers.tsx) mounts then and
 * shows it, as Mantine's store keeps it until a container does.
 */
export function useToastShown(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => shown,
    () => false,
  );
}

export function toastSuccess(message: string): void {
  show(message, 'teal');
}

export function toastError(message: string): void {
  show(message, 'red');
}

/** Shows the server's message; expired-session errors are silently caught (part A §8). */
export function toastApiError(error: unknown): void {
  if (isAuthError(error)) return;
  toastError(errorMessage(error));
}
