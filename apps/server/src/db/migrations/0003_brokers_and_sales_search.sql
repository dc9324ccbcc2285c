CREATE TABLE "crm_contacts" (
	"broker_id" uuid PRIMARY KEY NOT NULL,
	"crm_id" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"company" text,
	"email" text,
	"phone" text[] DEFAULT '{}' NOT NULL,
	"pushed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "brokers_last_first_idx";--> statement-breakpoint
ALTER TABLE "brokers" ADD COLUMN "flag_type" text;--> statement-breakpoint
ALTER TABLE "brokers" ADD COLUMN "priority" integer;--> statement-breakpoint
ALTER TABLE "brokers" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "brokers" ADD COLUMN "flagged_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "brokers" ADD COLUMN "crm_synced_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "brokers" ADD COLUMN "crm_sync_error" text;--> statement-breakpoint
ALTER TABLE "brokers" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(first_name || ' ' || last_name || ' ' || coalesce(company, '') || ' ' || coalesce(email, ''))) STORED;--> statement-breakpoint
ALTER TABLE "assets" ADD COLUMN "is_auction" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "assets" ADD COLUMN "pending_by" uuid;--> statement-breakpoint
ALTER TABLE "crm_contacts" ADD CONSTRAINT "crm_contacts_broker_id_brokers_id_fk" FOREIGN KEY ("broker_id") REFERENCES "public"."brokers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assets" ADD CONSTRAINT "assets_pending_by_users_id_fk" FOREIGN KEY ("pending_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "brokers_most_listings_idx" ON "brokers" USING btree ("total_active_assets_count" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "brokers_newest_idx" ON "brokers" USING btree ("created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "brokers_updated_idx" ON "brokers" USING btree ("broker_updated_at" DESC NULLS LAST,"id") WHERE "brokers"."broker_updated_at" is not null;--> statement-breakpoint
CREATE INDEX "brokers_flagged_idx" ON "brokers" USING btree ("priority","flagged_at" DESC NULLS LAST) WHERE "brokers"."flag_type" is not null;--> statement-breakpoint
CREATE INDEX "brokers_search_trgm_idx" ON "brokers" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "brokers_first_name_prefix_idx" ON "brokers" USING btree (lower("first_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "brokers_last_name_prefix_idx" ON "brokers" USING btree (lower("last_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "assets_updated_idx" ON "assets" USING btree ("updated_on" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "assets_pending_idx" ON "assets" USING btree ("pending_by") WHERE "assets"."pending_by" is not null;--> statement-breakpoint
CREATE INDEX "brokers_last_first_idx" ON "brokers" USING btree ("last_name","first_name","id");