// The order of the domains' project set-ups is what their manifests declare, not the order of the domain list.
import { describe, expect, it } from 'vitest';
import { DOMAINS } from '../index.js';
import { filesDomain } from '../files/index.js';
import { pilotDomain } from '../pilot/index.js';
import { projectSetUpOrder } from './create-project.js';
import type { DomainManifest } from './domain.js';

const setUp = (name: string, after?: string[]): DomainManifest => ({
  name,
  projectCreated: async () => {},
  ...(after ? { projectCreatedAfter: after } : {}),
});

describe('project set-up order', () => {
  it('runs the pilot’s shot folders after the files domain’s folder tree, whatever the list order', () => {
    const order = projectSetUpOrder([pilotDomain, filesDomain]);
    expect(order).toEqual([filesDomain.projectCreated, pilotDomain.projectCreated]);
    const app = projectSetUpOrder(DOMAINS);
    expect(app.indexOf(filesDomain.projectCreated!)).toBeLessThan(app.indexOf(pilotDomain.projectCreated!));
    expect(app).toHaveLength(DOMAINS.filter((d) => d.projectCreated).length);
  });

  it('keeps the list order where nothing is declared, and refuses unknown names and cycles', () => {
    const [a, b, c] = [setUp('a'), setUp('b', ['c']), setUp('c')];
    expect(projectSetUpOrder([a, b, c])).toEqual([a.projectCreated, c.projectCreated, b.projectCreated]);
    expect(() => projectSetUpOrder([setUp('a', ['nope'])])).toThrow('a: projectCreatedAfter names no project set-up: nope');
    expect(() => projectSetUpOrder([setUp('a', ['b']), setUp('b', ['a'])])).toThrow('project set-ups wait on each other: a, b');
  });
});
