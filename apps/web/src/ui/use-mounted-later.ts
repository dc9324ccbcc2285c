import { startTransition, useEffect, useState } from 'react';

/**
 * False in a component's first commit, true from a transition right after it. For the parts whose mount sets state
 * in the commit (Mantine's portals and the floating menus' anchors): React renders such an update at once and flushes
 * every pending effect with it, so on a page's first render the whole page's effects (its queries' subscriptions and
 * fetches) ran in the commit's task, one task of 100-180 ms at Lighthouse's mobile CPU throttling. Mounted a
 * transition later, they leave that work to the scheduler's tasks.
 */
export function useMountedLater(): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => startTransition(() => setMounted(true)), []);
  return mounted;
}
