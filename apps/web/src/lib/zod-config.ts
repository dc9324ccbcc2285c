// Zod compiles object schemas with `new Function` when the page allows eval; the app's CSP does not (script-src
// 'self'), and zod's probe for it is reported in the browser's Issues panel (Lighthouse's best practices) even though
// it is caught. Imported first by main.tsx: the setting must be in place before any schema is made.
import { z } from 'zod';

z.config({ jitless: true });
