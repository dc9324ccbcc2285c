import type { Plugin } from 'vite';

const USE_ID = /\/@mantine\/hooks\/esm\/use-id\/use-id\.mjs$/;
/** What the module does today: React's id first, a random one set in a layout effect after. */
const RANDOM_AFTER_MOUNT = /setUuid\(randomId\(\)\)/;

/** The same ids Mantine renders first (`mantine-` + React's useId), kept: no state, no effect. */
export const STABLE_USE_ID = `import { useId as useReactId } from "react";
function useId(staticId) {
\tconst reactId = useReactId();
\tif (typeof staticId === "string") return staticId;
\treturn \`mantine-\${reactId.replace(/:/g, "")}\`;
}
export { useId };
`;

/**
 * Mantine's `useId` renders React's id, then replaces it with a random one from a layout effect. A state update in a
 * layout effect is rendered at once, in the commit's task, and React flushes every pending passive effect with it: on
 * a page's first render, the whole page's effects (its queries' subscriptions and fetches) ran in that one task, which
 * Lighthouse counted as the page's longest (155 ms of the admin's management list at mobile throttling). React's id is
 * already unique and stable (React 18+), so the build keeps it and drops the second render.
 */
export function mantineUseId(): Plugin {
  return {
    name: 'vms-mantine-use-id',
    apply: 'build',
    transform(code, id) {
      if (!USE_ID.test(id)) return null;
      if (!RANDOM_AFTER_MOUNT.test(code)) throw new Error(`${id}: Mantine's useId has changed; is vms-mantine-use-id still needed?`);
      return { code: STABLE_USE_ID, map: null };
    },
  };
}
