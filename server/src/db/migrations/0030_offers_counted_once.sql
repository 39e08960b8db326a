-- hand-written: a live offer is counted only while its student has no other seat in the class. A
-- student paying for their offer holds a seat for the payment and then is enrolled; that hold or
-- enrolment is the offer's seat, not a second one, so two offered students paying at once do not
-- count each other twice.
CREATE OR REPLACE FUNCTION live_offers_without_seat(classroom integer, except_student integer, except_entry integer)
RETURNS integer LANGUAGE sql STABLE AS $$
  SELECT count(*)::integer FROM waitlist_entries offer
  WHERE offer.classroom_id = classroom AND offer.status = 'OFFERED' AND offer.offer_expires_at > now()
    AND offer.student_id IS DISTINCT FROM except_student AND offer.id IS DISTINCT FROM except_entry
    AND NOT EXISTS (SELECT 1 FROM seat_holds hold
      WHERE hold.classroom_id = offer.classroom_id AND hold.student_id = offer.student_id)
    AND NOT EXISTS (SELECT 1 FROM enrollments enrolled
      WHERE enrolled.classroom_id = offer.classroom_id AND enrolled.student_id = offer.student_id
        AND enrolled.withdrawn_at IS NULL);
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION enforce_classroom_capacity() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  seat_limit integer;
  taken integer;
BEGIN
  IF NEW.withdrawn_at IS NOT NULL THEN
    RETURN NEW;
  END IF;
  IF TG_OP = 'UPDATE' AND OLD.withdrawn_at IS NULL AND OLD.classroom_id = NEW.classroom_id THEN
    RETURN NEW;
  END IF;
  SELECT enrollment_max INTO seat_limit FROM classrooms WHERE id = NEW.classroom_id FOR UPDATE;
  IF seat_limit IS NULL THEN
    RETURN NEW;
  END IF;
  SELECT count(*) INTO taken FROM enrollments
    WHERE classroom_id = NEW.classroom_id AND withdrawn_at IS NULL AND id <> NEW.id;
  taken := taken + (SELECT count(*) FROM seat_holds
    WHERE classroom_id = NEW.classroom_id AND student_id <> NEW.student_id);
  taken := taken + live_offers_without_seat(NEW.classroom_id, NEW.student_id, NULL);
  IF taken >= seat_limit THEN
    RAISE EXCEPTION 'classroom % is full', NEW.classroom_id USING ERRCODE = 'SV001';
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION enforce_seat_hold_capacity() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  seat_limit integer;
  taken integer;
BEGIN
  SELECT enrollment_max INTO seat_limit FROM classrooms WHERE id = NEW.classroom_id FOR UPDATE;
  IF seat_limit IS NULL THEN
    RETURN NEW;
  END IF;
  SELECT count(*) INTO taken FROM enrollments
    WHERE classroom_id = NEW.classroom_id AND withdrawn_at IS NULL;
  taken := taken + (SELECT count(*) FROM seat_holds WHERE classroom_id = NEW.classroom_id);
  taken := taken + live_offers_without_seat(NEW.classroom_id, NEW.student_id, NULL);
  IF taken >= seat_limit THEN
    RAISE EXCEPTION 'classroom % is full', NEW.classroom_id USING ERRCODE = 'SV001';
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION enforce_waitlist_offer_capacity() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  seat_limit integer;
  taken integer;
BEGIN
  IF NEW.status <> 'OFFERED' OR NEW.offer_expires_at <= now() THEN
    RETURN NEW;
  END IF;
  IF TG_OP = 'UPDATE' AND OLD.status = 'OFFERED' AND OLD.offer_expires_at > now() THEN
    RETURN NEW;
  END IF;
  SELECT enrollment_max INTO seat_limit FROM classrooms WHERE id = NEW.classroom_id FOR UPDATE;
  IF seat_limit IS NULL THEN
    RETURN NEW;
  END IF;
  SELECT count(*) INTO taken FROM enrollments
    WHERE classroom_id = NEW.classroom_id AND withdrawn_at IS NULL;
  taken := taken + (SELECT count(*) FROM seat_holds WHERE classroom_id = NEW.classroom_id);
  taken := taken + live_offers_without_seat(NEW.classroom_id, NULL, NEW.id);
  IF taken >= seat_limit THEN
    RAISE EXCEPTION 'classroom % is full', NEW.classroom_id USING ERRCODE = 'SV001';
  END IF;
  RETURN NEW;
END;
$$;
