import { decodeBase64Url } from '../../lib/jwt';

export interface ResetTokenHead {
  email: string;
  /** Expiry, seconds since the epoch. */
  exp: number;
}

/** The reset token's first segment (before '.') is base64url JSON {email, exp}; null when unreadable. */
export function readResetToken(token: string | undefined): ResetTokenHead | null {
  const head = token?.split('.')[0];
  if (!head) return null;
  try {
    const value = JSON.parse(decodeBase64Url(head)) as Partial<ResetTokenHead>;
    if (typeof value.email !== 'string' || !value.email || typeof value.exp !== 'number') return null;
    return { email: value.email, exp: value.exp };
  } catch {
    return null;
  }
}
