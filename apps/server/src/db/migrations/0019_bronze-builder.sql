CREATE TABLE "bronze_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"asset_id" uuid,
	"project_id" uuid,
	"owner_id" uuid,
	"elite_auction" text,
	"saved_chapter" integer DEFAULT 0 NOT NULL,
	"render_id" uuid,
	"render_started_at" timestamp with time zone,
	"landed_render_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bronze_orders_asset_id_unique" UNIQUE("asset_id"),
	CONSTRAINT "bronze_orders_project_id_unique" UNIQUE("project_id")
);
--> statement-breakpoint
CREATE TABLE "bronze_segments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"chapter" integer NOT NULL,
	"form_data" jsonb NOT NULL,
	"changed" boolean DEFAULT true NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bronze_orders" ADD CONSTRAINT "bronze_orders_asset_id_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bronze_orders" ADD CONSTRAINT "bronze_orders_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bronze_orders" ADD CONSTRAINT "bronze_orders_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bronze_segments" ADD CONSTRAINT "bronze_segments_order_id_bronze_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."bronze_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bronze_segments" ADD CONSTRAINT "bronze_segments_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bronze_segments_order_chapter_idx" ON "bronze_segments" USING btree ("order_id","chapter");