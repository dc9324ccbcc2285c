// Session tokens: a verified token is kept by its text (ADR 0016), so a second request skips the signature check, but
// an expired or altered token is still refused, and the account is still read on every request.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ROLES } from '@vms/shared';
import { createTokenService } from './tokens.js';

const viewer = { id: '6f1c2a8e-4b7d-4c3e-9a1f-2d5e8b7c6a90', email: 'pm@vms.test', role: ROLES.VMS_PM };
afterEach(() => vi.useRealTimers());

describe('token verification', () => {
  it('refuses a kept token once it has expired', async () => {
    const tokens = createTokenService('a-secret-of-sufficient-length-0123456789', 60);
    const token = await tokens.sign(viewer);
    expect(await tokens.verify(token)).toEqual(viewer);
    expect(await tokens.verify(token)).toEqual(viewer);
    vi.useFakeTimers({ now: Date.now() + 61_000 });
    expect(await tokens.verify(token)).toBeNull();
  });

  it('refuses an altered token and one signed with another secret', async () => {
    const tokens = createTokenService('a-secret-of-sufficient-length-0123456789', 60);
    const token = await tokens.sign(viewer);
    await tokens.verify(token);
    const [h, p, s] = token.split('.');
    expect(await tokens.verify(`${h}.${p}.${s!.slice(0, -2)}AA`)).toBeNull();
    const other = await createTokenService('another-secret-of-sufficient-length-987', 60).sign(viewer);
    expect(await tokens.verify(other)).toBeNull();
  });

  it('reads the account on every request: a token version bumped after the first check is refused', async () => {
    let tokenVersion = 0;
    const lookup = vi.fn(async () => ({ role: ROLES.VMS_PM as string, tokenVersion, dataVersions: { listings: 3 } }));
    const tokens = createTokenService('a-secret-of-sufficient-length-0123456789', 60, lookup);
    const token = await tokens.sign(viewer);
    expect(await tokens.session(token)).toEqual({ viewer, dataVersions: { listings: 3 } });
    tokenVersion = 1;
    expect(await tokens.verify(token)).toBeNull();
    expect(lookup).toHaveBeenCalledTimes(2);
  });
});
