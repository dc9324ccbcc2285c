// axe-core, the engine of Lighthouse's accessibility score, run in the page: the WCAG A/AA violations it finds, as
// "rule: first targets" lines. The page must be opened with `bypassCSP` (axe is injected as a script).
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const WCAG21 = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** The violations of WCAG 2.1 A/AA, and of 2.2 AA too with `wcag22` (target size: 24 px or spaced, as Lighthouse asks). */
export async function violations(page: Page, opts: { wcag22?: boolean } = {}) {
  await page.addScriptTag({ path: AXE });
  const tags = opts.wcag22 ? [...WCAG21, 'wcag22aa'] : WCAG21;
  return page.evaluate(async (values) => {
    const axe = (
      window as unknown as {
        axe: { run: (c: Document, o: object) => Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }> };
      }
    ).axe;
    // label-content-name-mismatch is experimental in axe and weighs nothing in Lighthouse's score: a card button named
    // "Open project X" holds its whole card's text, which that rule reads as the visible label
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values },
      rules: { 'label-content-name-mismatch': { enabled: false } },
    });
    return result.violations.map(
      (v) =>
        `${v.id}: ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')}`,
    );
  }, tags);
}
