CREATE TABLE "invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"role" text NOT NULL,
	"invited_by" uuid,
	"company_name" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"token_hash" text,
	"expires_at" timestamp with time zone,
	"used_at" timestamp with time zone,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"folder_id" uuid,
	"notes_from" uuid,
	"notes_to" uuid,
	"notes_user_role" text NOT NULL,
	"note_text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pilot_flights" (
	"project_id" uuid PRIMARY KEY NOT NULL,
	"b4u_link" text,
	"approval" boolean DEFAULT false NOT NULL,
	"flight_at" timestamp with time zone,
	"is_scheduled" boolean DEFAULT false NOT NULL,
	"google_link" text,
	"accepted_by_pilot" text,
	"answered_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pilot_profiles" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"company_name" text,
	"address" text,
	"city" text,
	"state" text,
	"zip" text,
	"coverage_area" text,
	"faa_license_number" text,
	"faa_expire_date" text,
	"insurance_policy_number" text,
	"insurance_expire_date" text,
	"drone_platform" text,
	"camera" text,
	"offer_interior_drone_photos" boolean DEFAULT false NOT NULL,
	"offer_professional_interior_drone_photos" boolean DEFAULT false NOT NULL,
	"offer_matter_port_or_other_tours" boolean DEFAULT false NOT NULL,
	"offer_thermal_drone" boolean DEFAULT false NOT NULL,
	"is_profile_updated" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pilot_shots" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"example_link" text,
	"folder_types" text NOT NULL,
	"uploading_path" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"is_asset_uploaded" boolean DEFAULT false NOT NULL,
	"is_marked_completed" boolean DEFAULT false NOT NULL,
	"has_note_added" boolean DEFAULT false NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notes" ADD CONSTRAINT "notes_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notes" ADD CONSTRAINT "notes_folder_id_pilot_shots_id_fk" FOREIGN KEY ("folder_id") REFERENCES "public"."pilot_shots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notes" ADD CONSTRAINT "notes_notes_from_users_id_fk" FOREIGN KEY ("notes_from") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notes" ADD CONSTRAINT "notes_notes_to_users_id_fk" FOREIGN KEY ("notes_to") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pilot_flights" ADD CONSTRAINT "pilot_flights_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pilot_profiles" ADD CONSTRAINT "pilot_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pilot_shots" ADD CONSTRAINT "pilot_shots_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pilot_shots" ADD CONSTRAINT "pilot_shots_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invitations_token_hash_key" ON "invitations" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "invitations_user_idx" ON "invitations" USING btree ("user_id","status");--> statement-breakpoint
CREATE INDEX "invitations_project_idx" ON "invitations" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "notes_project_idx" ON "notes" USING btree ("project_id","created_at");--> statement-breakpoint
CREATE INDEX "notes_folder_idx" ON "notes" USING btree ("folder_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "pilot_shots_path_key" ON "pilot_shots" USING btree ("uploading_path");--> statement-breakpoint
CREATE INDEX "pilot_shots_project_idx" ON "pilot_shots" USING btree ("project_id","folder_types","position");--> statement-breakpoint
-- Backfill (docs/adr/0016-pilot.md): the template shot list of every project made before the pilot domain, and its flight row.
INSERT INTO "project_folders" ("project_id", "parent_id", "name", "folder_type", "path", "depth", "position")
SELECT p.project_id, p.id, v.title, 'Default', p.path || '/' || v.title, p.depth + 1, 1 + v.pos
FROM "project_folders" p CROSS JOIN (VALUES
  ('Establishing Orbit', '<p>A slow <strong>360° orbit</strong> around the property at 150–200 ft, building centred.</p>', 'https://www.youtube.com/@vms-aerial-examples/orbit', 0),
  ('Approach Reveal', '<p>Fly toward the front entrance from the street, rising to reveal the roofline.</p>', 'https://www.youtube.com/@vms-aerial-examples/reveal', 1),
  ('Top-Down Pass', '<p>Camera straight down (90°), a steady pass over the whole parcel.</p>', 'https://www.youtube.com/@vms-aerial-examples/top-down', 2),
  ('Street Frontage', '<p>A lateral truck along the frontage at 40–60 ft showing access and signage.</p>', 'https://www.youtube.com/@vms-aerial-examples/frontage', 3),
  ('Parking & Access', '<p>Show the parking field, ingress and egress points.</p>', NULL, 4),
  ('Neighbourhood Pull-Back', '<p>Start close on the building and pull back and up to show nearby roads and landmarks.</p>', 'https://www.youtube.com/@vms-aerial-examples/pull-back', 5)
) AS v(title, description, link, pos)
WHERE p.path = 'projects/' || p.project_id || '/Aerial Imagery/Aerial Footage' AND NOT EXISTS (SELECT 1 FROM "pilot_shots" s WHERE s.project_id = p.project_id AND s.folder_types = 'Video')
ON CONFLICT ("path") DO NOTHING;
--> statement-breakpoint
INSERT INTO "pilot_shots" ("project_id", "title", "description", "example_link", "folder_types", "uploading_path", "position")
SELECT p.project_id, v.title, v.description, v.link, 'Video', p.path || '/' || v.title, v.pos
FROM "project_folders" p CROSS JOIN (VALUES
  ('Establishing Orbit', '<p>A slow <strong>360° orbit</strong> around the property at 150–200 ft, building centred.</p>', 'https://www.youtube.com/@vms-aerial-examples/orbit', 0),
  ('Approach Reveal', '<p>Fly toward the front entrance from the street, rising to reveal the roofline.</p>', 'https://www.youtube.com/@vms-aerial-examples/reveal', 1),
  ('Top-Down Pass', '<p>Camera straight down (90°), a steady pass over the whole parcel.</p>', 'https://www.youtube.com/@vms-aerial-examples/top-down', 2),
  ('Street Frontage', '<p>A lateral truck along the frontage at 40–60 ft showing access and signage.</p>', 'https://www.youtube.com/@vms-aerial-examples/frontage', 3),
  ('Parking & Access', '<p>Show the parking field, ingress and egress points.</p>', NULL, 4),
  ('Neighbourhood Pull-Back', '<p>Start close on the building and pull back and up to show nearby roads and landmarks.</p>', 'https://www.youtube.com/@vms-aerial-examples/pull-back', 5)
) AS v(title, description, link, pos)
WHERE p.path = 'projects/' || p.project_id || '/Aerial Imagery/Aerial Footage' AND NOT EXISTS (SELECT 1 FROM "pilot_shots" s WHERE s.project_id = p.project_id AND s.folder_types = 'Video');
--> statement-breakpoint
INSERT INTO "project_folders" ("project_id", "parent_id", "name", "folder_type", "path", "depth", "position")
SELECT p.project_id, p.id, v.title, 'Default', p.path || '/' || v.title, p.depth + 1, 1 + v.pos
FROM "project_folders" p CROSS JOIN (VALUES
  ('Front Elevation', '<p>Front of the building at 45°, 100 ft, whole facade in frame.</p>', 'https://www.youtube.com/@vms-aerial-examples/front', 0),
  ('Rear Elevation', '<p>Rear of the building at 45°, loading docks visible.</p>', NULL, 1),
  ('Four Corners', '<p>One photo from each corner of the parcel at 150 ft (4 photos).</p>', 'https://www.youtube.com/@vms-aerial-examples/corners', 2),
  ('Nadir (Overhead)', '<p>Straight-down photo of the parcel, boundary fully inside the frame.</p>', NULL, 3),
  ('High Context', '<p>400 ft looking toward the nearest highway or downtown.</p>', 'https://www.youtube.com/@vms-aerial-examples/context', 4),
  ('Signage & Entrance', '<p>Low oblique of the main entrance and monument sign.</p>', NULL, 5)
) AS v(title, description, link, pos)
WHERE p.path = 'projects/' || p.project_id || '/Aerial Imagery/Aerial Photos' AND NOT EXISTS (SELECT 1 FROM "pilot_shots" s WHERE s.project_id = p.project_id AND s.folder_types = 'Image')
ON CONFLICT ("path") DO NOTHING;
--> statement-breakpoint
INSERT INTO "pilot_shots" ("project_id", "title", "description", "example_link", "folder_types", "uploading_path", "position")
SELECT p.project_id, v.title, v.description, v.link, 'Image', p.path || '/' || v.title, v.pos
FROM "project_folders" p CROSS JOIN (VALUES
  ('Front Elevation', '<p>Front of the building at 45°, 100 ft, whole facade in frame.</p>', 'https://www.youtube.com/@vms-aerial-examples/front', 0),
  ('Rear Elevation', '<p>Rear of the building at 45°, loading docks visible.</p>', NULL, 1),
  ('Four Corners', '<p>One photo from each corner of the parcel at 150 ft (4 photos).</p>', 'https://www.youtube.com/@vms-aerial-examples/corners', 2),
  ('Nadir (Overhead)', '<p>Straight-down photo of the parcel, boundary fully inside the frame.</p>', NULL, 3),
  ('High Context', '<p>400 ft looking toward the nearest highway or downtown.</p>', 'https://www.youtube.com/@vms-aerial-examples/context', 4),
  ('Signage & Entrance', '<p>Low oblique of the main entrance and monument sign.</p>', NULL, 5)
) AS v(title, description, link, pos)
WHERE p.path = 'projects/' || p.project_id || '/Aerial Imagery/Aerial Photos' AND NOT EXISTS (SELECT 1 FROM "pilot_shots" s WHERE s.project_id = p.project_id AND s.folder_types = 'Image');
--> statement-breakpoint
INSERT INTO "project_folders" ("project_id", "parent_id", "name", "folder_type", "path", "depth", "position")
SELECT p.project_id, p.id, v.title, 'Default', p.path || '/' || v.title, p.depth + 1, 1 + v.pos
FROM "project_folders" p CROSS JOIN (VALUES
  ('Customer-Provided Docs', 'Documents the customer sent with the order.', NULL, 0),
  ('Site Plans', 'Site plans and surveys for the pilot and editor.', NULL, 1)
) AS v(title, description, link, pos)
WHERE p.path = 'projects/' || p.project_id || '/Project Inputs' AND NOT EXISTS (SELECT 1 FROM "pilot_shots" s WHERE s.project_id = p.project_id AND s.folder_types = 'Sales')
ON CONFLICT ("path") DO NOTHING;
--> statement-breakpoint
INSERT INTO "pilot_shots" ("project_id", "title", "description", "example_link", "folder_types", "uploading_path", "position")
SELECT p.project_id, v.title, v.description, v.link, 'Sales', p.path || '/' || v.title, v.pos
FROM "project_folders" p CROSS JOIN (VALUES
  ('Customer-Provided Docs', 'Documents the customer sent with the order.', NULL, 0),
  ('Site Plans', 'Site plans and surveys for the pilot and editor.', NULL, 1)
) AS v(title, description, link, pos)
WHERE p.path = 'projects/' || p.project_id || '/Project Inputs' AND NOT EXISTS (SELECT 1 FROM "pilot_shots" s WHERE s.project_id = p.project_id AND s.folder_types = 'Sales');
--> statement-breakpoint
INSERT INTO "pilot_flights" ("project_id", "accepted_by_pilot")
SELECT id, CASE WHEN pilot_id IS NOT NULL AND status IN ('ACTIVE', 'COMPLETED') THEN 'ACCEPTED' END FROM "projects"
ON CONFLICT ("project_id") DO NOTHING;
