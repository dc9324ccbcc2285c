ALTER TABLE "renders" ADD COLUMN "cuts_status" text;--> statement-breakpoint
ALTER TABLE "renders" ADD COLUMN "cuts_error" text;