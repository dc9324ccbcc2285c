// GET /api/export-file: the 'HS Non Sync' brokers as an xlsx, streamed row by row (exceljs streaming writer) from
// keyset batches, so a large export never sits in memory.
import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import ExcelJS from 'exceljs';
import { hsExportFileName, hsOutOfSyncFilterSchema } from '@vms/shared';
import type { Services } from '../../services.js';
import { parseInput } from '../../platform/errors.js';
import { restRoute } from '../../platform/rest.js';
import { outOfSyncBatches } from './brokers.service.js';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export const EXPORT_COLUMNS = [
  { header: 'First Name', key: 'firstName', width: 16 },
  { header: 'Last Name', key: 'lastName', width: 16 },
  { header: 'Company', key: 'company', width: 28 },
  { header: 'Email', key: 'email', width: 32 },
  { header: 'Phone', key: 'phone', width: 26 },
  { header: 'Updated In VMS', key: 'brokerUpdatedAt', width: 20, style: { numFmt: 'mm/dd/yyyy hh:mm' } },
  { header: 'CRM Email', key: 'crmEmail', width: 32 },
  { header: 'CRM Phone', key: 'crmPhone', width: 26 },
  { header: 'Last Pushed To CRM', key: 'lastPushedAt', width: 20, style: { numFmt: 'mm/dd/yyyy hh:mm' } },
  { header: 'Sync Error', key: 'crmSyncError', width: 36 },
] as const;

export function registerBrokersRest(fastify: FastifyInstance, services: Services): void {
  restRoute(fastify, services, {
    method: 'GET',
    url: '/api/export-file',
    access: 'export-file',
    handler: async (req, reply) => {
      const query = req.query as { start_date?: string; end_date?: string };
      const filter = parseInput(hsOutOfSyncFilterSchema, { startDate: query.start_date || null, endDate: query.end_date || null });

      const out = new PassThrough();
      const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
      const sheet = workbook.addWorksheet('HS Non Sync');
      sheet.columns = EXPORT_COLUMNS.map((c) => ({ ...c }));
      sheet.getRow(1).font = { bold: true };
      sheet.getRow(1).commit();

      (async () => {
        for await (const batch of outOfSyncBatches(services.db, filter)) {
          for (const b of batch) {
            sheet
              .addRow({
                ...b,
                phone: b.phone.join(', '),
                crmPhone: b.crmPhone?.join(', ') ?? null,
              })
              .commit();
          }
        }
        sheet.commit();
        await workbook.commit();
      })().catch((err: unknown) => {
        req.log.error({ err }, 'export-file failed while streaming');
        out.destroy(err as Error);
      });

      return reply
        .type(XLSX)
        .header('content-disposition', `attachment; filename="${hsExportFileName(filter.startDate, filter.endDate)}"`)
        .header('cache-control', 'no-store')
        .send(out);
    },
  });
}
