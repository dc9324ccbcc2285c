CREATE TABLE "review_actions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"asset_id" uuid NOT NULL,
	"action_taken" text NOT NULL,
	"last_action_by" text NOT NULL,
	"user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "review_assets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"folder_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"file_name" text NOT NULL,
	"file_type" text NOT NULL,
	"file_size" bigint DEFAULT 0 NOT NULL,
	"asset_link" text NOT NULL,
	"review_key" text,
	"status" text DEFAULT 'inprogress' NOT NULL,
	"error" text,
	"uploaded_by" uuid,
	"broker_review_status" text,
	"review_completed_at" timestamp with time zone,
	"seen_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "review_comments" (
	"id" text PRIMARY KEY NOT NULL,
	"asset_id" uuid NOT NULL,
	"parent_id" text,
	"frame" integer NOT NULL,
	"frame_out" integer,
	"comment_text" text DEFAULT '' NOT NULL,
	"screenshot_key" text,
	"annotations" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"user_id" uuid,
	"user_name" text NOT NULL,
	"user_email" text NOT NULL,
	"user_role" text NOT NULL,
	"source" text DEFAULT 'video player' NOT NULL,
	"to_editor" boolean DEFAULT false NOT NULL,
	"completed_at" timestamp with time zone,
	"accepted_at" timestamp with time zone,
	"is_edited" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "review_guests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"folder_id" uuid NOT NULL,
	"email" text NOT NULL,
	"verified_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "review_actions" ADD CONSTRAINT "review_actions_asset_id_review_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."review_assets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_actions" ADD CONSTRAINT "review_actions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_assets" ADD CONSTRAINT "review_assets_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_assets" ADD CONSTRAINT "review_assets_folder_id_project_folders_id_fk" FOREIGN KEY ("folder_id") REFERENCES "public"."project_folders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_assets" ADD CONSTRAINT "review_assets_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_comments" ADD CONSTRAINT "review_comments_asset_id_review_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."review_assets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_comments" ADD CONSTRAINT "review_comments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_guests" ADD CONSTRAINT "review_guests_folder_id_project_folders_id_fk" FOREIGN KEY ("folder_id") REFERENCES "public"."project_folders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "review_actions_asset_idx" ON "review_actions" USING btree ("asset_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "review_assets_folder_version_key" ON "review_assets" USING btree ("folder_id","version");--> statement-breakpoint
CREATE INDEX "review_assets_project_idx" ON "review_assets" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "review_comments_asset_idx" ON "review_comments" USING btree ("asset_id","frame");--> statement-breakpoint
CREATE UNIQUE INDEX "review_guests_folder_email_key" ON "review_guests" USING btree ("folder_id","email");