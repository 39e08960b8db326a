// The two reads under test, as the web sends them to GraphQL, and the same data read with
// hand-written SQL through `pg` (session lookup included, as the server does it per request).

export const DASHBOARD_GRAPHQL = `query Dashboard($mode: StaffMode) {
  dashboard(mode: $mode) {
    tabs
    active { key title classes { classroomId code shortTitle imageUrl locationName startDate endDate status teachingStyle onSolve mode grade overdueCount points unreadMessages action } }
    completed { key title classes { classroomId code shortTitle imageUrl locationName startDate endDate status teachingStyle onSolve mode grade overdueCount points unreadMessages action } }
  }
}`;

export const LESSON_GRAPHQL = `query LessonPage($lessonId: Int!) {
  lessonPage(lessonId: $lessonId) {
    classroom { id code title shortTitle status teachingStyle startDate endDate meets startTime endTime onSolve externalUrl locationName courseTitle imageUrl mode isStaff enrollmentStatus trialToLessonOrder }
    lesson { lessonId number title description lessonPlanType problemSets { assignmentId order title } }
    webinar { webinarId startsAt phase liveUrl replayAvailable officeHours { startsAt endsAt phase url } }
    assignments {
      assignment { id status startOn dueOn }
      problemSet { id order title kind purpose learningObjective }
      typeLabel state locked lockMessage attempts allowedAttempts grade startAction startRefusal showsVideo reviewLabel reviewAllowed reviewMessage printable
    }
  }
}`;

export const SESSION_SQL = `
  select s.id, s.user_type, s.is_guest, s.student_id, st.family_account_id
  from sessions s left join students st on st.id = s.student_id
  where s.token_hash = encode(sha256(convert_to($1, 'UTF8')), 'hex') and s.revoked_at is null and s.expires_at > now()
  limit 1`;

const TRIAL_ORDER_SQL = `(
  select p."order" from opportunities o
  join trials t on t.opportunity_id = o.id
  join lessons tl on tl.id = t.to_lesson_id
  join lesson_plans p on p.id = tl.lesson_plan_id
  where o.student_id = $1 and o.stage = 'TRIAL' and o.status = 'OPEN' and t.classroom_id = k.id
  order by p."order" desc limit 1)`;

const WORK_SQL = `(
  select assignment_id,
         count(*) filter (where submitted_at is not null) as submitted_attempts,
         max(overall_grade) filter (where submitted_at is not null) as best_grade,
         max(id) filter (where submitted_at is null) as in_progress_id,
         bool_or(reviewed) as reviewed,
         (array_agg(graded order by attempt_number desc) filter (where submitted_at is not null))[1] as latest_graded
  from submissions where student_id = $1 group by assignment_id)`;

const DASHBOARD_CARDS_SQL = `
  select k.id, k.code, k.title, k.status, k.start_date, k.end_date, k.final_access_date, k.teaching_style, k.on_solve,
         c.image_url, loc.name as location_name, st.time_zone, e.status as enrollment_status,
         ${TRIAL_ORDER_SQL} as trial_to_lesson_order,
         (select coalesce(sum(lp.points), 0) from leaderboard_points lp where lp.classroom_id = k.id and lp.student_id = $1) as points
  from enrollments e
  join classrooms k on k.id = e.classroom_id
  join courses c on c.id = k.course_id
  left join locations loc on loc.id = k.center_location_id
  join academy_settings st on st.id = 1
  where e.student_id = $1 and e.withdrawn_at is null`;

const DASHBOARD_WORK_SQL = `
  select l.classroom_id, p."order", p.lesson_plan_type, a.status, a.graded, a.due_on, w.submitted_attempts, w.best_grade
  from assignments a
  join lessons l on l.id = a.lesson_id
  join lesson_plans p on p.id = l.lesson_plan_id
  left join ${WORK_SQL} w on w.assignment_id = a.id
  where l.classroom_id in (select classroom_id from enrollments where student_id = $1 and withdrawn_at is null)`;

export const LESSON_CONTEXT_SQL = `
  select k.*, c.title as course_title, c.image_url, loc.name as location_name, st.time_zone, e.id as enrollment_id, e.status as enrollment_status,
         ${TRIAL_ORDER_SQL} as trial_to_lesson_order
  from classrooms k
  join courses c on c.id = k.course_id
  left join locations loc on loc.id = k.center_location_id
  join academy_settings st on st.id = 1
  left join enrollments e on e.classroom_id = k.id and e.student_id = $1 and e.withdrawn_at is null
  where k.id = (select classroom_id from lessons where id = $2)`;

export const LESSON_LIST_SQL = `
  select l.*, p.title as plan_title, p."order" as plan_order, p.lesson_plan_type, a.id as assignment_id, a.status, a.start_on as assignment_start,
         a.due_on as assignment_due, a.graded, ps.title as set_title, ps."order" as set_order, ps.kind, ps.purpose, ps.learning_objective,
         ps.allowed_attempts, ps.video_id, w.submitted_attempts, w.best_grade, w.in_progress_id, w.reviewed, w.latest_graded
  from lessons l
  join lesson_plans p on p.id = l.lesson_plan_id
  left join assignments a on a.lesson_id = l.id
  left join problem_sets ps on ps.id = a.problem_set_id
  left join ${WORK_SQL} w on w.assignment_id = a.id
  where l.classroom_id = (select classroom_id from lessons where id = $2)
  order by p."order", l.id, ps."order", a.id`;

/**
 * @typedef {{ query(config: { name: string; text: string; values: unknown[] }): Promise<{ rows: any[] }> }} Queryable
 * @typedef {{ studentId: number; token: string; lessonId: number }} Target
 */

/** Named statements, as the server's: each connection plans them once. */
export const run = (/** @type {Queryable} */ db, /** @type {string} */ name, /** @type {string} */ text, /** @type {unknown[]} */ values) =>
  db.query({ name: `raw_${name}`, text, values });

/** The dashboard's data: the session, then the class cards and the student's work side by side. */
export async function dashboardSql(/** @type {Queryable} */ db, /** @type {Target} */ target) {
  const { rows } = await run(db, 'session', SESSION_SQL, [target.token]);
  const studentId = rows[0].student_id;
  const [cards, work] = await Promise.all([
    run(db, 'cards', DASHBOARD_CARDS_SQL, [studentId]),
    run(db, 'work', DASHBOARD_WORK_SQL, [studentId]),
  ]);
  return cards.rows.length + work.rows.length;
}

/** The lesson list's data: the session, then the classroom context and its lessons with the student's work. */
export async function lessonSql(/** @type {Queryable} */ db, /** @type {Target} */ target) {
  const { rows } = await run(db, 'session', SESSION_SQL, [target.token]);
  const studentId = rows[0].student_id;
  const [context, lessons] = await Promise.all([
    run(db, 'context', LESSON_CONTEXT_SQL, [studentId, target.lessonId]),
    run(db, 'lessons', LESSON_LIST_SQL, [studentId, target.lessonId]),
  ]);
  return context.rows.length + lessons.rows.length;
}

/** Students with a lesson they may open: an opened classroom, classroom-like style, lessons 1 to 4 (past). */
export const TARGETS_SQL = `
  select e.student_id, l.id as lesson_id
  from enrollments e
  join classrooms k on k.id = e.classroom_id
  join lessons l on l.classroom_id = k.id
  join lesson_plans p on p.id = l.lesson_plan_id
  where e.status = 'PAID' and k.status = 'OPENED' and k.teaching_style in ('CLASSROOM', 'BLENDED', 'SELF_PACED')
    and p."order" = 1 + e.student_id % 4
  order by md5(e.student_id::text)
  limit $1`;
