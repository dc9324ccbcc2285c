// Live events of the review: topics of graphql/pubsub.ts, keyed by the review folder (one version stack).

/** What the review subscriptions deliver: which folder and version changed, and how. */
export interface ReviewEvent {
  folderId: string;
  assetId: string;
  commentId: string | null;
  /** COMMENT_ADDED, COMMENT_COMPLETED, COMMENT_ACCEPTED, APPROVED, DECLINED, VERSION_ADDED, VERSION_READY,
   *  NOTES_CARRIED (the previous version's open notes are on this one), REVIEW_COMPLETED. */
  status: string;
}

declare module '../../graphql/pubsub.js' {
  interface Topics {
    /** Any change of a review folder's comments, actions or versions (reviewAssetCommentStatus). */
    reviewStatus: [folderId: string, payload: ReviewEvent];
    /** A comment was added (addedBrokerCommentsOnReviewAsset). */
    reviewCommentAdded: [folderId: string, payload: ReviewEvent];
    /** Comments were accepted by the PM (acceptedBrokerComment). */
    reviewCommentAccepted: [folderId: string, payload: ReviewEvent];
    /** The review was completed (videoPlayerReviewComplete). */
    reviewCompleted: [folderId: string, payload: ReviewEvent];
  }
}
