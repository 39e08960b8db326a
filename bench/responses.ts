// Answer saving on PostgreSQL: 200 students at once work through a problem set with
// createProblemResponse and updateProblemResponse through the real server (HTTP, signed-in
// sessions and work sessions), and the same writes by hand-written SQL through `pg` in the same
// run. Two runs of each: flat out (every student sends the next answer as soon as the last one is
// saved: throughput) and paced (each student answers every 1 to 3 seconds, far faster than anyone
// works: latency without queueing), after untimed warm-up runs of both. Targets: p99 under 50 ms,
// at least half the raw SQL's throughput. `npm run build` first; BENCH_DATABASE_URL names the
// database (created if missing).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { ownCpuMs, postgresCpuMs, processTreeCpuMs } from './lib/cpu.mjs';
import { graphqlClient } from './lib/graphql-client.mjs';
import { seedProblemSet, seedStudents, type SeededStudent, type SeedProblem } from './lib/player-seed.js';
import { openDatabase, type Db } from '../server/dist/db/client.js';
import { autoServerProcesses, poolSizePerProcess } from '../server/dist/processes.js';

const STUDENTS = Number(process.env.BENCH_STUDENTS ?? 200);
const url = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres:postgres@localhost:5432/solve_bench_responses';
/** The server's SERVER_PROCESSES: auto (the server's own rule) unless BENCH_PROCESSES gives a number. */
const PROCESSES = process.env.BENCH_PROCESSES ? Number(process.env.BENCH_PROCESSES) : autoServerProcesses(url);
/**
 * Untimed runs of each path before the timed ones, taking turns: a fresh server process answers its
 * first thousands of requests at a fraction of its steady speed while it compiles its hot code, and
 * a server that has been up for a while has done that. They re-answer their own group's problems.
 */
const WARMUP_RUNS = Number(process.env.BENCH_WARMUP_RUNS ?? 8);
/** Flat-out runs take this many turns, server then raw SQL, so that a slow spell of a shared machine falls on both alike. */
const TURNS = Math.max(1, Number(process.env.BENCH_TURNS ?? 3));
/** Groups of fresh students: a warm-up group for each path, one for each paced run, one for each flat-out run. */
const GROUPS = 4 + 2 * TURNS;
/** Paced runs: a student's next answer comes 1 to 3 seconds after the last one was saved. */
const THINK_MS = { min: 1000, max: 3000 };
/** The raw SQL gets as many connections as the server's processes keep together. */
const POOL = PROCESSES * poolSizePerProcess(PROCESSES);
const root = path.resolve(import.meta.dirname, '..');
const run = Date.now().toString(36);

/** Creates the benchmark database when it does not exist. */
async function ensureDatabase() {
  const name = new URL(url).pathname.slice(1);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  const exists = await client.query('select 1 from pg_database where datname = $1', [name]);
  if (exists.rowCount === 0) await client.query(`create database "${name.replace(/"/g, '""')}"`);
  await client.end();
}

/** A typed answer, or the text of the choice to select. */
type Answer = { text: string } | { pick: string };
interface ProblemSpec extends SeedProblem {
  give: Answer;
  change: Answer;
}
interface Student extends SeededStudent {
  problems?: Map<number, { problemId: number; choices: { key: string; text: string }[] }>;
}
interface Data {
  assignmentId: number;
  problemIds: number[];
  students: Student[];
}
interface Timed {
  latencies: number[];
  seconds: number;
}
type Write = () => Promise<unknown>;

/** The problems every student answers: the key, the student's answer and a changed answer ({ pick } names a choice). */
const PROBLEMS: ProblemSpec[] = [
  { problemType: 'SHORT_NUMBER_RESPONSE', answer: '12', give: { text: '12' }, change: { text: '13' } },
  { problemType: 'SHORT_TEXT_RESPONSE', answer: 'unit rate', give: { text: 'Unit Rate' }, change: { text: 'rate' } },
  { problemType: 'SCIENTIFIC_UNIT', answer: '24 km/h', approximate: true, give: { text: '24.1 km/h' }, change: { text: '30 km/h' } },
  {
    problemType: 'MULTIPLE_CHOICE_ONE_ANSWER',
    choices: [['12 oz'], ['16 oz', true], ['20 oz']],
    give: { pick: '16 oz' },
    change: { pick: '20 oz' },
  },
  { problemType: 'SHORT_NUMBER_RESPONSE', answer: '3.5', approximate: true, give: { text: '3.52' }, change: { text: '4' } },
  { problemType: 'TRUE_FALSE', choices: [['True', true], ['False']], give: { pick: 'True' }, change: { pick: 'False' } },
  { problemType: 'SHORT_TEXT_RESPONSE', answer: '2:3', give: { text: '2 : 3' }, change: { text: '3:2' } },
  { problemType: 'SHORT_NUMBER_RESPONSE', answer: '50', give: { text: '50 mph' }, change: { text: '45' } },
];
/** Each student changes the answers of the first CHANGES problems (a DELAYED set allows it). */
const CHANGES = 3;

async function seed(db: Db): Promise<Data> {
  const { assignmentId, problemIds } = await seedProblemSet(db, run, PROBLEMS);
  const students = await seedStudents(db, { assignmentId, count: STUDENTS * GROUPS, prefix: `bench-${run}` });
  return { assignmentId, problemIds, students };
}

async function startServer(dataDir: string, port: number) {
  const child = spawn(process.execPath, [path.join(root, 'server/dist/index.js')], {
    cwd: root,
    // As deployed: production settings, with their plugins (no introspection, no field suggestions).
    env: {
      ...process.env,
      NODE_ENV: 'production',
      // Production requires each service to be chosen; the benchmarks pay with the sandbox's test cards.
      PAYMENT_ADAPTER: 'sandbox',
      SMS_ADAPTER: 'outbox',
      MAIL_ADAPTER: 'outbox',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      SECRET_KEY: 'bench-secret-key-bench-secret-key-0123456789',
      DATABASE_URL: url,
      PORT: String(port),
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      SERVER_PROCESSES: String(PROCESSES),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/ready`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGTERM');
  throw new Error('the server did not become ready within 60 s');
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

function report(name: string, latencies: number[], seconds: number) {
  const sorted = [...latencies].sort((a, b) => a - b);
  return { name, writes: sorted.length, perSecond: sorted.length / seconds, p50: percentile(sorted, 50), p99: percentile(sorted, 99) };
}

const think = () => new Promise((resolve) => setTimeout(resolve, THINK_MS.min + Math.random() * (THINK_MS.max - THINK_MS.min)));

/** Runs one worker per student at once and times each write; paced workers think before each answer. `start` is called as timing starts. */
async function timed(group: Student[], work: (student: Student) => Write[], paced: boolean, start?: () => void): Promise<Timed> {
  const latencies: number[] = [];
  start?.();
  const started = performance.now();
  await Promise.all(
    group.map(async (student) => {
      for (const write of work(student)) {
        if (paced) await think();
        const begin = performance.now();
        await write();
        latencies.push(performance.now() - begin);
      }
    }),
  );
  return { latencies, seconds: (performance.now() - started) / 1000 };
}

const VIEW = `query ($a: Int!, $s: Int) { player(assignmentId: $a, submissionId: $s) { problems { problemId choices { key text } } } }`;
const CREATE = `mutation ($s: Int!, $p: Int!, $v: AnswerInput!, $t: Int!, $q: Float!) {
  createProblemResponse(submissionId: $s, problemId: $p, value: $v, timeSpent: $t, sequence: $q) { outcome applied response { id } } }`;
const UPDATE = `mutation ($r: Int!, $v: AnswerInput!, $q: Float!) {
  updateProblemResponse(responseId: $r, value: $v, sequence: $q) { outcome applied } }`;

let sequence = Date.now();

async function serverRun(base: string, data: Data, group: Student[], paced: boolean, start?: () => void): Promise<Timed> {
  const client = graphqlClient(base, group.length);
  const call = (student: Student, query: string, variables: Record<string, unknown>) =>
    client.request(student.token, query, variables, { 'x-student-session': String(student.workSession) });
  // Each student opens the player first (not timed): the choice keys are their attempt's.
  await Promise.all(
    group.map(async (student) => {
      const view = (await call(student, VIEW, { a: data.assignmentId, s: student.submissionId })) as unknown as {
        player: { problems: { problemId: number; choices: { key: string; text: string }[] }[] };
      };
      student.problems = new Map(view.player.problems.map((problem) => [problem.problemId, problem]));
    }),
  );
  const value = (student: Student, problemId: number, answer: Answer) =>
    'text' in answer
      ? answer
      : { selected: [student.problems?.get(problemId)?.choices.find((choice) => choice.text === answer.pick)?.key ?? ''] };
  const result = await timed(
    group,
    (student) => {
      const responses = new Map<number, number>();
      const creates = data.problemIds.map((problemId, index) => async () => {
        const variables = {
          s: student.submissionId,
          p: problemId,
          v: value(student, problemId, PROBLEMS[index]!.give),
          t: 20,
          q: (sequence += 1),
        };
        const created = (await call(student, CREATE, variables)) as unknown as { createProblemResponse: { response: { id: number } } };
        responses.set(problemId, created.createProblemResponse.response.id);
      });
      const updates = data.problemIds.slice(0, CHANGES).map((problemId, index) => async () => {
        await call(student, UPDATE, {
          r: responses.get(problemId),
          v: value(student, problemId, PROBLEMS[index]!.change),
          q: (sequence += 1),
        });
      });
      return [...creates, ...updates];
    },
    paced,
    start,
  );
  client.close();
  return result;
}

/** The same writes as hand-written SQL: lock the open attempt, then insert or update the response. */
async function rawRun(pool: pg.Pool, data: Data, group: Student[], paced: boolean, start?: () => void): Promise<Timed> {
  const transaction = async (statements: [string, unknown[]][]) => {
    const client = await pool.connect();
    try {
      await client.query('begin');
      for (const [text, values] of statements) await client.query(text, values);
      await client.query('commit');
    } catch (error) {
      await client.query('rollback');
      throw error;
    } finally {
      client.release();
    }
  };
  const lock = (submissionId: number): [string, unknown[]] => [
    'select id from submissions where id = $1 and submitted_at is null and not reviewed for share',
    [submissionId],
  ];
  const insert = `insert into problem_responses (submission_id, problem_id, value, state, sum, count, graded, time_spent, sequence)
    values ($1, $2, $3, 1, 1, 1, true, 20, $4) on conflict (submission_id, problem_id) do nothing`;
  const update = `update problem_responses set value = $3, state = 2, sum = 0, sequence = $4, updated_at = now()
    where submission_id = $1 and problem_id = $2 and sequence < $4`;
  return timed(
    group,
    (student) => {
      const creates = data.problemIds.map(
        (problemId, index) => () =>
          transaction([
            lock(student.submissionId),
            [insert, [student.submissionId, problemId, JSON.stringify(PROBLEMS[index]!.give), (sequence += 1)]],
          ]),
      );
      const updates = data.problemIds
        .slice(0, CHANGES)
        .map(
          (problemId, index) => () =>
            transaction([
              lock(student.submissionId),
              [update, [student.submissionId, problemId, JSON.stringify(PROBLEMS[index]!.change), (sequence += 1)]],
            ]),
        );
      return [...creates, ...updates];
    },
    paced,
    start,
  );
}

interface Measured {
  result: Timed;
  serverMs: number;
  postgresMs: number;
  clientMs: number;
}

/** Runs one timed run and the CPU the server, PostgreSQL and this process used while it was timed (opening the player left out). */
async function withCpu(run: (start: () => void) => Promise<Timed>, serverPid: number | undefined): Promise<Measured> {
  let before = { server: NaN, postgres: NaN, client: NaN };
  const start = () => {
    before = { server: processTreeCpuMs(serverPid), postgres: postgresCpuMs(), client: ownCpuMs() };
  };
  const result = await run(start);
  return {
    result,
    serverMs: processTreeCpuMs(serverPid) - before.server,
    postgresMs: postgresCpuMs() - before.postgres,
    clientMs: ownCpuMs() - before.client,
  };
}

/** The turns of one path as one run: all their writes over all their time. */
function combined(turns: Measured[]): Measured {
  const sum = (pick: (turn: Measured) => number) => turns.reduce((total, turn) => total + pick(turn), 0);
  return {
    result: { latencies: turns.flatMap((turn) => turn.result.latencies), seconds: sum((turn) => turn.result.seconds) },
    serverMs: sum((turn) => turn.serverMs),
    postgresMs: sum((turn) => turn.postgresMs),
    clientMs: sum((turn) => turn.clientMs),
  };
}

const format = (row: ReturnType<typeof report>) =>
  `${row.name.padEnd(40)} ${String(row.writes).padStart(6)} ${row.perSecond.toFixed(0).padStart(9)} ${row.p50.toFixed(1).padStart(8)} ${row.p99.toFixed(1).padStart(8)}`;

await ensureDatabase();
const database = await openDatabase({ url, poolSize: 5 });
await database.migrate();
const data = await seed(database.db);
await database.close();

const dataDir = mkdtempSync(path.join(tmpdir(), 'solve-bench-responses-'));
// BENCH_PORT fixes the server's port (runs side by side each take their own), else a random one.
const port = process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : 3700 + Math.floor(Math.random() * 200);
const server = await startServer(dataDir, port);
const pool = new pg.Pool({ connectionString: url, max: POOL });
try {
  const group = (index: number) => data.students.slice(index * STUDENTS, (index + 1) * STUDENTS);
  const base = `http://127.0.0.1:${port}`;
  // Untimed first runs: the server's processes and this one compile their hot code, both paths fill their pools.
  for (let run = 0; run < WARMUP_RUNS; run += 1) {
    await serverRun(base, data, group(0), false);
    await rawRun(pool, data, group(1), false);
  }
  const flatTurns: { server: Measured; sql: Measured }[] = [];
  for (let turn = 0; turn < TURNS; turn += 1) {
    const serverTurn = await withCpu((start) => serverRun(base, data, group(4 + 2 * turn), false, start), server.pid);
    flatTurns.push({ server: serverTurn, sql: await withCpu((start) => rawRun(pool, data, group(5 + 2 * turn), false, start), undefined) });
  }
  const flatOut = combined(flatTurns.map((turn) => turn.server));
  const flatSqlRun = combined(flatTurns.map((turn) => turn.sql));
  const runs: [string, Timed][] = [
    ['server, flat out: GraphQL over HTTP', flatOut.result],
    [`raw SQL, flat out: pg (pool ${POOL})`, flatSqlRun.result],
    ['server, paced: GraphQL over HTTP', await serverRun(base, data, group(2), true)],
    [`raw SQL, paced: pg (pool ${POOL})`, await rawRun(pool, data, group(3), true)],
  ];
  const rows = runs.map(([name, result]) => report(name, result.latencies, result.seconds));
  console.log(
    `${STUDENTS} students at once, ${PROBLEMS.length} answers and ${CHANGES} changed answers each, on ${new URL(url).pathname.slice(1)}, after ${WARMUP_RUNS} untimed runs of each path; flat out in ${TURNS} turns`,
  );
  console.log(`${'run'.padEnd(40)} ${'writes'.padStart(6)} ${'writes/s'.padStart(9)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)}`);
  for (const row of rows) console.log(format(row));
  const [flatServer, flatSql, pacedServer] = rows as [ReturnType<typeof report>, ReturnType<typeof report>, ReturnType<typeof report>];
  const ratio = flatServer.perSecond / flatSql.perSecond;
  const perWrite = (ms: number) => (Number.isFinite(ms) ? `${(ms / flatServer.writes).toFixed(2)} ms` : 'n/a');
  const perSqlWrite = (ms: number) => (Number.isFinite(ms) ? `${(ms / flatSql.writes).toFixed(2)} ms` : 'n/a');
  console.log(
    `CPU per write flat out, server path: server (${PROCESSES} process${PROCESSES > 1 ? 'es' : ''} of ${poolSizePerProcess(PROCESSES)} connections) ${perWrite(flatOut.serverMs)}, PostgreSQL ${perWrite(flatOut.postgresMs)}, load generator ${perWrite(flatOut.clientMs)}`,
  );
  console.log(
    `CPU per write flat out, raw SQL path: PostgreSQL ${perSqlWrite(flatSqlRun.postgresMs)}, pg client ${perSqlWrite(flatSqlRun.clientMs)}`,
  );
  console.log(`server p99 when paced: ${pacedServer.p99.toFixed(1)} ms (target < 50 ms): ${pacedServer.p99 < 50 ? 'met' : 'NOT met'}`);
  console.log(`server throughput flat out: ${(ratio * 100).toFixed(0)}% of raw SQL (target >= 50%): ${ratio >= 0.5 ? 'met' : 'NOT met'}`);
} finally {
  await pool.end();
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}
