// Publishes a review event on every topic that carries it (the folder is the key).
import type { Services } from '../../services.js';
import type { ReviewEvent } from './review.events.js';
import './review.events.js';

export function publishReview(s: Pick<Services, 'pubsub'>, e: ReviewEvent): void {
  s.pubsub.publish('reviewStatus', e.folderId, e);
  if (e.status === 'COMMENT_ADDED') s.pubsub.publish('reviewCommentAdded', e.folderId, e);
  if (e.status === 'COMMENT_ACCEPTED') s.pubsub.publish('reviewCommentAccepted', e.folderId, e);
  if (e.status === 'REVIEW_COMPLETED') s.pubsub.publish('reviewCompleted', e.folderId, e);
}
