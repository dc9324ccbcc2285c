// sales: the listing search, pending orders, the eight-tab order and checkout (docs/adr/0008, 0009).
import type { Services } from '../../services.js';
import { defineDomain } from '../core/index.js';
import { galleryJob } from './feed/gallery.job.js';
import { crmDealPushJob } from './checkout/sales.jobs.js';
import { mapTileSource, registerSalesRest } from './sales.rest.js';
import { listingIndexOf } from './search/sales.service.js';
import './search/sales.graphql.js';
import './order/order.graphql.js';

/**
 * For the files domain (order images are written only by those who may write the order, and cleaned when unused),
 * the pilot (the order's site details and boundary), Bronze and VidPitch (a listing's processed gallery images fill a
 * video's image slots).
 */
export { checkDefaultBrokerWritable, checkOrderWritable, isAnotherCustomersOrder } from './sales.policy.js';
export { orderImageKeys, orderOf } from './order/order.service.js';
export { galleryKeysOf, galleryPending } from './feed/gallery.js';
export { keepOrderOnPlan, orderOwnerOf } from './order/order.pending.js';

export const salesDomain = defineDomain({
  name: 'sales',
  jobs: [galleryJob, crmDealPushJob],
  rest: registerSalesRest,
  // the listing index is built at start, so the first searches after a restart are not the slow ones (ADR 0016)
  started: (services: Services) => {
    if (services.config.searchIndex) void listingIndexOf(services).refresh();
  },
  // the boundary map's tiles are shown as images and read again (fetch) when the map is captured
  cspSources: (config) => [mapTileSource(config.map.tileUrl)].filter((o): o is string => !!o),
});
