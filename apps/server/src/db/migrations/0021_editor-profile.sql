ALTER TABLE "editor_profiles" ADD COLUMN "office_phone" text;--> statement-breakpoint
ALTER TABLE "editor_profiles" ADD COLUMN "address" text;--> statement-breakpoint
ALTER TABLE "editor_profiles" ADD COLUMN "city" text;--> statement-breakpoint
ALTER TABLE "editor_profiles" ADD COLUMN "state" text;--> statement-breakpoint
ALTER TABLE "editor_profiles" ADD COLUMN "zip" text;--> statement-breakpoint
ALTER TABLE "editor_profiles" ADD COLUMN "country" text;--> statement-breakpoint
ALTER TABLE "editor_profiles" ADD COLUMN "payment_vendor_name" text;--> statement-breakpoint
ALTER TABLE "editor_profiles" ADD COLUMN "editor_vendor_id" text;