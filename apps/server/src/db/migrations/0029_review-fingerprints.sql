CREATE TABLE "review_fingerprints" (
	"asset_id" uuid PRIMARY KEY NOT NULL,
	"frames" integer NOT NULL,
	"data" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "review_assets" ADD COLUMN "source_frame_rate" text;--> statement-breakpoint
ALTER TABLE "review_assets" ADD COLUMN "source_start_timecode" text;--> statement-breakpoint
ALTER TABLE "review_comments" ADD COLUMN "carried_from_id" text;--> statement-breakpoint
ALTER TABLE "review_comments" ADD COLUMN "carried_from_version" integer;--> statement-breakpoint
ALTER TABLE "review_comments" ADD COLUMN "carry" text;--> statement-breakpoint
ALTER TABLE "review_fingerprints" ADD CONSTRAINT "review_fingerprints_asset_id_review_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."review_assets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "review_comments_carried_key" ON "review_comments" USING btree ("asset_id","carried_from_id");