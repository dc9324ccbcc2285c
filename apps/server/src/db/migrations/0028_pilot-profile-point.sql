ALTER TABLE "pilot_profiles" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "pilot_profiles" ADD COLUMN "longitude" double precision;