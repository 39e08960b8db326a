// The weekly digest of a large academy, on PostgreSQL: 10,000 students in 5,000 families (two
// students and two parents each), each student in two of 250 classes, with a week of activity
// (two lessons with attendance, a set submitted and graded, a set due next week, the teacher's
// news). Times the digest run the recurring job makes on Sunday evening: every family's digest
// read, composed (text and HTML, one copy per parent with their own unsubscribe link) and queued
// as mail jobs with the bell notifications. Target: under 60 s. Then runs it again: a repeat
// queues nothing. `npm run build` first (it runs the built server code in this process).
//
//   npm run digest -w bench                   5,000 families
//   npm run digest -w bench -- --families 500 a short run
//
// BENCH_DATABASE_URL names the database (default solve_bench_digest; replaced at every run).
import { execSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import pg from 'pg';
import pino from 'pino';
import { resetDatabase } from './lib/bench-server.mjs';
import { createServices } from '../server/dist/bootstrap.js';
import { loadConfig } from '../server/dist/config.js';
import { openDatabase } from '../server/dist/db/client.js';
import { createClassroom, createCourse } from '../server/dist/db/seed/factories/catalog.js';
import { createSettings } from '../server/dist/db/seed/factories/settings.js';
import { sendWeeklyDigests } from '../server/dist/modules/notifications/digest-weekly.js';

const { values: args } = parseArgs({ options: { families: { type: 'string', default: '5000' } } });
const FAMILIES = Number(args.families);
const STUDENTS = FAMILIES * 2;
const CLASSES = 250;
const url = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres:postgres@localhost:5432/solve_bench_digest';
// Sunday 29 November 2026, 19:00 in the academy's zone (America/Los_Angeles).
const NOW = new Date('2026-11-30T03:00:00Z');

const uptime = () => execSync('uptime').toString().trim();

await resetDatabase(url);
const database = await openDatabase({ url, poolSize: 4 });
await database.migrate();
const { db } = database;

const seedStarted = performance.now();
await createSettings(db, { name: 'Bright Minds Academy', supportEmail: 'office@brightminds.test' });
const course = await createCourse(db, { code: 'MA-BENCH' });
for (let i = 0; i < CLASSES; i++)
  await createClassroom(db, {
    courseId: course.id,
    code: `MA-${i}`,
    title: `MA-${i}: Pre-Algebra ${i}`,
    enrollmentMax: 1000,
    startDate: '2026-09-01',
    endDate: '2027-03-01',
  });
// The bulk of the academy in a few set-based statements (the factories write a row at a time).
const client = new pg.Client({ connectionString: url });
await client.connect();
const run = (text: string) => client.query(text);
await run(`
  insert into lesson_plans (course_id, title, "order") select ${course.id}, 'Lesson ' || n, n from generate_series(1, 3) n;
  -- Each class meets on Tuesday and Thursday of the week, and on the Tuesday after.
  insert into lessons (classroom_id, lesson_plan_id, start_on, end_on)
    select k.id, lp.id, t.at, t.at + interval '90 minutes'
    from classrooms k
    join lesson_plans lp on lp.course_id = ${course.id}
    join (values (1, timestamptz '2026-11-25 00:00Z'), (2, timestamptz '2026-11-27 00:00Z'), (3, timestamptz '2026-12-02 00:00Z')) t(n, at) on t.n = lp."order";
  insert into problem_sets (code, "order", title, kind, purpose, learning_objective, instructions, allowed_attempts, auto_grading, feedback_type, time_limit, allow_skip, level)
    select 'bench-' || n, n, 'Homework ' || n, 'HOMEWORK', 'PROBLEM_SOLVING', '', '', 2, true, 'INSTANT', 0, true, 1 from generate_series(1, 3) n;
  -- Each lesson gives its set, due five days after it.
  insert into assignments (lesson_id, problem_set_id, due_on)
    select l.id, ps.id, l.start_on + interval '5 days'
    from lessons l join lesson_plans lp on lp.id = l.lesson_plan_id join problem_sets ps on ps.code = 'bench-' || lp."order";
  insert into family_accounts (status) select 'ACTIVE' from generate_series(1, ${FAMILIES});
  insert into family_members (first_name, last_name, relation, phone_number, email, family_account_id)
    select 'Parent' || f.id || '-' || m, 'Family' || f.id, case m when 1 then 'MOTHER'::relation else 'FATHER'::relation end,
           '+1555' || lpad((f.id * 2 + m)::text, 7, '0'), 'parent' || f.id || '-' || m || '@example.com', f.id
    from family_accounts f cross join generate_series(1, 2) m;
  insert into students (username, password_hash, first_name, last_name, family_account_id)
    select 'kid' || f.id || '-' || c, 'x', 'Kid' || c, 'Family' || f.id, f.id from family_accounts f cross join generate_series(1, 2) c;
  -- Two classes each.
  insert into enrollments (student_id, classroom_id)
    select s.id, k.id from students s
    join classrooms k on k.code in ('MA-' || (s.id % ${CLASSES}), 'MA-' || ((s.id + 1) % ${CLASSES}));
  insert into attendees (lesson_id, student_id, status)
    select l.id, e.student_id, (array['ONTIME', 'ONTIME', 'ONTIME', 'LATE', 'ABSENT'])[1 + (e.student_id + l.id) % 5]::attendee_status
    from enrollments e join lessons l on l.classroom_id = e.classroom_id where l.start_on < '2026-11-30';
  -- Tuesday's set submitted and graded; Thursday's due next week.
  insert into submissions (assignment_id, student_id, started_at, submitted_at, graded, overall_grade)
    select a.id, e.student_id, l.start_on + interval '1 day', l.start_on + interval '2 days', true, 60 + (e.student_id % 41)
    from enrollments e join lessons l on l.classroom_id = e.classroom_id join assignments a on a.lesson_id = l.id
    where l.start_on = '2026-11-25 00:00Z';
  insert into news (classroom_id, subject, message, announce_date_time)
    select id, 'Quiz on Thursday for ' || title, 'Bring a pencil.', timestamptz '2026-11-24 18:00Z' from classrooms;
  analyze;
`);
const counts = await run(`select (select count(*) from students) students, (select count(*) from family_members) members,
  (select count(*) from enrollments) enrollments, (select count(*) from attendees) attendees, (select count(*) from submissions) submissions`);
console.log(`seeded in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s:`, counts.rows[0]);

const config = loadConfig({
  ...process.env,
  NODE_ENV: 'development',
  DATABASE_URL: url,
  MAIL_ADAPTER: 'outbox',
  SECRET_KEY: 'bench-digest-secret-key-0123456789abcdef',
  PUBLIC_URL: 'https://academy.example',
});
const services = createServices(config, database, pino({ level: 'silent' }), () => NOW);

console.log(`uptime before: ${uptime()}`);
const started = performance.now();
const result = await sendWeeklyDigests(services);
const seconds = (performance.now() - started) / 1000;
console.log(`uptime after:  ${uptime()}`);
const repeatStarted = performance.now();
const repeat = await sendWeeklyDigests(services);
const repeatSeconds = (performance.now() - repeatStarted) / 1000;

const jobs = await client.query<{ n: number; bytes: string }>(
  `select count(*)::int n, coalesce(sum(octet_length(payload::text)), 0)::bigint bytes from jobs where kind = 'notify-mail'`,
);
console.log(
  `weekly digest: ${result.families} families (${STUDENTS} students), ${result.notified} bell notifications, ${result.mails} mails queued in ${seconds.toFixed(1)} s ` +
    `(target < 60 s: ${seconds < 60 ? 'met' : 'MISSED'}); ${jobs.rows[0]!.n} mail jobs, ${(Number(jobs.rows[0]!.bytes) / 1e6).toFixed(1)} MB of payload`,
);
console.log(`repeat run: ${repeat.families} families, ${repeat.mails} mails in ${repeatSeconds.toFixed(1)} s`);
await client.end();
await database.close();
