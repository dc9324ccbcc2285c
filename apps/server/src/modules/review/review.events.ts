// Live events of the review: topics of platform/outbox/topics.ts, keyed by the review folder (one version stack).

/** What the review subscriptions deliver: which folder and version changed, and how. */
export interface ReviewEvent {
  folderId: string;
  assetId: string;
  commentId: string | null;
  /** COMMENT_ADDED, COMMENT_COMPLETED, COMMENT_ACCEPTED, APPROVED, DECLINED, VERSION_ADDED, VERSION_READY,
   *  NOTES_CARRIED (the previous version's open notes are on this one), REVIEW_COMPLETED. */
  status: string;
}

declare module '../../platform/outbox/topics.js' {
  interface Topics {
    /**
     * Any change of a review folder's comments, actions or versions (reviewAssetCommentStatus); the narrower
     * subscriptions (a comment added, accepted, the review completed) take the events of their status.
     */
    reviewStatus: [folderId: string, payload: ReviewEvent];
  }
}
