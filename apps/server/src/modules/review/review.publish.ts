// Records a review event (the folder is the key) in the transaction of the change it tells.
import type { Db, Tx } from '../../db/client.js';
import { emit } from '../../platform/outbox/outbox.js';
import type { ReviewEvent } from './review.events.js';
import './review.events.js';

export function reviewChanged(tx: Db | Tx, e: ReviewEvent): Promise<void> {
  return emit(tx, 'reviewStatus', e.folderId, e);
}
