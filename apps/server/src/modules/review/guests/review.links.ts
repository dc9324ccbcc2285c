// The review's sealed texts (AES-256-GCM, DECISIONS.md part B): the review link (a root version's id), the player link
// (a version's id) and a verified guest's token (e-mail, folder, expiry).
import { GUEST_TOKEN_DAYS } from '@vms/shared';
import { resolveJwtSecret } from '../../../platform/auth/tokens.js';
import { createSecretBox, type SecretBox } from '../../../platform/secret-box.js';
import type { Services } from '../../../services.js';

type Deps = Pick<Services, 'config'>;

/** The review links' key: derived from the app's JWT secret (the configured one, or the one generated into DATA_DIR). */
const boxes = new Map<string, SecretBox>();
function boxOf(s: Deps): SecretBox {
  const id = `${s.config.jwtSecret ?? ''}|${s.config.dataDir}`;
  let box = boxes.get(id);
  if (!box) {
    box = createSecretBox(`${resolveJwtSecret(s.config.jwtSecret, s.config.dataDir)}:review-links`);
    boxes.set(id, box);
  }
  return box;
}

type Sealed = { r: string } | { a: string } | { g: string; f: string; e?: number };

function openToken(s: Deps, token: string | null | undefined): Sealed | null {
  if (!token || token.length > 600) return null;
  try {
    return JSON.parse(boxOf(s).open(token)) as Sealed;
  } catch {
    return null;
  }
}

/** The review link's token: the encrypted rootId. */
export const reviewToken = (s: Deps, rootId: string) => boxOf(s).seal(JSON.stringify({ r: rootId }));
/** The /player/{videoId} text: the encrypted asset id. */
export const playerToken = (s: Deps, assetId: string) => boxOf(s).seal(JSON.stringify({ a: assetId }));
/** A verified guest's token: e-mail, folder and expiry (GUEST_TOKEN_DAYS; a token without one is refused). */
export const guestToken = (s: Deps, email: string, folderId: string) =>
  boxOf(s).seal(JSON.stringify({ g: email, f: folderId, e: Math.floor(Date.now() / 1000) + GUEST_TOKEN_DAYS * 86_400 }));
export const reviewPath = (token: string) => `/video-draft/${token}`;

/** The root version id a review link names; null for anything else. */
export function rootOfReviewToken(s: Deps, token: string | null | undefined): string | null {
  const sealed = openToken(s, token);
  return sealed && 'r' in sealed ? sealed.r : null;
}

/** The version id a player link names; null for anything else. */
export function assetOfPlayerToken(s: Deps, token: string | null | undefined): string | null {
  const sealed = openToken(s, token);
  return sealed && 'a' in sealed ? sealed.a : null;
}

/** The e-mail of a guest token for this folder that has not expired; null otherwise. */
export function guestOfToken(s: Deps, token: string | null | undefined, folderId: string): string | null {
  const g = openToken(s, token);
  return g && 'g' in g && g.f === folderId && typeof g.e === 'number' && g.e * 1000 > Date.now() ? g.g : null;
}
