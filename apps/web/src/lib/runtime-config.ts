import { ALTERNATE_BRAND_HOST_KEYWORD } from '@vms/shared';

/** Settings the server injects at runtime through /config.js (see index.html). */
export interface RuntimeConfig {
  supportPhone: string;
  supportEmail: string;
  brandHostPrefix: string;
  /** A part size that replaces the spec's table (a test setting of the server); null normally. */
  uploadPartSize: number | null;
  /** The boundary map's tile template (Leaflet syntax) and its attribution (HTML). */
  mapTileUrl: string;
  mapTileAttribution: string;
  /** Null when the server can render video; else why not ('Video rendering is not available on this server: …'). */
  videoUnavailable: string | null;
}

declare global {
  interface Window {
    __VMS_CONFIG__?: Partial<RuntimeConfig>;
  }
}

const DEFAULTS: RuntimeConfig = {
  supportPhone: '(800) 555-0199',
  supportEmail: 'support@vms.test',
  brandHostPrefix: ALTERNATE_BRAND_HOST_KEYWORD,
  uploadPartSize: null,
  mapTileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  mapTileAttribution: '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors',
  videoUnavailable: null,
};

function pick(value: unknown, fallback: string): string {
  return typeof value === 'string' && value.trim() ? value : fallback;
}

export function runtimeConfig(): RuntimeConfig {
  const injected = typeof window === 'undefined' ? undefined : window.__VMS_CONFIG__;
  return {
    supportPhone: pick(injected?.supportPhone, DEFAULTS.supportPhone),
    supportEmail: pick(injected?.supportEmail, DEFAULTS.supportEmail),
    brandHostPrefix: pick(injected?.brandHostPrefix, DEFAULTS.brandHostPrefix),
    uploadPartSize: typeof injected?.uploadPartSize === 'number' && injected.uploadPartSize > 0 ? injected.uploadPartSize : null,
    mapTileUrl: pick(injected?.mapTileUrl, DEFAULTS.mapTileUrl),
    mapTileAttribution: pick(injected?.mapTileAttribution, DEFAULTS.mapTileAttribution),
    videoUnavailable:
      typeof injected?.videoUnavailable === 'string' && injected.videoUnavailable ? injected.videoUnavailable : DEFAULTS.videoUnavailable,
  };
}

/** The alternate (VidPitch) brand is chosen by the host name (DECISIONS.md "Names and placeholders"). */
export function isAlternateBrand(hostname: string = typeof window === 'undefined' ? '' : window.location.hostname): boolean {
  return hostname.toLowerCase().startsWith(runtimeConfig().brandHostPrefix.toLowerCase());
}
