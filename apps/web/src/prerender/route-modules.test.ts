import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routeModules } from './route-modules';

// In the Node build prerender.ts makes every `import('./x')` call globalThis.__vmsImport; these routes call it directly.
type Importer = (id: string, load: () => Promise<unknown>) => Promise<RouteObject>;
const load = (id: string) => () => (globalThis as unknown as { __vmsImport: Importer }).__vmsImport(id, () => Promise.reject(new Error('loaded'))) as Promise<Record<string, never>>;
(globalThis as { __vmsImport?: unknown }).__vmsImport = (_id: string, run: () => Promise<unknown>) => run();

const routes: RouteObject[] = [
  {
    children: [
      { path: '/login', lazy: load('src/LoginPage.tsx') },
      {
        lazy: load('src/StaffShell.tsx'),
        children: [
          { path: '/search', element: null },
          { path: '/portal', lazy: load('src/PortalShell.tsx'), children: [{ index: true, lazy: load('src/Home.tsx') }, { path: 'items/:id?', lazy: load('src/Item.tsx') }] },
        ],
      },
      { path: '*', lazy: load('src/NoAccess.tsx') },
    ],
  },
];

describe('routeModules', () => {
  it("lists every path with the modules its own and its ancestors' lazy() load, without loading them", () => {
    expect(routeModules(routes)).toEqual([
      { pattern: '/login', modules: ['src/LoginPage.tsx'] },
      { pattern: '/search', modules: ['src/StaffShell.tsx'] },
      { pattern: '/portal', modules: ['src/StaffShell.tsx', 'src/PortalShell.tsx'] },
      { pattern: '/portal', modules: ['src/StaffShell.tsx', 'src/PortalShell.tsx', 'src/Home.tsx'] },
      { pattern: '/portal/items/:id?', modules: ['src/StaffShell.tsx', 'src/PortalShell.tsx', 'src/Item.tsx'] },
      { pattern: '/*', modules: ['src/NoAccess.tsx'] },
    ]);
  });

  it('leaves the importer as it was', async () => {
    await expect(load('src/x.tsx')()).rejects.toThrow('loaded');
  });
});
