CREATE TABLE "asset_galleries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"asset_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"source_url" text NOT NULL,
	"image_key" text,
	"thumbnail_key" text,
	"processed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "asset_nearby_places" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"asset_id" uuid NOT NULL,
	"name" text NOT NULL,
	"distance_from_asset" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "asset_orders" (
	"asset_id" uuid PRIMARY KEY NOT NULL,
	"project_plan" text DEFAULT 'PLATINUM' NOT NULL,
	"elite_auction" text,
	"call_to_action" text,
	"interior_video_contact" jsonb,
	"auction" jsonb,
	"crexi_default_brokers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"included_brokers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"map_screenshot" text,
	"map_geopoints" jsonb,
	"user_instructions" jsonb,
	"quote_properties" jsonb,
	"saved_tab" integer,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crm_deals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"asset_id" uuid NOT NULL,
	"project_id" uuid,
	"deal_name" text NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"quote_properties" jsonb NOT NULL,
	"crm_id" text,
	"pushed_at" timestamp with time zone,
	"push_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "assets" ADD COLUMN "gallery_synced_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "assets" ADD COLUMN "gallery_sync_error" text;--> statement-breakpoint
ALTER TABLE "asset_galleries" ADD CONSTRAINT "asset_galleries_asset_id_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_nearby_places" ADD CONSTRAINT "asset_nearby_places_asset_id_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_orders" ADD CONSTRAINT "asset_orders_asset_id_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_orders" ADD CONSTRAINT "asset_orders_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_deals" ADD CONSTRAINT "crm_deals_asset_id_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "asset_galleries_asset_position_idx" ON "asset_galleries" USING btree ("asset_id","position");--> statement-breakpoint
CREATE INDEX "asset_nearby_places_asset_idx" ON "asset_nearby_places" USING btree ("asset_id","distance_from_asset","position");--> statement-breakpoint
CREATE UNIQUE INDEX "crm_deals_asset_idx" ON "crm_deals" USING btree ("asset_id");