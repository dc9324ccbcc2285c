import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { linkOrigin } from './links.js';

describe('the origin of e-mailed links (issue #21 finding 2)', () => {
  it('is the configured default whatever Host the request names, or its brand variant when the request came there', () => {
    const { origins } = loadConfig({ PORT: '3000' });
    expect(linkOrigin(origins, 'evil.example')).toBe('http://localhost:3000');
    expect(linkOrigin(origins, undefined)).toBe('http://localhost:3000');
    expect(linkOrigin(origins, 'vidpitch.localhost:3000')).toBe('http://vidpitch.localhost:3000');
    expect(linkOrigin(origins, 'vidpitch.evil.example')).toBe('http://localhost:3000');
  });

  it("follows PUBLIC_URL, and lists only the app's origins (the Vite dev server in development only)", () => {
    const prod = loadConfig({ PUBLIC_URL: 'https://vms.example.com/', PORT: '8080' });
    expect(linkOrigin(prod.origins, 'localhost:8080')).toBe('https://vms.example.com');
    expect(linkOrigin(prod.origins, 'vidpitch.vms.example.com')).toBe('https://vidpitch.vms.example.com');
    expect(prod.origins.allowed).toEqual(['https://vms.example.com', 'https://vidpitch.vms.example.com']);
    expect(loadConfig({ NODE_ENV: 'development' }).origins.allowed).toContain('http://localhost:5173');
  });
});
