ALTER TABLE "assets" ADD COLUMN "is_auction" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "assets" ADD COLUMN "pending_by" uuid;--> statement-breakpoint
ALTER TABLE "assets" ADD CONSTRAINT "assets_pending_by_users_id_fk" FOREIGN KEY ("pending_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "brokers_first_name_prefix_idx" ON "brokers" USING btree (lower("first_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "brokers_last_name_prefix_idx" ON "brokers" USING btree (lower("last_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "assets_updated_idx" ON "assets" USING btree ("updated_on" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "assets_pending_idx" ON "assets" USING btree ("pending_by") WHERE "assets"."pending_by" is not null;