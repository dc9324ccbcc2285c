// The one way to show a toast: every toast auto-closes after TOAST_AUTO_CLOSE_MS (part A §9).
import { notifications } from '@mantine/notifications';
import { TOAST_AUTO_CLOSE_MS } from '@vms/shared';
import { errorMessage, isAuthError } from '../lib/graphql-errors';

export function toastSuccess(message: string): void {
  notifications.show({ message, color: 'teal', autoClose: TOAST_AUTO_CLOSE_MS });
}

export function toastError(message: string): void {
  notifications.show({ message, color: 'red', autoClose: TOAST_AUTO_CLOSE_MS });
}

/** Shows the server's message; expired-session errors are silently caught (part A §8). */
export function toastApiError(error: unknown): void {
  if (isAuthError(error)) return;
  toastError(errorMessage(error));
}
