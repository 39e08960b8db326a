// The dashboard and lesson-list benchmark (README "Benchmarks"): a generated academy of 10,000
// students, 300 classrooms and 2,000,000 problem responses (or --responses N) on PostgreSQL;
// both reads through the real server over HTTP at 32 concurrent clients, next to the same data
// read with hand-written SQL through `pg` in the same run. Targets: p99 under 50 ms, and at least
// half the throughput of the raw SQL.
import { parseArgs } from 'node:util';
import pg from 'pg';
import { CLASSROOMS, generate, STUDENTS, studentToken } from './dashboard/generate.mjs';
import { ensureDatabase, ms, serverShape, startServer } from './lib/bench-server.mjs';
import { graphqlClient } from './lib/graphql-client.mjs';
import { combine, measure } from './dashboard/load.mjs';
import { ownCpuMs, processTreeCpuMs } from './lib/cpu.mjs';
import { DASHBOARD_GRAPHQL, dashboardSql, LESSON_GRAPHQL, lessonSql, TARGETS_SQL } from './dashboard/queries.mjs';

const { values: args } = parseArgs({
  options: {
    responses: { type: 'string', default: '2000000' },
    concurrency: { type: 'string', default: '32' },
    seconds: { type: 'string', default: '10' },
    fresh: { type: 'boolean', default: false },
    processes: { type: 'string', default: 'auto' },
    rounds: { type: 'string', default: '3' },
    warmup: { type: 'string', default: '10' },
  },
});
const responses = Number(args.responses);
const concurrency = Number(args.concurrency);
const seconds = Number(args.seconds);
/** The scenarios take turns this many times, so that a slow spell of the machine falls on all of them alike. */
const rounds = Math.max(1, Number(args.rounds));
/**
 * Seconds each scenario first runs flat out untimed: the server's processes and the benchmark's
 * own pg client compile their hot code (a fresh process serves its first thousands of requests at
 * a fraction of its steady speed), as a server that has been up for a while has.
 */
const warmupSeconds = Math.max(0, Number(args.warmup));
/** Each paced run: long enough for a p99 of a few thousand requests. */
const pacedSeconds = Math.max(2, seconds / 2);
/** The server's SERVER_PROCESSES: auto (the server's rule, autoServerProcesses) unless told a number; each keeps poolSizePerProcess connections. */
const processesSetting = args.processes === 'auto' ? 'auto' : String(Math.max(1, Number(args.processes)));
const databaseUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres:postgres@localhost:5432/solve_bench_dashboard';
/** Connections for generating the academy (the timed raw SQL gets the server's number). */
const POOL_SIZE = 20;

/** The size of the academy already in the database, if the benchmark generated one. */
async function existingResponses(/** @type {pg.Pool} */ pool) {
  const { rows } = await pool.query(`select to_regclass('bench_meta') as meta`);
  if (!rows[0].meta) return null;
  const meta = await pool.query('select responses from bench_meta');
  return meta.rows[0]?.responses ?? null;
}

/** A CPU clock in ms: the server's processes (GraphQL), or this process with its pg client (raw SQL). */
const cpuClock = (/** @type {number | undefined | null} */ pid) => (pid === null ? ownCpuMs : () => processTreeCpuMs(pid ?? undefined));

await ensureDatabase(databaseUrl);
const pool = new pg.Pool({ connectionString: databaseUrl, max: POOL_SIZE });
const have = await existingResponses(pool);
const regenerate = args.fresh || have !== responses;
if (regenerate) {
  console.log(`Resetting ${databaseUrl} ...`);
  await pool.query('drop schema if exists public cascade; drop schema if exists drizzle cascade; create schema public;');
}
// The server migrates an empty database before it serves.
const server = await startServer({ databaseUrl, processes: processesSetting });
const client = graphqlClient(server.base, 64);
/** @type {pg.Pool | undefined} */
let rawPool;
const graphql = client.request;
try {
  if (regenerate) {
    console.log(
      `Generating ${STUDENTS.toLocaleString('en-US')} students, ${CLASSROOMS} classrooms, ${responses.toLocaleString('en-US')} responses:`,
    );
    const started = performance.now();
    await generate(pool, responses, console.log);
    await pool.query('create table bench_meta (responses integer not null)');
    await pool.query('insert into bench_meta values ($1)', [responses]);
    console.log(`  generated in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
  const counts =
    await pool.query(`select (select count(*) from problem_responses)::int as responses, (select count(*) from submissions)::int as submissions,
    (select count(*) from students)::int as students, (select count(*) from classrooms)::int as classrooms`);
  const size = counts.rows[0];
  console.log(
    `Academy: ${size.students} students, ${size.classrooms} classrooms, ${size.submissions.toLocaleString('en-US')} submissions, ${size.responses.toLocaleString('en-US')} problem responses`,
  );

  const { rows } = await pool.query(TARGETS_SQL, [2000]);
  /** @type {import('./dashboard/queries.mjs').Target[]} */
  const targets = rows.map((row) => ({ studentId: row.student_id, token: studentToken(row.student_id), lessonId: row.lesson_id }));
  if (targets.length === 0) throw new Error('the generated academy has no lesson a student may open');
  /** Spreads the clients over the students, each request another one. */
  const pick = (/** @type {number} */ client, /** @type {number} */ i) =>
    /** @type {import('./dashboard/queries.mjs').Target} */ (targets[(client * 7919 + i * 104_729) % targets.length]);
  // Every scenario must answer without errors before it is timed.
  await graphql(pick(0, 0).token, DASHBOARD_GRAPHQL, {});
  await graphql(pick(0, 0).token, LESSON_GRAPHQL, { lessonId: pick(0, 0).lessonId });

  // The raw SQL gets as many connections as the server's processes keep together.
  const { processes, connections } = await serverShape(databaseUrl, processesSetting);
  rawPool = new pg.Pool({ connectionString: databaseUrl, max: processes * connections });
  const raw = rawPool;
  const serverPid = server.child.pid;
  /** @type {[string, (client: number, i: number) => Promise<unknown>, number | undefined | null][]} */
  const scenarios = [
    ['dashboard, GraphQL', (c, i) => graphql(pick(c, i).token, DASHBOARD_GRAPHQL, {}), serverPid],
    ['dashboard, raw SQL', (c, i) => dashboardSql(raw, pick(c, i)), null],
    ['lesson list, GraphQL', (c, i) => graphql(pick(c, i).token, LESSON_GRAPHQL, { lessonId: pick(c, i).lessonId }), serverPid],
    ['lesson list, raw SQL', (c, i) => lessonSql(raw, pick(c, i)), null],
  ];
  for (const [name, request] of scenarios) await measure(name, request, { concurrency, seconds: 0, warmupSeconds });
  /** @type {import('./dashboard/load.mjs').Result[][]} */
  const runs = scenarios.map(() => []);
  for (let round = 0; round < rounds; round += 1) {
    const options = { concurrency, seconds: seconds / rounds, warmupSeconds: 1 };
    for (const [index, [name, request, pid]] of scenarios.entries())
      runs[index]?.push(await measure(name, request, { ...options, cpu: cpuClock(pid) }));
  }
  const results = scenarios.map(([name], index) => {
    const result = combine(name, runs[index] ?? []);
    return { ...result, cpuPerRequest: result.cpuMs / Math.max(1, result.requests) };
  });

  // Paced: each GraphQL read and its raw SQL twin at the throughput target, half the raw SQL's flat-out rate.
  /** @type {{ name: string; rate: number; graphql: import('./dashboard/load.mjs').Result; sql: import('./dashboard/load.mjs').Result }[]} */
  const paced = [];
  for (let index = 0; index + 1 < scenarios.length; index += 2) {
    const [[name, request], [, sqlRequest]] = /** @type {[(typeof scenarios)[number], (typeof scenarios)[number]]} */ ([
      scenarios[index],
      scenarios[index + 1],
    ]);
    const rate = Math.max(1, Math.round((results[index + 1]?.throughput ?? 0) / 2));
    const options = { concurrency, seconds: pacedSeconds, warmupSeconds: 1, rate };
    paced.push({ name, rate, graphql: await measure(name, request, options), sql: await measure(name, sqlRequest, options) });
  }

  console.log(
    `\n${concurrency} concurrent clients, ${seconds} s each in ${rounds} turns after ${warmupSeconds} s of warm-up, ${processes} server process${processes > 1 ? 'es' : ''} of ${connections} connections (the raw SQL ${processes * connections}), ${size.responses.toLocaleString('en-US')} problem responses in the academy`,
  );
  console.log('scenario                 requests   req/s     p50       p99   Node CPU/request');
  for (const result of results) {
    console.log(
      `${result.name.padEnd(24)} ${String(result.requests).padStart(8)} ${result.throughput.toFixed(0).padStart(7)} ${ms(result.p50).padStart(9)} ${ms(result.p99).padStart(9)} ${ms(result.cpuPerRequest).padStart(10)}`,
    );
  }
  console.log('(Node CPU: the server processes for GraphQL, the benchmark process and its pg client for raw SQL)');
  console.log(
    `\nPaced at half the raw SQL's flat-out rate (the throughput target), ${pacedSeconds} s each, latency counted from when each request was due:`,
  );
  console.log('scenario                  req/s   GraphQL p50   p99   raw SQL p50   p99');
  for (const run of paced) {
    console.log(
      `${run.name.replace(', GraphQL', '').padEnd(24)} ${String(run.rate).padStart(6)} ${ms(run.graphql.p50).padStart(12)} ${ms(run.graphql.p99).padStart(9)} ${ms(run.sql.p50).padStart(12)} ${ms(run.sql.p99).padStart(9)}`,
    );
  }
  // Each GraphQL scenario is followed by its raw SQL twin.
  for (let index = 0; index + 1 < results.length; index += 2) {
    const [graphqlResult, sqlResult] = /** @type {[import('./dashboard/load.mjs').Result, import('./dashboard/load.mjs').Result]} */ ([
      results[index],
      results[index + 1],
    ]);
    const ratio = graphqlResult.throughput / sqlResult.throughput;
    const pacedP99 = paced[index / 2]?.graphql.p99 ?? NaN;
    console.log(
      `${graphqlResult.name}: p99 ${ms(graphqlResult.p99)} flat out and ${ms(pacedP99)} paced (target < 50 ms: flat out ${graphqlResult.p99 < 50 ? 'met' : 'missed'}, paced ${pacedP99 < 50 ? 'met' : 'missed'}), ` +
        `${(ratio * 100).toFixed(0)}% of the raw SQL throughput (target >= 50%: ${ratio >= 0.5 ? 'met' : 'missed'})`,
    );
  }
} finally {
  client.close();
  server.child.kill('SIGTERM');
  await rawPool?.end();
  await pool.end();
}
