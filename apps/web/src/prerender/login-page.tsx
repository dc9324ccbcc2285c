// The build's server-side entry (prerender.ts runs it in Node): the login page rendered to HTML, so that /login and /
// paint before any script has loaded; the browser then hydrates it (main.tsx).
import { PRERENDERED_PAGES } from '@vms/shared';
import { renderPath } from './render-path';

export { AFTER_PAINT_ID, BOOT_SCRIPT } from './boot-script';

/** The file the server sends for the login paths. */
export const LOGIN_PAGE_FILE = PRERENDERED_PAGES['/login']!;

/** No session in the build: the page renders its form. */
export const renderLoginPage = (): Promise<string> => renderPath('/login', null);
