import { bigint, boolean, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { Annotation } from '@vms/shared';
import { projects, users } from '../core/index.js';
import { projectFolders } from '../files/files.table.js';

/**
 * One version of the video (or image) under review. A review folder (a project folder) holds one version stack:
 * version 1 is its root, whose id the review link carries; addReviewAssetsByEditor adds the next version.
 */
export const reviewAssets = pgTable(
  'review_assets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    folderId: uuid('folder_id')
      .notNull()
      .references(() => projectFolders.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    fileName: text('file_name').notNull(),
    fileType: text('file_type').notNull(),
    fileSize: bigint('file_size', { mode: 'number' }).notNull().default(0),
    /** The storage key of the file as uploaded (or rendered). */
    assetLink: text('asset_link').notNull(),
    /** The constant 20 fps, no-B-frame copy the player plays (null for images, and until the transcode is done). */
    reviewKey: text('review_key'),
    /** inprogress, complete or failed (the review copy). */
    status: text('status').notNull().default('inprogress'),
    error: text('error'),
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    /** Set when the review of this version is completed (Bronze: videoPlayerReviewComplete). */
    brokerReviewStatus: text('broker_review_status'),
    reviewCompletedAt: timestamp('review_completed_at', { withTimezone: true }),
    /** The uploaded file's own frame rate as ffprobe gives it ("30000/1001"), for source timecodes (issue #38). */
    sourceFrameRate: text('source_frame_rate'),
    /** The uploaded file's start timecode tag ("01:00:00;00"), if it has one. */
    sourceStartTimecode: text('source_start_timecode'),
    /** When the PM last opened it from the drafts list (updateReviewAssetStatus). */
    seenAt: timestamp('seen_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('review_assets_folder_version_key').on(t.folderId, t.version), index('review_assets_project_idx').on(t.projectId)],
);

/** A comment on one frame (or a range of frames) of a version, with its drawn annotations; replies carry parentId. */
export const reviewComments = pgTable(
  'review_comments',
  {
    /** Random hex (part B §3). */
    id: text('id').primaryKey(),
    assetId: uuid('asset_id')
      .notNull()
      .references(() => reviewAssets.id, { onDelete: 'cascade' }),
    parentId: text('parent_id'),
    /** The one truth of time: the integer frame at 20 fps; the timecode is derived (DECISIONS.md part B). */
    frame: integer('frame').notNull(),
    /** The out frame of a range comment. */
    frameOut: integer('frame_out'),
    commentText: text('comment_text').notNull().default(''),
    /** Storage key of the jpeg screenshot. */
    screenshotKey: text('screenshot_key'),
    annotations: jsonb('annotations').$type<Annotation[]>().notNull().default([]),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    userName: text('user_name').notNull(),
    userEmail: text('user_email').notNull(),
    /** The review actor (ADMIN, PM, QC, QA, USER, EDITOR, GUEST). */
    userRole: text('user_role').notNull(),
    source: text('source').notNull().default('video player'),
    toEditor: boolean('to_editor').notNull().default(false),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    isEdited: boolean('is_edited').notNull().default(false),
    /** A note carried from an earlier version (issue #38): the first comment of its thread, on version `carriedFromVersion`. */
    carriedFromId: text('carried_from_id'),
    carriedFromVersion: integer('carried_from_version'),
    /** Where the carried note landed: `unchanged` (its frames are the same: not yet addressed), `moved`, or `not_found`. */
    carry: text('carry'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('review_comments_asset_idx').on(t.assetId, t.frame),
    uniqueIndex('review_comments_carried_key').on(t.assetId, t.carriedFromId),
  ],
);

/**
 * A version's per-frame fingerprint (issue #38): every frame of its review copy as a 16×9 grey thumbnail, frame after
 * frame, base64. Computed once by the review.fingerprint job; two versions' fingerprints align their frames.
 */
export const reviewFingerprints = pgTable('review_fingerprints', {
  assetId: uuid('asset_id')
    .primaryKey()
    .references(() => reviewAssets.id, { onDelete: 'cascade' }),
  frames: integer('frames').notNull(),
  data: text('data').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Approve / revert actions on a version; the latest is "the first review action entry" of §4. */
export const reviewActions = pgTable(
  'review_actions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    assetId: uuid('asset_id')
      .notNull()
      .references(() => reviewAssets.id, { onDelete: 'cascade' }),
    actionTaken: text('action_taken').notNull(),
    lastActionBy: text('last_action_by').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('review_actions_asset_idx').on(t.assetId, t.createdAt)],
);

/**
 * E-mail guests of a review folder: approveReviewAssetCommentUser e-mails a one-time code (only its SHA-256 kept here),
 * verifyReviewAssetCommentUser takes it back and sets verifiedAt (issue #34 finding 7).
 */
export const reviewGuests = pgTable(
  'review_guests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    folderId: uuid('folder_id')
      .notNull()
      .references(() => projectFolders.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    codeHash: text('code_hash'),
    codeExpiresAt: timestamp('code_expires_at', { withTimezone: true }),
    codeAttempts: integer('code_attempts').notNull().default(0),
  },
  (t) => [uniqueIndex('review_guests_folder_email_key').on(t.folderId, t.email)],
);

/** A review stage's optional due day per review folder (issue #38 item 5): set by PM or admin, null rows are deleted. */
export const reviewStageDues = pgTable(
  'review_stage_dues',
  {
    folderId: uuid('folder_id')
      .notNull()
      .references(() => projectFolders.id, { onDelete: 'cascade' }),
    /** INTERNAL or CLIENT (REVIEW_STAGES in packages/shared/src/review-stages.ts). */
    stage: text('stage').notNull(),
    dueOn: date('due_on', { mode: 'string' }).notNull(),
    setBy: uuid('set_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.folderId, t.stage] })],
);

/** The daily digests sent (issue #38 item 5): one per reviewer e-mail per UTC day, so a retry or a second instance sends none. */
export const reviewDigests = pgTable(
  'review_digests',
  {
    email: text('email').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    reviews: integer('reviews').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.email, t.day] })],
);

export type ReviewAssetRow = typeof reviewAssets.$inferSelect;
export type ReviewCommentRow = typeof reviewComments.$inferSelect;
