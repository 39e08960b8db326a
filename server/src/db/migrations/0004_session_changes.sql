-- Session changes: server processes remember the sessions they have looked up
-- (modules/auth/session-memory.ts), so every change to what a session lookup reads is announced on
-- the channel "session_changes", from whatever process or script makes it: 'session:<id>' when a
-- session is revoked or removed, 'student:<id>' when a student signs in elsewhere (a new work
-- session) or changes family, 'member:<id>' and 'employee:<id>' likewise, and 'all' after a
-- truncate. NOTIFY is sent at commit; a listening process forgets the sessions named.
CREATE FUNCTION "announce_session_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_LEVEL = 'STATEMENT' THEN
    PERFORM pg_notify('session_changes', 'all');
  ELSIF TG_TABLE_NAME = 'sessions' THEN
    PERFORM pg_notify('session_changes', 'session:' || OLD.id);
  ELSIF TG_TABLE_NAME = 'student_sessions' AND TG_OP = 'INSERT' THEN
    PERFORM pg_notify('session_changes', 'student:' || NEW.student_id);
  ELSIF TG_TABLE_NAME = 'student_sessions' THEN
    PERFORM pg_notify('session_changes', 'student:' || OLD.student_id);
  ELSIF TG_TABLE_NAME = 'students' THEN
    PERFORM pg_notify('session_changes', 'student:' || OLD.id);
  ELSIF TG_TABLE_NAME = 'family_members' THEN
    PERFORM pg_notify('session_changes', 'member:' || OLD.id);
  ELSE
    PERFORM pg_notify('session_changes', 'employee:' || OLD.id);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "sessions_session_change" AFTER UPDATE OR DELETE ON "sessions"
  FOR EACH ROW EXECUTE FUNCTION "announce_session_change"();--> statement-breakpoint
CREATE TRIGGER "student_sessions_session_change" AFTER INSERT OR DELETE ON "student_sessions"
  FOR EACH ROW EXECUTE FUNCTION "announce_session_change"();--> statement-breakpoint
CREATE TRIGGER "students_session_change" AFTER UPDATE OF "family_account_id" OR DELETE ON "students"
  FOR EACH ROW EXECUTE FUNCTION "announce_session_change"();--> statement-breakpoint
CREATE TRIGGER "family_members_session_change" AFTER UPDATE OF "family_account_id" OR DELETE ON "family_members"
  FOR EACH ROW EXECUTE FUNCTION "announce_session_change"();--> statement-breakpoint
CREATE TRIGGER "employees_session_change" AFTER UPDATE OF "active", "is_teacher", "is_admin_of_solve" OR DELETE ON "employees"
  FOR EACH ROW EXECUTE FUNCTION "announce_session_change"();--> statement-breakpoint
CREATE TRIGGER "sessions_session_truncate" AFTER TRUNCATE ON "sessions" FOR EACH STATEMENT EXECUTE FUNCTION "announce_session_change"();--> statement-breakpoint
CREATE TRIGGER "student_sessions_session_truncate" AFTER TRUNCATE ON "student_sessions" FOR EACH STATEMENT EXECUTE FUNCTION "announce_session_change"();--> statement-breakpoint
CREATE TRIGGER "students_session_truncate" AFTER TRUNCATE ON "students" FOR EACH STATEMENT EXECUTE FUNCTION "announce_session_change"();--> statement-breakpoint
CREATE TRIGGER "family_members_session_truncate" AFTER TRUNCATE ON "family_members" FOR EACH STATEMENT EXECUTE FUNCTION "announce_session_change"();--> statement-breakpoint
CREATE TRIGGER "employees_session_truncate" AFTER TRUNCATE ON "employees" FOR EACH STATEMENT EXECUTE FUNCTION "announce_session_change"();
