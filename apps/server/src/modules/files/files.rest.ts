// File endpoints on the same host (part B §7, part A §7): the session token as `access_token` (query or body) or a
// bearer header. Downloads and zips stream from the store to the socket; nothing holds a whole file.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ZipArchive } from 'archiver';
import { FILE_MESSAGES, ROLES, mediaFileType } from '@vms/shared';
import type { Services } from '../../services.js';
import { emit } from '../../platform/outbox/outbox.js';
import type { Viewer } from '../../platform/auth/tokens.js';
import { restInput, restRoute, restText } from '../../platform/rest.js';
import { baseName, projectPrefix, thumbnailKey } from '../../platform/storage/keys.js';
import { attachment, userFileHeaders } from '../../platform/storage/content-types.js';
import { badInput, forbidden, notFound } from '../../platform/errors.js';
import { folderAccess, parseKey, permissionOn, permissionsOf, projectFolderTree, projectFor } from './files.policy.js';
import { folderTopic } from './files.service.js';
import { publicFileDeleterFor } from './public-delete.js';

// The bodies, parsed with zod (platform/rest.ts): a path of a file or folder, the Bronze project's uuid.
const pathText = (name: string) => restText(1024, name).refine((v) => v.trim().length > 0, `${name} is required.`);
const fileBody = z.object({ file: pathText('file') });
const folderBody = z.object({ folder: pathText('folder') });
const bronzeBody = z.object({
  project_uuid: z
    .string('project_uuid is required.')
    .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, 'project_uuid is not a valid id.'),
  project_name: restText(200, 'project_name').optional(),
});

export { attachment };

export function registerFileRoutes(fastify: FastifyInstance, s: Services) {
  /**
   * The body parsed with `schema`; errors (ours, bad input, the unexpected) become JSON `{ error }` with a matching
   * status in the app's one REST error handler (platform/rest.ts). restRoute has checked the token and the role.
   */
  const handle =
    <B extends z.ZodType>(schema: B, fn: (viewer: Viewer, body: z.infer<B>, reply: FastifyReply) => Promise<unknown>) =>
    (req: FastifyRequest, reply: FastifyReply, viewer: Viewer) =>
      fn(viewer, restInput(req, { body: schema }).body, reply);

  /** Streams a zip of `entries` (key → name inside the zip); store-only for media, which is already compressed. */
  async function sendZip(reply: FastifyReply, fileName: string, entries: { key: string; name: string }[]) {
    const zip = new ZipArchive({ zlib: { level: 1 } });
    reply.header('content-type', 'application/zip').header('content-disposition', attachment(fileName));
    let current: (NodeJS.ReadableStream & { destroy?: () => void }) | undefined;
    let closed = false;
    // A client that goes away stops the zip, and with it the read of the file being added.
    reply.raw.once('close', () => {
      closed = true;
      current?.destroy?.();
      zip.abort();
    });
    void (async () => {
      try {
        for (const e of entries) {
          if (closed) return;
          const obj = await s.storage.driver.get(e.key);
          if (!obj) continue;
          current = obj.stream;
          const compressed = mediaFileType(e.key) === 'other' || mediaFileType(e.key) === 'xlsx';
          // one entry at a time: the next file opens only once archiver has read this one to its end
          const done = new Promise<void>((resolve, reject) => {
            obj.stream.once('end', resolve);
            obj.stream.once('close', resolve);
            obj.stream.once('error', reject);
          });
          zip.append(obj.stream, { name: e.name, store: !compressed });
          await done;
        }
        if (!closed) await zip.finalize();
      } catch (err) {
        s.log.error({ err }, 'zip stream failed');
        zip.abort();
      }
    })();
    return reply.send(zip);
  }

  restRoute(fastify, s, {
    method: 'POST',
    url: '/api/s3-file-delete',
    access: 's3-file-delete',
    project: { purpose: 'files', arg: 'file', kind: 'file' },
    // a public page's own uploads (a VidPitch video's pictures) are deleted by the domain that owns them, without a session
    unsigned: (req) => {
      const file = (req.body as { file?: unknown } | null)?.file;
      const owner = publicFileDeleterFor(file);
      return owner ? owner.remove(String(file), req.ip) : null;
    },
    handler: handle(fileBody, async (viewer, body) => {
      const { key, project } = await folderAccess(s.db, viewer, body.file, 'post', true);
      if (!(await s.storage.driver.head(key))) throw notFound(FILE_MESSAGES.deleteFailed);
      await s.storage.driver.delete(key);
      await s.storage.driver.delete(thumbnailKey(key));
      await emit(s.db, folderTopic, project.id, { projectId: project.id, path: key, action: 'DELETED' });
      return { message: FILE_MESSAGES.deleted };
    }),
  });

  restRoute(fastify, s, {
    method: 'POST',
    url: '/api/s3-file-download',
    access: 's3-file-download',
    project: { purpose: 'files', arg: 'file', kind: 'file' },
    handler: handle(fileBody, async (viewer, body, reply) => {
      const { key } = await folderAccess(s.db, viewer, body.file, 'view', true);
      return sendFile(reply, key);
    }),
  });

  async function sendFile(reply: FastifyReply, key: string) {
    const obj = await s.storage.driver.get(key);
    if (!obj) throw notFound(FILE_MESSAGES.downloadFailed);
    return reply
      .header('content-type', obj.contentType)
      .header('content-length', obj.size)
      .headers(userFileHeaders(baseName(key)))
      .send(obj.stream);
  }

  restRoute(fastify, s, {
    method: 'POST',
    url: '/api/s3-zip-download',
    access: 's3-zip-download',
    project: { purpose: 'files', arg: 'folder', kind: 'folder' },
    handler: handle(folderBody, async (viewer, body, reply) => {
      const { key: folderPath, project, folder } = await folderAccess(s.db, viewer, body.folder, 'view', false);
      // Only what the viewer may view: sub-folders they lack permission on are left out of the zip.
      const { folders, chainOf } = await projectFolderTree(s.db, project.id);
      const perms = await permissionsOf(s.db, viewer.id);
      const visible = new Set(folders.filter((f) => permissionOn(perms, chainOf(f))).map((f) => f.path));
      const objects = await s.storage.driver.list(`${folderPath}/`, true);
      const entries = objects
        .filter((o) => visible.has(o.key.slice(0, o.key.lastIndexOf('/'))))
        .map((o) => ({ key: o.key, name: o.key.slice(folderPath.length + 1) }));
      return sendZip(reply, `${project.projectName} - ${folder.name}.zip`, entries);
    }),
  });

  // 'Download Final Video File' (part B §7): the project's customer, any video of their project; everyone else needs
  // the view permission on the video's folder, as every other file endpoint (issue #21, finding 15).
  restRoute(fastify, s, {
    method: 'POST',
    url: '/api/final-video-download',
    access: 'final-video-download',
    project: { purpose: 'deliver', arg: 'file', kind: 'file' },
    handler: handle(fileBody, async (viewer, body, reply) => {
      let key: string;
      if (viewer.role === ROLES.USER) {
        const parsed = parseKey(body.file);
        await projectFor(s.db, viewer, parsed.projectId, 'deliver');
        key = parsed.key;
      } else {
        ({ key } = await folderAccess(s.db, viewer, body.file, 'view', true));
      }
      if (mediaFileType(key) !== 'video') throw badInput('This file is not a video.', 'file');
      // a version under review is the final file only once the last review stage approved it (issue #38 item 5); review
      // reads the files domain, so it is loaded here when asked, not at start (no import cycle between the two)
      const { finalFileBlock } = await import('../review/index.js');
      const block = await finalFileBlock(s.db, parseKey(key).projectId, key);
      if (block) throw forbidden(block);
      return sendFile(reply, key);
    }),
  });

  // Bronze images zip (part A §7): the customer of a Bronze project and studio staff (REST_ACCESS); JSON `{ error }` on failure.
  restRoute(fastify, s, {
    method: 'POST',
    url: '/api/bronze-images-download',
    access: 'bronze-images-download',
    project: { purpose: 'deliver', arg: 'project_uuid', kind: 'uuid' },
    handler: handle(bronzeBody, async (viewer, body, reply) => {
      const project = await projectFor(s.db, viewer, body.project_uuid.toLowerCase(), 'deliver');
      if (project.plan !== 'BRONZE') throw badInput('This project is not on the Bronze plan.', 'project_uuid');
      const prefix = `${projectPrefix(project.id)}${BRONZE_IMAGES}/`;
      const objects = await s.storage.driver.list(prefix, true);
      if (!objects.length) throw notFound('No images have been uploaded for this project yet.');
      const name = body.project_name?.trim() || project.projectName;
      return sendZip(
        reply,
        `BronzeImages-${name}.zip`,
        objects.map((o) => ({ key: o.key, name: o.key.slice(prefix.length) })),
      );
    }),
  });
}

/** Where the chapter builder keeps a Bronze project's images (the bronze issue writes there). */
export const BRONZE_IMAGES = 'bronze-images';
