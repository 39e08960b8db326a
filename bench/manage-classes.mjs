// The back office's class list and family search for an admin, through the built server on
// PostgreSQL, at an academy of 10,000 students in 5,000 families.
//
//   npm run manage-classes -w bench
//   npm run manage-classes -w bench -- --seconds 10 --concurrency 8 --students 10000 --classes 600
//
// Prints requests per second, p50 and p99 of manageClassrooms (the admin's first page: 50 classes
// with their lead instructor, student and lesson counts), of one class search, and of searchFamilies
// (by a parent's name, by digits of a phone, by a student's username), and whether each p99 is
// under 50 ms.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { graphqlClient } from './lib/graphql-client.mjs';
import { measure } from './dashboard/load.mjs';

const root = path.resolve(import.meta.dirname, '..');
const { values: args } = parseArgs({
  options: {
    seconds: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '3' },
    concurrency: { type: 'string', default: '8' },
    students: { type: 'string', default: '10000' },
    classes: { type: 'string', default: '600' },
  },
});
const seconds = Number(args.seconds);
const warmupSeconds = Number(args.warmup);
const concurrency = Number(args.concurrency);
const STUDENTS = Number(args.students);
const CLASSES = Number(args.classes);
const databaseUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres:postgres@localhost:5432/solve_bench_manage_classes';

async function resetDatabase() {
  const url = new URL(databaseUrl);
  const name = decodeURIComponent(url.pathname.slice(1));
  url.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: url.toString() });
  await admin.connect();
  await admin.query(`drop database if exists ${pg.escapeIdentifier(name)} with (force)`);
  await admin.query(`create database ${pg.escapeIdentifier(name)}`);
  await admin.end();
}

async function startServer() {
  spawnSync(process.execPath, [path.join(root, 'scripts/build-if-needed.mjs')], { cwd: root, stdio: 'inherit' });
  const port = 3900 + Math.floor(Math.random() * 90);
  const child = spawn(process.execPath, [path.join(root, 'server/dist/index.js')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      NODE_ENV: 'production',
      // Production requires each service to be chosen; the benchmarks pay with the sandbox's test cards.
      PAYMENT_ADAPTER: 'sandbox',
      SMS_ADAPTER: 'outbox',
      MAIL_ADAPTER: 'outbox',
      PUBLIC_URL: `http://localhost:${port}`,
      SECRET_KEY: 'bench-secret-key-bench-secret-key-0123456789',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://localhost:${port}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${base}/ready`)).ok) return { child, base };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill();
  throw new Error('the server did not become ready within 60 s');
}

/** STUDENTS students in CLASSES classes over four terms, 12 lessons each, three classes per student. */
async function generate(/** @type {pg.Pool} */ pool) {
  // The server gave the empty academy its settings row when it started: the bench's values replace them.
  await pool.query(`insert into academy_settings (id, name, phone_number, support_email, current_quarter, current_year, next_quarter, next_year,
    catalog_quarter, catalog_year) values (1, 'Bench Academy', '(408) 555-0100', 'b@bench.test', 'WINTER', 2026, 'SPRING', 2027, 'WINTER', 2026)
    on conflict (id) do update set name = excluded.name, phone_number = excluded.phone_number, support_email = excluded.support_email,
      current_quarter = excluded.current_quarter, current_year = excluded.current_year, next_quarter = excluded.next_quarter,
      next_year = excluded.next_year, catalog_quarter = excluded.catalog_quarter, catalog_year = excluded.catalog_year`);
  await pool.query(`insert into employees (first_name, last_name, work_email, password_hash, is_teacher, is_admin_of_solve)
    select 'Teacher', 'No' || g, 't' || g || '@bench.test', 'x', true, g = 1 from generate_series(1, 40) g`);
  await pool.query(`insert into courses (code, title, subject, start_grade, end_grade)
    select 'C' || g, 'Course ' || g, (array['M','N','B','P','C','E','D'])[1 + g % 7]::subject, g % 9, least(12, g % 9 + 3) from generate_series(1, 40) g`);
  await pool.query(
    `insert into lesson_plans (course_id, title, "order") select c, 'Lesson ' || o, o from generate_series(1, 40) c, generate_series(1, 12) o`,
  );
  await pool.query(
    `insert into classrooms (course_id, code, title, status, year, quarter, session, start_date, end_date, teaching_style, tuition_cents, meets, start_time, end_time)
    select 1 + g % 40, 'K' || lpad(g::text, 4, '0'), 'K' || lpad(g::text, 4, '0') || ': Class ' || g,
      (array['PUBLISHED','OPENED','CLOSED'])[1 + g % 3]::classroom_status, 2025 + g % 2, (array['WINTER','SPRING','SUMMER','FALL'])[1 + g % 4]::quarter,
      'Online', '2026-01-05', '2026-03-20', 'CLASSROOM', 45000, 'Mon & Wed', '16:00', '17:30'
    from generate_series(1, $1) g`,
    [CLASSES],
  );
  await pool.query(
    `insert into classroom_instructors (classroom_id, employee_id, is_lead) select c.id, 1 + c.id % 40, true from classrooms c`,
  );
  await pool.query(`insert into lessons (classroom_id, lesson_plan_id, start_on)
    select c.id, lp.id, timestamptz '2026-01-05 16:00' + (lp."order" * interval '7 days')
    from classrooms c join lesson_plans lp on lp.course_id = c.course_id`);
  // Two students a family, each family with one parent (a phone and an e-mail of their own).
  await pool.query(`insert into family_accounts (status) select 'ACTIVE' from generate_series(1, ($1::int + 1) / 2)`, [STUDENTS]);
  await pool.query(
    `insert into family_members (first_name, last_name, relation, phone_number, email, family_account_id)
    select 'Parent', 'Fam' || f.id, 'MOTHER', '+1408' || lpad(f.id::text, 7, '0'), 'parent' || f.id || '@bench.test', f.id from family_accounts f`,
  );
  await pool.query(
    `insert into students (first_name, last_name, username, password_hash, family_account_id)
    select 'Kid', 'No' || g, 'kid' || g, 'x', (g + 1) / 2 from generate_series(1, $1) g`,
    [STUDENTS],
  );
  await pool.query(
    `insert into enrollments (student_id, classroom_id, status)
    select s.id, 1 + (s.id * 7 + k * 131) % $1, 'PAID' from students s, generate_series(0, 2) k on conflict do nothing`,
    [CLASSES],
  );
  await pool.query('analyze');
}

const LIST = `query BenchClassList { manageClassrooms { id code title status year quarter session startDate endDate meets startTime endTime
  onCatalog leadInstructor enrollmentCount enrollmentMax lessonCount } }`;
const SEARCH = `query BenchClassSearch { manageClassrooms(search: "K01", status: OPENED) { id code enrollmentCount } }`;
const FAMILIES = `query BenchFamilySearch($q: String!) { searchFamilies(query: $q) { familyAccountId parents students { id name username } } }`;
/** Queries people type: a parent's last name, four digits of a phone, a student's username. */
const familyQueries = (/** @type {number} */ i) =>
  [`Fam${1 + (i % 4000)}`, String(1000 + (i % 9000)), `kid${1 + ((i * 37) % 9000)}`][i % 3];

const ms = (/** @type {number} */ value) => `${value.toFixed(1)} ms`;
const line = (/** @type {import('./dashboard/load.mjs').Result} */ r) =>
  `${r.name.padEnd(28)} ${r.throughput.toFixed(0).padStart(6)}/s  p50 ${ms(r.p50).padStart(9)}  p99 ${ms(r.p99).padStart(9)}  (${r.requests} requests, ${r.errors} errors)`;

await resetDatabase();
const server = await startServer();
const pool = new pg.Pool({ connectionString: databaseUrl, max: 4 });
try {
  await generate(pool);
  const { openDatabase } = await import('../server/dist/db/client.js');
  const { createSession } = await import('../server/dist/modules/auth/sessions.service.js');
  const database = await openDatabase({ url: databaseUrl, poolSize: 2 });
  const { token } = await createSession(database.db, { userType: 'EMPLOYEE', employeeId: 1 }, { lifetimeSeconds: 3600, now: new Date() });
  await database.close();
  const client = graphqlClient(server.base, concurrency);
  console.log(
    `Admin class list and family search: ${CLASSES} classes, ${STUDENTS} students, ${concurrency} clients, ${seconds} s each after ${warmupSeconds} s of warm-up`,
  );
  const list = await measure('manageClassrooms (first page)', () => client.request(token, LIST, {}), {
    concurrency,
    seconds,
    warmupSeconds,
  });
  const search = await measure('manageClassrooms (search)', () => client.request(token, SEARCH, {}), {
    concurrency,
    seconds,
    warmupSeconds,
  });
  let next = 0;
  const families = await measure('searchFamilies', () => client.request(token, FAMILIES, { q: familyQueries(next++) }), {
    concurrency,
    seconds,
    warmupSeconds,
  });
  console.log(line(list));
  console.log(line(search));
  console.log(line(families));
  for (const result of [list, search, families])
    console.log(`  ${result.name}: p99 ${ms(result.p99)}, under 50 ms: ${result.p99 < 50 ? 'yes' : 'NO'}`);
} finally {
  await pool.end();
  server.child.kill();
}
