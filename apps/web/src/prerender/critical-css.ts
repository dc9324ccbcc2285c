// The CSS a prerendered page's first paint needs (prerender.ts inlines it).
import postcss, { type AtRule, type Root } from 'postcss';

const CLASS_ATTR = /class="([^"]*)"/g;
const CLASS_IN_SELECTOR = /\.(-?[_a-zA-Z][\w-]*)/g;

/**
 * The rules of the stylesheet the page's markup can use: those with a selector whose classes all occur in the markup
 * (rules without classes, such as the reset and the theme's variables, stay).
 */
export function criticalCss(css: string, html: string): string {
  const used = new Set([...html.matchAll(CLASS_ATTR)].flatMap(([, names]) => names!.split(/\s+/)));
  const root: Root = postcss.parse(css);
  root.walkRules((rule) => {
    if (rule.parent?.type === 'atrule' && /keyframes$/.test((rule.parent as AtRule).name)) return;
    const kept = rule.selectors.filter((selector) => [...selector.matchAll(CLASS_IN_SELECTOR)].every(([, name]) => used.has(name!)));
    if (kept.length === 0) rule.remove();
    else rule.selectors = kept;
  });
  root.walkAtRules((atRule) => {
    if (atRule.nodes?.length === 0) atRule.remove();
  });
  return root.toString();
}

/** The rules of a stylesheet that style classes (with the keyframes they use): Mantine's components without its base styles. */
export function classRules(css: string): string {
  const root: Root = postcss.parse(css);
  root.walkRules((rule) => {
    if (rule.parent?.type === 'atrule' && /keyframes$/.test((rule.parent as AtRule).name)) return;
    if (!CLASS_IN_SELECTOR.test(rule.selector)) rule.remove();
    CLASS_IN_SELECTOR.lastIndex = 0;
  });
  root.walkAtRules((atRule) => {
    if (atRule.nodes?.length === 0) atRule.remove();
  });
  return root.toString();
}
