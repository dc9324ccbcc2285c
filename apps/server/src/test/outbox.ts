// The local mail adapter's outbox as tests read it: every message written so far, quoted-printable undone.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export function outboxOf(dataDir: string): string[] {
  const dir = join(dataDir, 'outbox');
  if (!existsSync(dir)) return [];
  return readdirSync(dir).map((f) =>
    readFileSync(join(dir, f), 'utf8')
      .replace(/=\r?\n/g, '')
      .replace(/=3D/g, '='),
  );
}
