import { useEffect, useState } from 'react';

/** The longest a part waits for the browser to be idle. */
const IDLE_TIMEOUT_MS = 2000;

/**
 * False until the browser is first idle after the component mounts (2 s at most), then true. For what a page does not
 * need for its own content (the header's live alert count, its subscriptions): started in the page's first effects,
 * they added their fetch and the socket's connection to the task of the page's own queries, the longest of the
 * management list's boot. Browsers without requestIdleCallback wait one task.
 */
export function useWhenIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (typeof requestIdleCallback !== 'function') {
      const timer = setTimeout(() => setIdle(true));
      return () => clearTimeout(timer);
    }
    const id = requestIdleCallback(() => setIdle(true), { timeout: IDLE_TIMEOUT_MS });
    return () => cancelIdleCallback(id);
  }, []);
  return idle;
}
