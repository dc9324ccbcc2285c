// The inline script of the prerendered pages (prerender.ts): the login page and the signed-in pages' shells.
import { TOKEN_EXPIRY_MARGIN_S, TOKEN_KEY } from '@vms/shared';

/** The template holding the page's scripts and preloads (prerender.ts), added by BOOT_SCRIPT. */
export const AFTER_PAINT_ID = 'vms-after-paint';

/** The attribute of a signed-in page's shell templates: the roles whose page it is, space-separated (signed-in-shells.tsx). */
export const SHELL_ATTRIBUTE = 'data-vms-shell';

/**
 * Runs right after the page's root in the browser, and decides what the page shows until the app runs:
 * - the login page shows its prerendered form when no session is stored; with one it only redirects, so the form must
 *   not show: the app then renders from scratch;
 * - a signed-in page holds one shell per set of roles (templates): with a stored, unexpired session whose role one of
 *   them names, the script puts that shell in the root and marks the root (`data-shell`: main.tsx renders over it);
 *   else the root stays empty (the app redirects to the login page or to the 401 page).
 * When the page shows something, the scripts are added once the browser reports the first contentful paint (a second
 * at most: a tab opened in the background paints nothing), and a submit before the app runs is held back (it would
 * reload the page) for the app to send (before-hydration.ts); else at once. The server allows the script by its hash
 * (Content-Security-Policy). Elements made by the script, not the template's clones: those scripts would not run. The
 * module script and the stylesheets' preloads in one task (main.tsx applies the stylesheets, so they must be there when
 * it runs), then the modulepreloads four per task: adding one costs some milliseconds of the main thread (the forty at
 * once were a 150 ms task at Lighthouse's 4x CPU throttling).
 */
export const BOOT_SCRIPT =
  `var vmsLoaded=0;function vmsAdd(ts){for(var t of ts){var n=document.createElement(t.localName);` +
  `for(var a of t.attributes)n.setAttribute(a.name,a.value);document.head.appendChild(n)}}` +
  `function vmsLoad(){if(vmsLoaded++)return;var q=[].slice.call(document.getElementById(${JSON.stringify(AFTER_PAINT_ID)}).content.children);` +
  `var pre=function(t){return t.getAttribute('rel')==='modulepreload'};vmsAdd(q.filter(function(t){return!pre(t)}));q=q.filter(pre);` +
  `(function add(){vmsAdd(q.splice(0,4));if(q.length)setTimeout(add)})()}` +
  `function vmsShows(){var r=document.getElementById('root'),raw=localStorage.getItem(${JSON.stringify(TOKEN_KEY)}),` +
  `ts=document.querySelectorAll('template[${SHELL_ATTRIBUTE}]');if(!ts.length){if(!raw)return true;r.replaceChildren();return false}` +
  `try{var s=JSON.parse(raw),p=JSON.parse(atob(s.token.split('.')[1].replace(/-/g,'+').replace(/_/g,'/')));` +
  `if(p.exp-${TOKEN_EXPIRY_MARGIN_S}>Date.now()/1000)for(var t of ts)if(t.getAttribute('${SHELL_ATTRIBUTE}').split(' ').indexOf(s.role)>=0)` +
  `{r.setAttribute('data-shell','');r.appendChild(t.content.cloneNode(true));return true}}catch(e){}return false}` +
  `if(!vmsShows())vmsLoad();` +
  `else{addEventListener('submit',function(e){if(!window.vmsHydrated){e.preventDefault();window.vmsHeldSubmit=e.target}},true);` +
  `try{new PerformanceObserver(function(l){if(l.getEntriesByName('first-contentful-paint').length)vmsLoad()}).observe({type:'paint',buffered:true})}catch(e){}` +
  `setTimeout(vmsLoad,1000)}`;
