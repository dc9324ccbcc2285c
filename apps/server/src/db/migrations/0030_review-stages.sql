CREATE TABLE "review_digests" (
	"email" text NOT NULL,
	"day" date NOT NULL,
	"reviews" integer NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_digests_email_day_pk" PRIMARY KEY("email","day")
);
--> statement-breakpoint
CREATE TABLE "review_stage_dues" (
	"folder_id" uuid NOT NULL,
	"stage" text NOT NULL,
	"due_on" date NOT NULL,
	"set_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_stage_dues_folder_id_stage_pk" PRIMARY KEY("folder_id","stage")
);
--> statement-breakpoint
ALTER TABLE "review_stage_dues" ADD CONSTRAINT "review_stage_dues_folder_id_project_folders_id_fk" FOREIGN KEY ("folder_id") REFERENCES "public"."project_folders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_stage_dues" ADD CONSTRAINT "review_stage_dues_set_by_users_id_fk" FOREIGN KEY ("set_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;