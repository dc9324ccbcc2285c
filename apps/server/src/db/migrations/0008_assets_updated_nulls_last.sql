-- The search sorts listings by updated_on DESC NULLS LAST, id; an index in that order lets a page of a common term be a
-- short walk instead of sorting every match (drizzle-kit does not see a change of NULLS order, hence by hand).
DROP INDEX IF EXISTS "assets_updated_idx";--> statement-breakpoint
CREATE INDEX "assets_updated_idx" ON "assets" USING btree ("updated_on" DESC NULLS LAST,"id");
