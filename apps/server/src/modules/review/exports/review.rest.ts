// The review's one REST route (issue #38 item 4): GET /api/review/{assetId}/export?format=edl|fcpxml|premiere|csv|report
// answers the version's comments as a download. The session token as a bearer header or `access_token`; a verified
// guest (signed out, on a Bronze link) sends `guestToken` instead. The review policy decides (review.exports.ts).
import type { FastifyReply, FastifyRequest } from 'fastify';
import { reviewExportParamsSchema, reviewExportQuerySchema } from '@vms/shared';
import type { Viewer } from '../../../platform/auth/tokens.js';
import { restInput, restRoute } from '../../../platform/rest.js';
import { userFileHeaders } from '../../../platform/storage/content-types.js';
import type { Services } from '../../../services.js';
import { exportComments } from './review.exports.js';

export function registerReviewRoutes(fastify: Parameters<typeof restRoute>[0], s: Services) {
  const serve = async (req: FastifyRequest, reply: FastifyReply, viewer: Viewer | null) => {
    const { params, query } = restInput(req, { params: reviewExportParamsSchema, query: reviewExportQuerySchema });
    const file = await exportComments(s, viewer, { assetId: params.assetId, ...query });
    // an attachment in a sandbox, never sniffed: the report opens as a page of its own, not of the app
    return reply
      .headers(userFileHeaders(file.fileName))
      .header('content-type', file.contentType)
      .header('cache-control', 'private, no-store')
      .send(file.body);
  };
  restRoute(fastify, s, {
    method: 'GET',
    url: '/api/review/:assetId/export',
    access: 'review-export',
    // a guest has no session: the guest token in the query stands for it (and must be a verified guest's)
    unsigned: (req, reply) => {
      const q = req.query as { guestToken?: unknown; access_token?: unknown };
      const session = req.headers.authorization || q.access_token;
      return !session && typeof q.guestToken === 'string' && q.guestToken ? serve(req, reply, null) : null;
    },
    handler: (req, reply, viewer) => serve(req, reply, viewer),
  });
}
