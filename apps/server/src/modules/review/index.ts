// review: the frame-accurate review player's data — review links, version stacks, frame comments with annotations,
// approvals by role, guests, comment work and Bronze review completion (part B §2.2, §4; docs/adr/0019-review.md).
import { defineDomain } from '../core/index.js';
import { reviewFingerprintJob } from './versions/review.carry.js';
import { reviewDigestJob } from './stages/review.digest.js';
import { reviewCopyJob } from './versions/review.media.js';
import { registerReviewRoutes } from './exports/review.rest.js';
import { finalFileBlock } from './stages/review.stages.js';
import './review.events.js';
import './review.graphql.js';

export const reviewDomain = defineDomain({
  name: 'review',
  jobs: [reviewCopyJob, reviewFingerprintJob, reviewDigestJob],
  rest: registerReviewRoutes,
  /** The files domain's final-video download: a review version is released once its last stage approved it. */
  finalFileBlock,
});

/** For the Bronze builder: its rendered versions enter the review folder. */
export { addRenderedVersion } from './versions/review.rendered.js';
/** For the editor portal's project timeline: the versions uploaded for review. */
export { reviewVersionsOf } from './versions/review.versions.js';
