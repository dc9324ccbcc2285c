/** The claims VMS reads from a session token (part A §3): role, exp and data.email. */
export interface TokenClaims {
  role?: string;
  exp?: number;
  data?: { email?: string; id?: string };
}

/** Decodes base64url text (no padding needed) to a UTF-8 string; throws on malformed input. */
export function decodeBase64Url(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
}

/** The payload of a JWT without verifying it (the server verifies); null when it cannot be read. */
export function decodeJwtPayload(token: string): TokenClaims | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const parsed: unknown = JSON.parse(decodeBase64Url(payload));
    return parsed && typeof parsed === 'object' ? (parsed as TokenClaims) : null;
  } catch {
    return null;
  }
}
