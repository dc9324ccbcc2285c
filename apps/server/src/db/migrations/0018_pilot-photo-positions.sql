CREATE TABLE "pilot_photo_positions" (
	"key" text PRIMARY KEY NOT NULL,
	"project_id" uuid NOT NULL,
	"lat" double precision,
	"lng" double precision,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pilot_photo_positions" ADD CONSTRAINT "pilot_photo_positions_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pilot_photo_positions_project_idx" ON "pilot_photo_positions" USING btree ("project_id");