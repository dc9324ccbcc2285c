// VidPitch's REST calls (part B §7): GET /api/verify-user and GET /api/download-video (public: the video's uuid names
// them, and the registration token is checked by the service), POST /api/export-video-data (VIDPITCH_ADMIN; the
// listing as an xlsx streamed row by row, with the listing's own filter rules).
import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import ExcelJS from 'exceljs';
import { z } from 'zod';
import { exportVideoDataSchema } from '@vms/shared';
import type { Services } from '../../services.js';
import { restInput, restRoute, type RestRouteConfig } from '../../platform/rest.js';
import { registerPublicFileDeleter } from '../files/index.js';
import { downloadVideo, listingBatches, verifyUser } from './vidpitch.service.js';
import { deleteVideoUpload, isVideoUploadKey } from './images/vidpitch.images.js';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const linkQuery = z.object({ link_id: z.uuid('Requested video asset does not exist.'), token: z.string().max(300).optional() });

export const EXPORT_COLUMNS = [
  { header: 'Property', key: 'property', width: 32 },
  { header: 'Broker', key: 'broker', width: 22 },
  { header: 'Broker Email', key: 'brokerEmail', width: 30 },
  { header: 'Address', key: 'address', width: 40 },
  { header: 'URL', key: 'url', width: 60 },
  { header: 'Status', key: 'status', width: 14 },
  { header: 'Render', key: 'pipelineStatus', width: 12 },
  { header: 'Watch Time', key: 'watchTime', width: 12 },
  { header: 'Modified Date', key: 'modifiedDate', width: 14, style: { numFmt: 'mm/dd/yyyy' } },
  { header: 'Purchased', key: 'purchasedAt', width: 14, style: { numFmt: 'mm/dd/yyyy' } },
] as const;

export function registerVidpitchRest(fastify: FastifyInstance, services: Services): void {
  // s3-file-delete of the modify page's own uploads (no session; the rules are deleteVideoUpload's)
  registerPublicFileDeleter('vidpitch', { owns: isVideoUploadKey, remove: (file, ip) => deleteVideoUpload(services, ip, file) });
  const open = { config: { access: 'verify-user' } satisfies RestRouteConfig };
  fastify.get('/api/verify-user', open, async (req) => {
    const { query } = restInput(req, { query: linkQuery });
    return verifyUser(services.db, query.link_id, query.token);
  });
  fastify.get('/api/download-video', { config: { access: 'download-video' } satisfies RestRouteConfig }, async (req, reply) => {
    const { query } = restInput(req, { query: linkQuery });
    const links = await downloadVideo(services, query.link_id);
    return reply.header('cache-control', 'no-store').send(links);
  });

  restRoute(fastify, services, {
    method: 'POST',
    url: '/api/export-video-data',
    access: 'export-video-data',
    handler: async (req, reply, viewer) => {
      const { body } = restInput(req, { body: exportVideoDataSchema.and(z.object({}).passthrough()) });
      const slash = (d: string | null | undefined) => (d ? d.replaceAll('-', '/') : null);
      const filter = { search: body.search ?? null, startDate: slash(body.start_date), endDate: slash(body.end_date) };
      const out = new PassThrough();
      const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
      const sheet = workbook.addWorksheet('Video Assets');
      sheet.columns = EXPORT_COLUMNS.map((c) => ({ ...c }));
      sheet.getRow(1).font = { bold: true };
      sheet.getRow(1).commit();
      (async () => {
        for await (const batch of listingBatches(services, viewer, filter)) for (const row of batch) sheet.addRow(row).commit();
        sheet.commit();
        await workbook.commit();
      })().catch((err: unknown) => {
        req.log.error({ err }, 'export-video-data failed while streaming');
        out.destroy(err as Error);
      });
      return reply
        .type(XLSX)
        .header('content-disposition', `attachment; filename="video-assets-${new Date().toISOString().slice(0, 10)}.xlsx"`)
        .header('cache-control', 'no-store')
        .send(out);
    },
  });
}
