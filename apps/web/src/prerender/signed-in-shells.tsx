// The signed-in pages' shells (prerender.ts runs this in Node): each guarded page without parameters rendered once per
// role that may open it, before its data (every query loading), with the staff frame, the page's title and its
// loaders. The server sends them in the route's page; the page's script shows the stored role's shell until the app
// renders over it (boot-script.ts, main.tsx), so the page paints before its scripts arrive (docs/adr/0016-speed.md
// "Signed-in pages' shells").
import { ALL_ROLES, canOpen, roleRedirect, routeAccess, type Role } from '@vms/shared';
import { renderPath } from './render-path';

export { SHELL_ATTRIBUTE } from './boot-script';

/** A token the app reads as unexpired: it only decodes the expiry, and the build sends no request. */
const BUILD_TOKEN = `x.${Buffer.from(JSON.stringify({ exp: 4102444800 })).toString('base64url')}.x`;

export interface Shell {
  /** The roles whose shell this is: those whose pages render the same HTML. */
  roles: Role[];
  html: string;
}

/** A path of its own (no parameter, no splat) that the access table guards. */
export function hasShell(pattern: string): boolean {
  const access = routeAccess(pattern);
  return access !== undefined && access !== 'public' && !/[:*]/.test(pattern);
}

/**
 * The shells of a page, one per distinct HTML. A render without a title (`<h1>`) is left out: a redirect renders
 * nothing, and a frame alone is not worth its bytes.
 */
export async function renderShells(pattern: string): Promise<Shell[]> {
  const byHtml = new Map<string, Role[]>();
  for (const role of ALL_ROLES.filter((r) => canOpen(pattern, r) && !roleRedirect(pattern, r))) {
    const session = JSON.stringify({ token: BUILD_TOKEN, role, isEditorProfileUpdated: true, userId: '', photo: null });
    const html = await renderPath(pattern, session);
    if (html.includes('<h1')) byHtml.set(html, [...(byHtml.get(html) ?? []), role]);
  }
  return [...byHtml].map(([html, roles]) => ({ roles, html }));
}
