CREATE TABLE "vidpitch_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"video_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"intent_id" text NOT NULL,
	"secret_hash" text,
	"amount" integer NOT NULL,
	"currency" text DEFAULT 'usd' NOT NULL,
	"status" text NOT NULL,
	"last_error" text,
	"broker_email" text NOT NULL,
	"billing" jsonb,
	"card_last4" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vidpitch_purchases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"video_id" uuid NOT NULL,
	"payment_id" uuid NOT NULL,
	"amount" integer NOT NULL,
	"purchased_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vidpitch_videos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"asset_id" uuid NOT NULL,
	"broker_id" uuid,
	"broker_email" text NOT NULL,
	"broker_user_id" uuid,
	"render_id" uuid,
	"draft_render_id" uuid,
	"draft_key" text,
	"registration_token_hash" text,
	"registration_expires_at" timestamp with time zone,
	"registration_used_at" timestamp with time zone,
	"email_sent_at" timestamp with time zone,
	"purchased_at" timestamp with time zone,
	"watch_time" text,
	"watched_at" timestamp with time zone,
	"modify_requested_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "vidpitch_payments" ADD CONSTRAINT "vidpitch_payments_video_id_vidpitch_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."vidpitch_videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vidpitch_purchases" ADD CONSTRAINT "vidpitch_purchases_video_id_vidpitch_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."vidpitch_videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vidpitch_purchases" ADD CONSTRAINT "vidpitch_purchases_payment_id_vidpitch_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."vidpitch_payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vidpitch_purchases" ADD CONSTRAINT "vidpitch_purchases_purchased_by_users_id_fk" FOREIGN KEY ("purchased_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vidpitch_videos" ADD CONSTRAINT "vidpitch_videos_asset_id_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vidpitch_videos" ADD CONSTRAINT "vidpitch_videos_broker_id_brokers_id_fk" FOREIGN KEY ("broker_id") REFERENCES "public"."brokers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vidpitch_videos" ADD CONSTRAINT "vidpitch_videos_broker_user_id_users_id_fk" FOREIGN KEY ("broker_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "vidpitch_payments_intent_key" ON "vidpitch_payments" USING btree ("provider","intent_id");--> statement-breakpoint
CREATE INDEX "vidpitch_payments_video_idx" ON "vidpitch_payments" USING btree ("video_id");--> statement-breakpoint
CREATE UNIQUE INDEX "vidpitch_purchases_video_key" ON "vidpitch_purchases" USING btree ("video_id");--> statement-breakpoint
CREATE UNIQUE INDEX "vidpitch_purchases_payment_key" ON "vidpitch_purchases" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "vidpitch_videos_broker_user_idx" ON "vidpitch_videos" USING btree ("broker_user_id","modified_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "vidpitch_videos_modified_idx" ON "vidpitch_videos" USING btree ("modified_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "vidpitch_videos_asset_idx" ON "vidpitch_videos" USING btree ("asset_id");