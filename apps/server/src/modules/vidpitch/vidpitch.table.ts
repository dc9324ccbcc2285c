import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { assets, brokers, users } from '../core/index.js';

/**
 * A VidPitch video: a draft property video made for a listing's lead broker (part B §1, §3 "Video details"). Its id is
 * the public uuid of the e-mailed links (/{uuid}/video-draft). Its versions are render-domain renders keyed by this
 * id; `renderId` is the version shown. Until the purchase the pages play `draftKey`, a watermarked copy of that
 * render (made by the vidpitch.draft job), never the delivery file.
 */
export const vidpitchVideos = pgTable(
  'vidpitch_videos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    assetId: uuid('asset_id')
      .notNull()
      .references(() => assets.id, { onDelete: 'cascade' }),
    brokerId: uuid('broker_id').references(() => brokers.id, { onDelete: 'set null' }),
    /** Where the draft and registration links went. */
    brokerEmail: text('broker_email').notNull(),
    /** The broker's account once registered (a broker registered before gets it at creation). */
    brokerUserId: uuid('broker_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The version shown (render id), and its watermarked copy once made. */
    renderId: uuid('render_id'),
    draftRenderId: uuid('draft_render_id'),
    draftKey: text('draft_key'),
    /** Only the SHA-256 of the single-use registration token is kept. */
    registrationTokenHash: text('registration_token_hash'),
    registrationExpiresAt: timestamp('registration_expires_at', { withTimezone: true }),
    registrationUsedAt: timestamp('registration_used_at', { withTimezone: true }),
    emailSentAt: timestamp('email_sent_at', { withTimezone: true }),
    purchasedAt: timestamp('purchased_at', { withTimezone: true }),
    /** The longest time watched (hh:mm:ss) and when the broker asked to modify (updateVideoWatchTime). */
    watchTime: text('watch_time'),
    watchedAt: timestamp('watched_at', { withTimezone: true }),
    modifyRequestedAt: timestamp('modify_requested_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** modifiedDate: the last render request (the countdown runs to it plus 4 minutes). */
    modifiedAt: timestamp('modified_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('vidpitch_videos_broker_user_idx').on(t.brokerUserId, t.modifiedAt.desc()),
    index('vidpitch_videos_modified_idx').on(t.modifiedAt.desc(), t.id),
    index('vidpitch_videos_asset_idx').on(t.assetId),
  ],
);

/**
 * A payment intent of a video ($49, amount set by the server), mirrored from the provider: for the local sandbox this
 * row is the intent itself. The purchase is recorded from the provider's confirmation only.
 */
export const vidpitchPayments = pgTable(
  'vidpitch_payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    videoId: uuid('video_id')
      .notNull()
      .references(() => vidpitchVideos.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    intentId: text('intent_id').notNull(),
    /** The local sandbox's secret is stored hashed; a provider's own secret is never stored. */
    secretHash: text('secret_hash'),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull().default('usd'),
    /** requires_payment_method, processing, succeeded, canceled (the provider's intent states). */
    status: text('status').notNull(),
    lastError: text('last_error'),
    brokerEmail: text('broker_email').notNull(),
    billing: jsonb('billing').$type<Record<string, unknown>>(),
    cardLast4: text('card_last4'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('vidpitch_payments_intent_key').on(t.provider, t.intentId), index('vidpitch_payments_video_idx').on(t.videoId)],
);

/** The purchase of a video: one per video, from one confirmed intent; a replayed confirmation finds it there. */
export const vidpitchPurchases = pgTable(
  'vidpitch_purchases',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    videoId: uuid('video_id')
      .notNull()
      .references(() => vidpitchVideos.id, { onDelete: 'cascade' }),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => vidpitchPayments.id),
    amount: integer('amount').notNull(),
    purchasedBy: uuid('purchased_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('vidpitch_purchases_video_key').on(t.videoId), uniqueIndex('vidpitch_purchases_payment_key').on(t.paymentId)],
);

/**
 * Every provider event VMS acted on, by the provider's event id: a webhook delivered again (Stripe retries, a replay)
 * finds its id here and changes nothing.
 */
export const vidpitchPaymentEvents = pgTable('vidpitch_payment_events', {
  eventId: text('event_id').primaryKey(),
  provider: text('provider').notNull(),
  type: text('type').notNull(),
  intentId: text('intent_id'),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

export type VidpitchVideoRow = typeof vidpitchVideos.$inferSelect;
export type VidpitchPaymentRow = typeof vidpitchPayments.$inferSelect;
