ALTER TABLE "renders" ADD COLUMN "variants" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "renders" ADD COLUMN "vertical_key" text;--> statement-breakpoint
ALTER TABLE "renders" ADD COLUMN "square_key" text;--> statement-breakpoint
ALTER TABLE "renders" ADD COLUMN "unbranded_key" text;