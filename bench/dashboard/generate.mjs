// Generates the benchmark academy with set-based SQL: settings, 50 teachers, 30 courses of 11
// lessons with 4 problem sets of 10 problems, 300 classrooms (200 opened, 60 published, 40
// closed), 10,000 students in 3 classrooms each, 20 submitted attempts per student (200,000),
// `responses` problem responses spread over them, leaderboard points, and a session per student.

/** @typedef {{ query(text: string, values?: unknown[]): Promise<{ rows: any[] }> }} Queryable */

export const STUDENTS = 10_000;
export const CLASSROOMS = 300;
export const SUBMISSIONS_PER_STUDENT = 20;
export const SUBMISSIONS = STUDENTS * SUBMISSIONS_PER_STUDENT;

/** The bearer token of a generated student's session. */
export const studentToken = (/** @type {number} */ studentId) => `bench-student-${studentId}`;

/**
 * @param {Queryable} db
 * @param {number} responses total problem responses wanted (a multiple of the submission count)
 * @param {(step: string) => void} log
 */
export async function generate(db, responses, log) {
  const perSubmission = Math.max(1, Math.min(10, Math.round(responses / SUBMISSIONS)));
  /** @type {[string, string][]} */
  const steps = [
    [
      'settings, staff, courses',
      `insert into academy_settings (id, name, phone_number, support_email, time_zone, current_quarter, current_year,
         next_quarter, next_year, catalog_quarter, catalog_year)
       values (1, 'Bench Academy', '(408) 555-0100', 'bench@solve.test', 'America/Los_Angeles', 'WINTER', 2026, 'SPRING', 2027, 'WINTER', 2026)
       on conflict (id) do update set name = excluded.name, phone_number = excluded.phone_number, support_email = excluded.support_email, time_zone = excluded.time_zone, current_quarter = excluded.current_quarter, current_year = excluded.current_year, next_quarter = excluded.next_quarter, next_year = excluded.next_year, catalog_quarter = excluded.catalog_quarter, catalog_year = excluded.catalog_year;
       insert into employees (first_name, last_name, work_email, password_hash, is_teacher)
         select 'Teacher', 'T' || g, 'teacher' || g || '@bench.test', 'x', true from generate_series(1, 50) g;
       insert into courses (code, title, subject, start_grade, end_grade, level, lesson_count, image_url)
         select 'C' || g, 'Course ' || g, (array['M','N','B','P','C','E','D'])[1 + g % 7]::subject, g % 8, g % 8 + 4, 1 + g / 7, 10,
                '/images/courses/M.svg'
         from generate_series(0, 29) g;`,
    ],
    [
      'lesson plans, problem sets, problems',
      `insert into lesson_plans (course_id, title, lesson_plan_type, "order", description)
         select c.id, case when o = 0 then 'Introduction' else 'Lesson ' || o end,
                (case when o = 0 then 'INTRODUCTION' else 'INSTRUCTION' end)::lesson_plan_type, o, 'Bench lesson ' || o
         from courses c cross join generate_series(0, 10) o;
       insert into problem_sets (code, lesson_plan_id, "order", title, kind, purpose, allowed_attempts)
         select 'bench-' || p.id || '-' || s, p.id, s, 'Set ' || s, (array['INSTRUCTION','EXERCISE','HOMEWORK','QUIZ'])[s]::problem_set_kind,
                (array['SKILL','MENTAL','PROBLEM_SOLVING','SKILL'])[s]::problem_set_purpose, 2
         from lesson_plans p cross join generate_series(1, 4) s;
       insert into problems (problem_set_id, "order", problem_type, question_text, answer)
         select ps.id, n, 'SHORT_NUMBER_RESPONSE', 'What is ' || n || ' + ' || n || '?', (2 * n)::text
         from problem_sets ps cross join generate_series(1, 10) n;`,
    ],
    [
      'classrooms, lessons, assignments',
      `insert into classrooms (course_id, code, title, status, year, quarter, start_date, end_date, teaching_style, tuition_cents)
         select c.id, 'K' || g, 'K' || g || ': ' || c.title,
                (case when g < 200 then 'OPENED' when g < 260 then 'PUBLISHED' else 'CLOSED' end)::classroom_status,
                2026, 'WINTER', d.start_date, d.start_date + 70,
                (array['CLASSROOM','BLENDED','SELF_PACED','COMPETITION','MENTORED'])[1 + g % 5]::teaching_style, 40000
         from generate_series(0, ${CLASSROOMS - 1}) g
         join courses c on c.code = 'C' || (g % 30)
         cross join lateral (select current_date + case when g < 200 then -35 when g < 260 then 21 else -120 end as start_date) d;
       insert into classroom_instructors (classroom_id, employee_id, is_lead)
         select k.id, e.id, true from classrooms k join employees e on e.work_email = 'teacher' || (1 + k.id % 50) || '@bench.test';
       insert into lessons (classroom_id, lesson_plan_id, start_on, end_on, preview_on, due_on)
         select k.id, p.id, t.start_on, t.start_on + interval '90 minutes', t.start_on - interval '2 days', t.start_on + interval '7 days'
         from classrooms k join lesson_plans p on p.course_id = k.course_id
         cross join lateral (select ((k.start_date + p."order" * 7)::timestamp + time '17:00') at time zone 'UTC' as start_on) t;
       insert into assignments (lesson_id, problem_set_id, status, start_on, due_on, graded)
         select l.id, ps.id, (case when l.start_on <= now() + interval '7 days' then 'ASSIGNED' else 'NOT_ASSIGNED' end)::assignment_status,
                l.start_on, l.due_on, ps.kind <> 'INSTRUCTION'
         from lessons l join problem_sets ps on ps.lesson_plan_id = l.lesson_plan_id;`,
    ],
    [
      'students, enrolments, sessions',
      `insert into students (username, password_hash, first_name, last_name, grade)
         select 'bench' || g, 'x', 'Student', 'S' || g, g % 13 from generate_series(1, ${STUDENTS}) g;
       insert into enrollments (student_id, classroom_id, status)
         select s.id, k.id,
                (case when j = 2 and s.id % 10 = 0 then 'QUALIFY' when j = 2 and s.id % 10 = 1 then 'TRIAL' else 'PAID' end)::enrollment_status
         from students s cross join generate_series(0, 2) j
         join classrooms k on k.code = 'K' || ((s.id * 7 + j * 100) % ${CLASSROOMS});
       insert into sessions (token_hash, user_type, student_id, expires_at)
         select encode(sha256(convert_to('bench-student-' || s.id, 'UTF8')), 'hex'), 'STUDENT', s.id, now() + interval '30 days'
         from students s;`,
    ],
    [
      `${SUBMISSIONS.toLocaleString('en-US')} submissions and their leaderboard points`,
      `insert into submissions (assignment_id, student_id, attempt_number, random_seed, started_at, submitted_at, graded, count, sum,
                                overall_grade, total_time_spent)
         select a.id, e.student_id, 1, (e.student_id * 31 + a.id) % 2147483647, now() - interval '3 days', now() - interval '2 days', true,
                ${perSubmission}, ${perSubmission} * ((e.student_id + a.id) % 10) / 10.0, (e.student_id * 13 + a.id * 7) % 101, 600
         from (select e.*, row_number() over (partition by e.student_id order by e.id) as j from enrollments e) e
         cross join lateral (
           select a.id from assignments a join lessons l on l.id = a.lesson_id
           where l.classroom_id = e.classroom_id order by a.id limit case when e.j = 3 then 6 else 7 end
         ) a;
       insert into leaderboard_points (submission_id, student_id, classroom_id, lesson_id, points, awarded_at)
         select s.id, s.student_id, l.classroom_id, l.id, 10 * ((s.student_id + s.assignment_id) % 10), s.submitted_at
         from submissions s join assignments a on a.id = s.assignment_id join lessons l on l.id = a.lesson_id;`,
    ],
    [
      `${(SUBMISSIONS * perSubmission).toLocaleString('en-US')} problem responses`,
      `insert into problem_responses (submission_id, problem_id, value, state, sum, count, graded, time_spent)
         select s.id, p.id, (2 * p."order")::text, 1, 1, 1, true, 30
         from submissions s join assignments a on a.id = s.assignment_id
         join problems p on p.problem_set_id = a.problem_set_id and p."order" <= ${perSubmission};`,
    ],
    ['statistics', 'analyze'],
  ];
  for (const [name, sql] of steps) {
    const started = performance.now();
    await db.query(sql);
    log(`  ${name}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
  return { perSubmission };
}
