import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROUTE_PAGES_FILE } from '@vms/shared';
import { loadWebPages, routePageFinder } from './web-pages.js';

const find = routePageFinder([
  { pattern: '/crexi-search', page: 'shell' },
  { pattern: '/crexi-search/results', page: 'search' },
  { pattern: '/crexi-search/property-detail/:assetId/:tab?', page: 'order' },
  { pattern: '/crexi-search/property-detail/*', page: 'order-rest' },
  { pattern: '/:uuid/video-draft', page: 'draft' },
  { pattern: '/management-portal/projects', page: 'redirect' },
  { pattern: '/management-portal/projects', page: 'layout' },
  { pattern: '/management-portal/projects/:slug/project-detail', page: 'detail' },
  { pattern: '/management-portal/projects/active-projects', page: 'list' },
  { pattern: '/plain', page: null },
  { pattern: '*', page: 'no-access' },
]);

describe('routePageFinder (react-router ranking)', () => {
  it('prefers static segments over parameters, whatever the order listed', () => {
    expect(find('/management-portal/projects/active-projects')).toBe('list');
    expect(find('/management-portal/projects/completed/project-detail')).toBe('detail');
    expect(find('/crexi-search/results')).toBe('search');
    expect(find('/0b1c/video-draft')).toBe('draft');
  });

  it('reads optional segments and splats as the router does', () => {
    expect(find('/crexi-search/property-detail/42')).toBe('order');
    expect(find('/crexi-search/property-detail/42/plan')).toBe('order');
    expect(find('/crexi-search/property-detail/42/plan/extra')).toBe('order-rest');
    expect(find('/somewhere/unknown/deep')).toBe('no-access');
  });

  it('takes the first of equal rank, ignores case and trailing slashes, and may name no page', () => {
    expect(find('/management-portal/projects/')).toBe('redirect');
    expect(find('/CREXI-search/Results')).toBe('search');
    expect(find('/plain')).toBeNull();
    // a malformed escape gets the plain index page
    expect(find('/%E0%A4%A')).toBeNull();
  });
});

describe('loadWebPages', () => {
  const dist = mkdtempSync(join(tmpdir(), 'vms-web-pages-'));
  mkdirSync(join(dist, 'pages'));
  writeFileSync(join(dist, 'login.html'), '<div id="root">form</div><script>boot()</script>');
  writeFileSync(join(dist, 'pages/search.html'), '<html></html>');
  writeFileSync(
    join(dist, ROUTE_PAGES_FILE),
    JSON.stringify([
      { pattern: '/crexi-search/results', page: 'pages/search.html' },
      { pattern: '/gone', page: 'pages/missing.html' },
    ]),
  );
  const pages = loadWebPages(dist, 'vidpitch');

  it('sends the login page, a route page, or index.html (null), and nothing on the alternate brand', () => {
    expect(pages.fileFor('/login?next=1', 'vms.test')).toBe('login.html');
    expect(pages.fileFor('/crexi-search/results?page=2', 'vms.test')).toBe('pages/search.html');
    expect(pages.fileFor('/gone', 'vms.test')).toBeNull();
    expect(pages.fileFor('/elsewhere', 'vms.test')).toBeNull();
    expect(pages.fileFor('/crexi-search/results', 'vidpitch.vms.test')).toBeNull();
    expect(pages.scriptHashes).toHaveLength(1);
  });
});
