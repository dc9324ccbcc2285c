DROP INDEX "brokers_first_name_prefix_idx";--> statement-breakpoint
DROP INDEX "brokers_last_name_prefix_idx";--> statement-breakpoint
DROP INDEX "asset_brokers_broker_idx";--> statement-breakpoint
CREATE INDEX "brokers_first_name_search_idx" ON "brokers" USING btree (lower("first_name") text_pattern_ops,"first_name","id");--> statement-breakpoint
CREATE INDEX "brokers_last_name_search_idx" ON "brokers" USING btree (lower("last_name") text_pattern_ops,"last_name","id");--> statement-breakpoint
CREATE INDEX "brokers_company_search_idx" ON "brokers" USING gin (lower("company") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "asset_brokers_broker_asset_idx" ON "asset_brokers" USING btree ("broker_id","asset_id");