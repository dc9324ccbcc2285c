-- Change notifications for the sessions kept in memory (platform/auth/live-sessions.ts, ADR 0016 "Sessions in
-- memory"): PostgreSQL tells every listening app process, at commit, of each new data version and of each account
-- whose role or token version changed or which was deleted. Without a listener (PGlite, or no app running) a
-- notification costs nothing.
CREATE OR REPLACE FUNCTION notify_data_version() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('vms_changes', 'v ' || NEW.name || ' ' || NEW.version);
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER data_versions_notify AFTER UPDATE ON data_versions
  FOR EACH ROW EXECUTE FUNCTION notify_data_version();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION notify_account_change() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('vms_changes', 'u ' || OLD.id);
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER users_session_notify AFTER UPDATE ON users
  FOR EACH ROW WHEN (OLD.role IS DISTINCT FROM NEW.role OR OLD.token_version IS DISTINCT FROM NEW.token_version)
  EXECUTE FUNCTION notify_account_change();
--> statement-breakpoint
CREATE TRIGGER users_session_notify_delete AFTER DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION notify_account_change();
