import { describe, expect, it } from 'vitest';
import { createSecretBox } from './secret-box.js';

describe('secret box (AES-256-GCM)', () => {
  const box = createSecretBox('a passphrase of sixteen+ chars');
  it('round-trips, with a fresh IV each time', () => {
    const a = box.seal('Crx-123456');
    const b = box.seal('Crx-123456');
    expect(a).not.toBe(b);
    expect(a).not.toContain('Crx');
    expect(box.open(a)).toBe('Crx-123456');
  });
  it('refuses a tampered value and another key', () => {
    const sealed = box.seal('secret');
    const parts = sealed.split('.');
    parts[3] = Buffer.from('tampered').toString('base64url');
    expect(() => box.open(parts.join('.'))).toThrow();
    expect(() => createSecretBox('another key, long enough').open(sealed)).toThrow();
  });
});
