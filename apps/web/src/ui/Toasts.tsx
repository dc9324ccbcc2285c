import { Notifications } from '@mantine/notifications';
import { TOAST_AUTO_CLOSE_MS } from '@vms/shared';

/** The toasts' container (ui/toast.ts shows them): a chunk of its own, mounted when the page is first idle (providers.tsx). */
export function Toasts() {
  return <Notifications autoClose={TOAST_AUTO_CLOSE_MS} position="bottom-right" />;
}
