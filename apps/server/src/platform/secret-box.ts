// Secrets at rest (project-account credentials): AES-256-GCM with a random 96-bit IV per value.
// Stored as `v1.<iv>.<tag>.<ciphertext>` (base64url), so a key or format change can be told apart later.
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export interface SecretBox {
  seal(plain: string): string;
  open(sealed: string): string;
}

/** The configured secret, or one generated once into DATA_DIR/<file> so that it survives restarts. */
export function configuredOrStoredSecret(configured: string | undefined, dataDir: string, fileName: string, bytes: number): string {
  if (configured) return configured;
  const file = join(dataDir, fileName);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(bytes).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** CREDENTIALS_KEY, or a key generated once into DATA_DIR/credentials-key. */
export const resolveCredentialsKey = (configured: string | undefined, dataDir: string) =>
  configuredOrStoredSecret(configured, dataDir, 'credentials-key', 32);

/** Any configured string becomes a 32-byte key through SHA-256, so operators may use a passphrase or random bytes. */
export function createSecretBox(secret: string): SecretBox {
  const key = createHash('sha256').update(secret).digest();
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return ['v1', iv, cipher.getAuthTag(), body].map((p) => (typeof p === 'string' ? p : p.toString('base64url'))).join('.');
    },
    open(sealed) {
      const [version, iv, tag, body] = sealed.split('.');
      if (version !== 'v1' || !iv || !tag || body === undefined) throw new Error('Unreadable sealed secret');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
    },
  };
}
