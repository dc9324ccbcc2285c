-- Data versions for the result cache (platform/read-cache.ts, ADR 0016): a version per group of tables, bumped by a
-- statement trigger on each table of the group inside the writing transaction, so a reader that sees the new version
-- also sees the write. One row update per writing statement, not per row.
CREATE TABLE "data_versions" (
	"name" text PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
INSERT INTO data_versions (name) VALUES ('listings'), ('brokers'), ('projects');
--> statement-breakpoint
CREATE OR REPLACE FUNCTION bump_data_versions() RETURNS trigger AS $$
BEGIN
  UPDATE data_versions SET version = version + 1 WHERE name = ANY (TG_ARGV);
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER assets_data_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON assets
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_versions('listings');
--> statement-breakpoint
CREATE TRIGGER asset_brokers_data_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON asset_brokers
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_versions('listings');
--> statement-breakpoint
CREATE TRIGGER asset_orders_data_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON asset_orders
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_versions('listings');
--> statement-breakpoint
CREATE TRIGGER brokers_data_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON brokers
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_versions('listings', 'brokers');
--> statement-breakpoint
CREATE TRIGGER projects_data_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON projects
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_versions('listings', 'projects');
