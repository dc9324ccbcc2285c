// The origin of links the app e-mails (reset links, order summaries). Security #21 finding 2: never the request's Host
// header. The request may only choose among the configured origins (the app's own, or its VidPitch brand variant).
import type { Config } from '../config.js';

export function linkOrigin(origins: Config['origins'], requestHost: string | undefined): string {
  if (requestHost) {
    const host = requestHost.toLowerCase();
    const match = [origins.appUrl, origins.brandUrl].find((o) => new URL(o).host === host);
    if (match) return match;
  }
  return origins.appUrl;
}
