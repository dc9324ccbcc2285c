CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "custom_asset_images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"uuid" text NOT NULL,
	"file_type" text NOT NULL,
	"package_type" text NOT NULL,
	"chapter" text,
	"s3_image_link" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_credentials" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"password_cipher" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "projects_track_updated_idx";--> statement-breakpoint
ALTER TABLE "attention_alerts" ADD COLUMN "action_value" boolean;--> statement-breakpoint
ALTER TABLE "attention_alerts" ADD COLUMN "remind_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "project_sections" ADD COLUMN "asana_section_id" text;--> statement-breakpoint
ALTER TABLE "project_sections" ADD COLUMN "missing_tasks" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "project_sections" ADD COLUMN "sync_required" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "project_sections" ADD COLUMN "sync_status" text DEFAULT 'SYNCED' NOT NULL;--> statement-breakpoint
ALTER TABLE "project_tasks" ADD COLUMN "asana_task_id" text;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "asana_project_id" text;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "is_new_template" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "final_download" text;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "slack_link" text;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "hubspot_link" text;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "render_error" text;--> statement-breakpoint
ALTER TABLE "project_credentials" ADD CONSTRAINT "project_credentials_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "custom_asset_images_uuid_idx" ON "custom_asset_images" USING btree ("uuid","package_type","created_at");--> statement-breakpoint
CREATE INDEX "project_credentials_project_idx" ON "project_credentials" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "attention_alerts_project_idx" ON "attention_alerts" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "projects_name_trgm_idx" ON "projects" USING gin (lower("project_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "projects_track_updated_idx" ON "projects" USING btree ("track_status","updated_at" DESC NULLS LAST,"id" DESC NULLS LAST);