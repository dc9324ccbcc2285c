import { describe, expect, it } from 'vitest';
import { classRules, criticalCss } from './critical-css';

const CSS = [
  ':root{--a:1}',
  '*,:before{box-sizing:border-box}',
  '.m_used{color:red}',
  '.m_unused{color:blue}',
  '.m_used .m_other{color:green}',
  '.m_used:hover,.m_unused:hover{color:pink}',
  '@media (hover:hover){.m_unused{color:gray}}',
  '@media (hover:none){.m_used[data-x]{color:black}}',
  '@keyframes spin{from{transform:rotate(0)}to{transform:rotate(1turn)}}',
].join('');

describe('criticalCss', () => {
  const out = criticalCss(CSS, '<div class="m_used mantine-focus-auto"><span class="x"></span></div>');

  it('keeps the rules without classes and those whose classes all occur in the markup', () => {
    expect(out).toContain(':root{--a:1}');
    expect(out).toContain('*,:before{box-sizing:border-box}');
    expect(out).toContain('.m_used{color:red}');
    expect(out).toContain('@media (hover:none){.m_used[data-x]{color:black}}');
    expect(out).toContain('@keyframes spin');
  });

  it('drops rules of absent classes, the absent selectors of a list, and media blocks left empty', () => {
    expect(out).not.toContain('m_unused');
    expect(out).not.toContain('m_other');
    expect(out).toContain('.m_used:hover{color:pink}');
    expect(out).not.toContain('hover:hover');
  });

  it('keeps only the rules that style classes, and keyframes, of a component stylesheet', () => {
    expect(classRules(':root{--a:1}body{margin:0}.m_a{color:red}@media (x){.m_a{color:blue}html{x:y}}@keyframes k{from{opacity:0}}')).toBe(
      '.m_a{color:red}@media (x){.m_a{color:blue}}@keyframes k{from{opacity:0}}',
    );
  });
});
