import { describe, expect, it } from 'vitest';
import { hasShell } from './signed-in-shells';

// What the shells hold is checked on the build itself (e2e/static-assets.spec.ts): rendering App here would load a
// second copy of react-router under jsdom.

const LIST = '/management-portal/projects/active-projects';

describe('signed-in shells', () => {
  it('are made for the guarded pages without parameters', () => {
    expect(hasShell(LIST)).toBe(true);
    expect(hasShell('/crexi-search/results')).toBe(true);
    expect(hasShell('/login')).toBe(false);
    expect(hasShell('/crexi-search/property-detail/:assetId/:tab?')).toBe(false);
    expect(hasShell('/brokers-directory/*')).toBe(false);
  });
});
