import type { Plugin } from 'vite';

/** A Mantine module's import of a large package for one small thing, and the same thing without the package. */
export type ImportTrim = { module: RegExp; from: string; to: string };

export const IMPORT_TRIMS: ImportTrim[] = [
  // ScrollArea (and Table.ScrollContainer, which is one) merges its viewport's refs with floating-ui's
  // `useMergeRefs(refs)`: the same hook as Mantine's own `useMergedRef(...refs)`.
  {
    module: /\/@mantine\/core\/esm\/components\/ScrollArea\/ScrollArea\.mjs$/,
    from: 'import { useMergeRefs } from "@floating-ui/react";',
    to: 'import { useMergedRef as useMantineMergedRef } from "@mantine/hooks";\nconst useMergeRefs = (refs) => useMantineMergedRef(...refs);',
  },
  // The app shell's header, footer and aside read one class name from react-remove-scroll (the one its scroll lock
  // pads): the name itself.
  {
    module: /\/@mantine\/core\/esm\/components\/AppShell\/AppShell(Header|Footer|Aside)\/AppShell\1\.mjs$/,
    from: 'import { RemoveScroll } from "react-remove-scroll";',
    to: 'const RemoveScroll = { classNames: { zeroRight: "right-scroll-bar-position" } };',
  },
];

/**
 * Some Mantine components import a whole package for one hook or one constant, and every page that shows them loads
 * and evaluates that package at boot: ScrollArea took all of `@floating-ui/react` (its positioning code too, 44 KiB
 * minified) for `useMergeRefs`, so every page with a table did; the app shell's header took react-remove-scroll
 * (10 KiB) for a class name. Menus, popovers, tooltips and modals, which do need those packages, still load them in
 * their own chunks. The build replaces those imports (IMPORT_TRIMS) and fails if one of them changes.
 */
export function mantineImports(): Plugin {
  return {
    name: 'vms-mantine-imports',
    apply: 'build',
    transform(code, id) {
      const trim = IMPORT_TRIMS.find((t) => t.module.test(id));
      if (!trim) return null;
      if (!code.includes(trim.from)) throw new Error(`${id} no longer has \`${trim.from}\`: is its vms-mantine-imports trim still needed?`);
      return { code: code.replace(trim.from, trim.to), map: null };
    },
  };
}
