import { useMediaQuery } from '@mantine/hooks';

/**
 * Whether the screen is phone-sized (below Mantine's `sm` breakpoint by default), read at the first render: with
 * Mantine's default (read in an effect) a phone first draws the desktop layout and then the whole page again.
 * The pages that use it are drawn in the browser only, never by the server.
 */
export function usePhone(maxWidth = '48em'): boolean {
  return useMediaQuery(`(max-width: ${maxWidth})`, undefined, { getInitialValueInEffect: false });
}
