CREATE TABLE "renders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"video_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"template_id" integer NOT NULL,
	"form_data" jsonb NOT NULL,
	"status" text DEFAULT 'inprogress' NOT NULL,
	"progress" real DEFAULT 0 NOT NULL,
	"error" text,
	"video_key" text,
	"review_key" text,
	"gif_key" text,
	"poster_key" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "renders" ADD CONSTRAINT "renders_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "renders_video_version_key" ON "renders" USING btree ("video_id","version");--> statement-breakpoint
CREATE INDEX "renders_status_idx" ON "renders" USING btree ("status");