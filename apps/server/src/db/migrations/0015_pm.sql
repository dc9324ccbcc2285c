CREATE TABLE "editor_profiles" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"skills" text[] DEFAULT '{}' NOT NULL,
	"available_from" date NOT NULL,
	"location" text,
	"time_zone" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "editor_feedback" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"editor_id" uuid NOT NULL,
	"from_user_id" uuid,
	"project_quality_review" integer NOT NULL,
	"project_finish_on_time_review" integer NOT NULL,
	"ease_of_collabration_review" integer NOT NULL,
	"time_badge" text NOT NULL,
	"comments_on_editor" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "crexi_link" text;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "b4u_link" text;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "google_link" text;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "delivery_date" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "is_pilot_invite_accepted" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "is_editor_invite_accepted" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "editor_profiles" ADD CONSTRAINT "editor_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "editor_feedback" ADD CONSTRAINT "editor_feedback_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "editor_feedback" ADD CONSTRAINT "editor_feedback_editor_id_users_id_fk" FOREIGN KEY ("editor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "editor_feedback" ADD CONSTRAINT "editor_feedback_from_user_id_users_id_fk" FOREIGN KEY ("from_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "editor_feedback_project_key" ON "editor_feedback" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "editor_feedback_editor_idx" ON "editor_feedback" USING btree ("editor_id","created_at");