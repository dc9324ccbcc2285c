// Project-account credentials (PM and admin popover), the customer's images of an order, and the embedded frame.
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { IFRAME_ROLES, ROLES } from '@vms/shared';
import type { Services } from '../../services.js';
import type { Db } from '../../db/client.js';
import type { Viewer } from '../../platform/auth/tokens.js';
import { customAssetImages, projectCredentials } from './management.table.js';
import { embeddedTableUrl } from './embedded-table/embedded-table.js';
import { projectNotFound, projectScope, projects, visibleProject } from '../core/index.js';

export const NO_CREDENTIALS = 'No credentials are stored for this project.';

export async function getAllCredentialsByProject(s: Pick<Services, 'db' | 'secrets'>, viewer: Viewer, projectId: number) {
  const project = await visibleProject(s.db, viewer, 'read', projectId);
  const rows = await s.db
    .select()
    .from(projectCredentials)
    .where(eq(projectCredentials.projectId, project.id))
    .orderBy(asc(projectCredentials.createdAt));
  return rows.map((r) => ({ email: r.email, role: r.role, password: s.secrets.open(r.passwordCipher) }));
}

/** The customer's project account, so a PM can act on the customer's behalf; a message when there is none. */
export async function accessPMOnUserBehalf(s: Pick<Services, 'db' | 'secrets'>, viewer: Viewer, projectId: number) {
  const project = await visibleProject(s.db, viewer, 'read', projectId);
  const [row] = await s.db
    .select()
    .from(projectCredentials)
    .where(and(eq(projectCredentials.projectId, project.id), eq(projectCredentials.role, ROLES.USER)))
    .limit(1);
  if (!row) return { email: null, password: null, msg: NO_CREDENTIALS };
  return { email: row.email, password: s.secrets.open(row.passwordCipher), msg: null };
}

/** Stores a project account with its password sealed (used by checkout and the seed). */
export async function addProjectCredential(
  s: Pick<Services, 'secrets'>,
  db: Db,
  c: { projectId: string; email: string; role: string; password: string },
) {
  await db
    .insert(projectCredentials)
    .values({ projectId: c.projectId, email: c.email, role: c.role, passwordCipher: s.secrets.seal(c.password) });
}

/**
 * getCustomAssetImages: the images added to an order, by the asset's or project's uuid. A customer sees only the
 * images of their own projects' uuids (or of assets not yet ordered); staff see all.
 */
export async function getCustomAssetImages(
  { db, storage }: Pick<Services, 'db' | 'storage'>,
  viewer: Viewer,
  input: { fileType: string; offset: number; limit: number; uuid: string; packageType: string; chapter?: string | null },
) {
  // The uuid of a project the viewer may not read answers as if it did not exist; an asset's uuid is not a project.
  const scope = projectScope(viewer, 'read');
  if (scope === null) throw projectNotFound();
  if (scope && /^[0-9a-f-]{36}$/i.test(input.uuid)) {
    const uuidMatch: SQL = eq(projects.id, input.uuid);
    const [owned] = await db.select({ id: projects.id }).from(projects).where(and(uuidMatch, scope));
    const [anyProject] = await db.select({ id: projects.id }).from(projects).where(uuidMatch);
    if (anyProject && !owned) throw projectNotFound();
  }
  const rows = await db
    .select()
    .from(customAssetImages)
    .where(
      and(
        eq(customAssetImages.uuid, input.uuid),
        eq(customAssetImages.packageType, input.packageType.toUpperCase()),
        // the builder stores the spec's kinds (IMAGE, LOGO, QR_CODE, PROPERTY_BOUNDARY); callers may ask in any case
        sql`upper(${customAssetImages.fileType}) = ${input.fileType.toUpperCase()}`,
        input.chapter ? eq(customAssetImages.chapter, input.chapter) : undefined,
      ),
    )
    .orderBy(asc(customAssetImages.chapter), asc(customAssetImages.createdAt))
    .limit(input.limit)
    .offset(input.offset);
  // uploaded pictures are storage keys: the browser gets a signed link (seeded data URLs pass through)
  return Promise.all(
    rows.map(async (r) => (/^(data:|https?:)/i.test(r.s3ImageLink) ? r : { ...r, s3ImageLink: await storage.readUrl(r.s3ImageLink) })),
  );
}

/**
 * The embedded table frame (getIframe) for customer, PM and admin: MANAGEMENT_IFRAME_URL when set, else VMS's own
 * embeddable table of the same projects (docs/adr/0013), so the spec's frame shows on a fresh install too.
 */
export async function getIframe(s: Services, viewer: Viewer): Promise<{ iframe: string | null }> {
  const template = s.config.managementIframeUrl;
  if (!IFRAME_ROLES.includes(viewer.role)) return { iframe: null };
  if (!template) return { iframe: await embeddedTableUrl(s, viewer) };
  const url = template.replace('{role}', encodeURIComponent(viewer.role)).replace('{userId}', encodeURIComponent(viewer.id));
  return { iframe: url };
}
