CREATE TABLE "project_track_counts" (
	"track_status" text PRIMARY KEY NOT NULL,
	"n" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION project_track_counts_sync() RETURNS trigger AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE project_track_counts SET n = n - 1 WHERE track_status = OLD.track_status;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO project_track_counts (track_status, n) VALUES (NEW.track_status, 1)
    ON CONFLICT (track_status) DO UPDATE SET n = project_track_counts.n + 1;
  END IF;
  RETURN NULL;
END
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER projects_track_counts AFTER INSERT OR DELETE OR UPDATE OF track_status ON projects
  FOR EACH ROW EXECUTE FUNCTION project_track_counts_sync();--> statement-breakpoint
INSERT INTO project_track_counts (track_status, n) SELECT track_status, count(*) FROM projects GROUP BY track_status;
