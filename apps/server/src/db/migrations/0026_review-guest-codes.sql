ALTER TABLE "review_guests" ALTER COLUMN "verified_at" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "review_guests" ALTER COLUMN "verified_at" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "review_guests" ADD COLUMN "code_hash" text;--> statement-breakpoint
ALTER TABLE "review_guests" ADD COLUMN "code_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "review_guests" ADD COLUMN "code_attempts" integer DEFAULT 0 NOT NULL;