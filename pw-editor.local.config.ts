import base from './playwright.config';
export default { ...base, webServer: { ...(base as { webServer: Record<string, unknown> }).webServer, reuseExistingServer: true, timeout: 400_000 } };
