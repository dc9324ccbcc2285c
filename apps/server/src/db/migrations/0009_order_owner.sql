ALTER TABLE "asset_orders" ADD COLUMN "owner_id" uuid;--> statement-breakpoint
ALTER TABLE "asset_orders" ADD CONSTRAINT "asset_orders_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "asset_orders_owner_idx" ON "asset_orders" USING btree ("owner_id");--> statement-breakpoint
-- Orders made before owners existed belong to whoever saved them for later, else to whoever wrote them last.
UPDATE "asset_orders" o SET "owner_id" = coalesce(a."pending_by", o."updated_by") FROM "assets" a WHERE a."id" = o."asset_id";
