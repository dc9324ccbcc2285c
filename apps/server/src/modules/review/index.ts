// review: the frame-accurate review player's data — review links, version stacks, frame comments with annotations,
// approvals by role, guests, comment work and Bronze review completion (part B §2.2, §4; docs/adr/0019-review.md).
import { defineDomain } from '../core/index.js';
import { reviewCopyJob } from './review.media.js';
import { registerReviewRoutes } from './review.rest.js';
import './review.events.js';
import './review.graphql.js';

export const reviewDomain = defineDomain({
  name: 'review',
  jobs: [reviewCopyJob],
  rest: registerReviewRoutes,
});

/** For the Bronze builder: its rendered versions enter the review folder. */
export { addRenderedVersion } from './review.rendered.js';
/** For the editor portal's project timeline: the versions uploaded for review. */
export { reviewVersionsOf } from './review.versions.js';
