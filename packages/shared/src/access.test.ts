import { describe, expect, it } from 'vitest';
import { canOpen, loginRedirect, roleRedirect, switcherLinksFor, routeAccess } from './access.js';
import { ROLES } from './roles.js';

describe('route access', () => {
  it('lets the listed roles in and keeps the others out', () => {
    expect(canOpen('/brokers-directory/flagged-records', ROLES.OPERATOR)).toBe(true);
    expect(canOpen('/brokers-directory/flagged-records', ROLES.USER)).toBe(false);
    expect(canOpen('/crexi-search/results', ROLES.VMS_SALES_PERSON)).toBe(false);
    expect(canOpen('/sales-portal/deals', ROLES.VMS_SALES_PERSON)).toBe(true);
    expect(canOpen('/pilot-portal/edit-profile', ROLES.VMS_PILOT)).toBe(true);
    expect(canOpen('/pilot-portal/edit-profile', ROLES.VMS_PM)).toBe(false);
    expect(canOpen('/assets-listing', ROLES.ADMIN)).toBe(false);
  });
  it('treats unlisted pages as public and /dashboard as any signed-in role', () => {
    expect(routeAccess('/forgot-password')).toBeUndefined();
    expect(canOpen('/dashboard', null)).toBe(false);
    expect(canOpen('/dashboard', ROLES.BROKER)).toBe(true);
  });
  it('does not match a prefix inside a longer segment', () => {
    expect(routeAccess('/dashboards')).toBeUndefined();
  });
});

describe('login redirect', () => {
  it('sends each role to its home', () => {
    expect(loginRedirect(ROLES.OPERATOR, false)).toBe('/brokers-directory/update-missing-details');
    expect(loginRedirect(ROLES.VMS_QC, false)).toBe('/pm-portal/projects/project-list');
    expect(loginRedirect(ROLES.VMS_EDITOR, true)).toBe('/editor-portal/projects/project-list');
    expect(loginRedirect(ROLES.VMS_EDITOR, false)).toBe('/editor-create-profile');
    expect(loginRedirect(ROLES.VMS_SALES_PERSON, false)).toBe('/sales-portal/deals/');
    expect(loginRedirect(ROLES.VMS_PILOT, false)).toBe('/pilot-dashboard/0');
    expect(loginRedirect(ROLES.VMS_PILOT, false, '/pilot-dashboard/12')).toBe('/pilot-dashboard/12');
    expect(loginRedirect(ROLES.VMS_PILOT, false, '/dashboard')).toBe('/pilot-dashboard/0');
    expect(loginRedirect(ROLES.ADMIN, false)).toBe('/crexi-search/results');
    expect(loginRedirect(ROLES.USER, false, '/management-portal/projects/completed')).toBe('/management-portal/projects/completed');
    expect(loginRedirect(ROLES.USER, false, '/brokers-directory/flagged-records')).toBe('/crexi-search/results');
    expect(loginRedirect(ROLES.BROKER, false)).toBe('/assets-listing');
    expect(loginRedirect(ROLES.VIDPITCH_ADMIN, false)).toBe('/assets-listing');
  });
});

describe('portal switcher', () => {
  it('is hidden for roles outside admin, PM, user, QA, QC', () => {
    expect(switcherLinksFor(ROLES.OPERATOR)).toEqual([]);
    expect(switcherLinksFor(ROLES.VMS_EDITOR)).toEqual([]);
  });
  it('shows each link by its own list', () => {
    expect(switcherLinksFor(ROLES.USER).map((l) => l.label)).toEqual(['Sales Portal', 'Management Portal']);
    expect(switcherLinksFor(ROLES.VMS_PM)).toHaveLength(7);
  });
});

describe('role redirects', () => {
  it('sends operators on the sales home to the brokers directory, and nobody else', () => {
    expect(roleRedirect('/crexi-search/results', ROLES.OPERATOR)).toBe('/brokers-directory');
    expect(roleRedirect('/crexi-search', ROLES.OPERATOR)).toBe('/brokers-directory');
    expect(roleRedirect('/crexi-search/results', ROLES.USER)).toBeUndefined();
    expect(roleRedirect('/pm-portal', ROLES.OPERATOR)).toBeUndefined();
  });
});
