// Capacity (docs/operations.md, "Capacity"): a mix of signed-in and public reads on one
// PostgreSQL database, served by one server instance and by two instances on the same database, in
// the same run, so that what a second instance adds is measured rather than assumed.
//
//   npm run capacity -w bench
//   npm run capacity -w bench -- --seconds 15 --rounds 3 --concurrency 32 --responses 2000000 --paced-seconds 8 --skip-demo
//
// The academy is the dashboard benchmark's (10,000 students, 300 classrooms), generated into a
// fresh database (BENCH_DATABASE_URL, default solve_bench_capacity). Each instance is the built
// server with SERVER_PROCESSES=1. With two, the load generator sends each client's requests to
// the two ports in turn (no proxy: a proxy on the same machine would take CPU from the instances
// it measures). The setups take turns, so that a slow spell of a shared machine falls on both.
// Then each setup is paced at half of what one instance answered flat out: the latency at a load
// one instance carries. Last come the generated academy's size per student, one password check's
// CPU (what sign-ins cost), and the demo academy seeded into a second database (…_demo), its size
// per student and its files.
import { availableParallelism, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { generate, STUDENTS } from './dashboard/generate.mjs';
import { combine, measure, percentile } from './dashboard/load.mjs';
import { kb, largestTables, databaseBytes, demoAcademySize, mb } from './capacity/sizes.mjs';
import { loadTargets, MIX, SCHEDULE } from './capacity/mix.mjs';
import { passwordCheckCost } from './capacity/password-check.mjs';
import { ms, resetDatabase, serverShape, startServer } from './lib/bench-server.mjs';
import { ownCpuMs, processesCpuMs, processTreeCpuMs } from './lib/cpu.mjs';
import { graphqlClient } from './lib/graphql-client.mjs';

const { values: args } = parseArgs({
  options: {
    seconds: { type: 'string', default: '15' },
    rounds: { type: 'string', default: '3' },
    warmup: { type: 'string', default: '10' },
    concurrency: { type: 'string', default: '32' },
    responses: { type: 'string', default: '2000000' },
    'paced-seconds': { type: 'string', default: '8' },
    'skip-demo': { type: 'boolean', default: false },
  },
});
const seconds = Number(args.seconds);
const rounds = Math.max(1, Number(args.rounds));
const warmupSeconds = Math.max(0, Number(args.warmup));
const concurrency = Number(args.concurrency);
const responses = Number(args.responses);
const pacedSeconds = Math.max(2, Number(args['paced-seconds']));
const databaseUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres:postgres@localhost:5432/solve_bench_capacity';
const demoUrl = (() => {
  const url = new URL(databaseUrl);
  url.pathname = `${url.pathname}_demo`;
  return url.toString();
})();
const cores = availableParallelism();

/**
 * @typedef {import('./dashboard/load.mjs').Result} Result
 * @typedef {{ node: number; postgres: Map<number, number>; generator: number }} CpuRead
 * @typedef {{ node: number; postgres: number; generator: number }} Cpu
 * @typedef {{ result: Result; cpu: Cpu; kinds: Map<string, number[]> }} Turn
 */

console.log(
  `Machine: ${cores} cores, load average ${loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')} at the start`,
);
await resetDatabase(databaseUrl);
const portA = 3600 + Math.floor(Math.random() * 380);
const first = await startServer({ databaseUrl, processes: '1', port: portA });
/** @type {Awaited<ReturnType<typeof startServer>> | undefined} */
let second;
const pool = new pg.Pool({ connectionString: databaseUrl, max: 8 });
const clients = [graphqlClient(first.base, concurrency)];
try {
  const emptyBytes = await databaseBytes(pool);
  console.log(`Generating ${STUDENTS.toLocaleString('en-US')} students with ${responses.toLocaleString('en-US')} problem responses:`);
  await generate(pool, responses, console.log);
  await pool.query('vacuum analyze');
  const generatedBytes = await databaseBytes(pool);
  const tables = await largestTables(pool, 6);

  const targets = await loadTargets(pool, 2000);
  if (targets.length === 0) throw new Error('the generated academy has no student with a lesson and a submitted set');
  const pick = (/** @type {number} */ client, /** @type {number} */ i) =>
    /** @type {import('./capacity/mix.mjs').Target} */ (targets[(client * 7919 + i * 104_729) % targets.length]);

  // The second instance: the same build, the same database (migrated by the first), a port of its own.
  second = await startServer({ databaseUrl, processes: '1', build: false, port: portA + 1 });
  clients.push(graphqlClient(second.base, concurrency));
  // Every kind of request must answer without errors on both instances before anything is timed.
  for (const client of clients) for (const kind of MIX) await kind.send(client, pick(0, 0));

  const pids = [first.child.pid, second.child.pid];
  /** Per kind, the latencies of the timed part of a run; null while nothing is timed. */
  /** @type {Map<string, number[]> | null} */
  let kindLatencies = null;
  /**
   * One request of the mix to one of the `instances` first ones: with two, a client's requests
   * go to each in turn, so that each instance gets half of every kind.
   * @param {number} instances
   */
  const mixOn = (instances) => async (/** @type {number} */ c, /** @type {number} */ i) => {
    const kind = /** @type {import('./capacity/mix.mjs').Kind} */ (SCHEDULE[(c * 3 + i) % SCHEDULE.length]);
    const client = /** @type {ReturnType<typeof graphqlClient>} */ (clients[(c + i) % instances]);
    const started = performance.now();
    const timed = kindLatencies;
    await kind.send(client, pick(c, i));
    if (timed === kindLatencies) timed?.get(kind.kind)?.push(performance.now() - started);
  };

  /**
   * A timed run of the mix on `instances` instances. measure() reads its CPU clock exactly when it
   * starts and stops recording: the clock also reads PostgreSQL's and this process's CPU then, and
   * switches the per-kind latencies on and off with it.
   * @param {number} instances
   * @param {number} runSeconds
   * @param {number} [rate] requests a second in all, paced; flat out when 0
   * @returns {Promise<Turn>}
   */
  async function timedRun(instances, runSeconds, rate = 0) {
    // PostgreSQL's CPU: its backends on this database (the instances' pools and listeners), not
    // the other databases of a shared server.
    const { rows } = await pool.query('select pid from pg_stat_activity where datname = current_database()');
    const backends = rows.map((row) => Number(row.pid));
    /** @type {CpuRead[]} */
    const reads = [];
    const kinds = new Map(MIX.map((kind) => [kind.kind, /** @type {number[]} */ ([])]));
    const clock = () => {
      let node = 0;
      for (const pid of pids.slice(0, instances)) node += processTreeCpuMs(pid);
      reads.push({ node, postgres: processesCpuMs(backends), generator: ownCpuMs() });
      kindLatencies = reads.length === 1 ? kinds : null;
      return node;
    };
    const result = await measure(`${instances} instance${instances > 1 ? 's' : ''}`, mixOn(instances), {
      concurrency,
      seconds: runSeconds,
      warmupSeconds: 1,
      cpu: clock,
      ...(rate > 0 ? { rate } : {}),
    });
    const [start, end] = /** @type {[CpuRead, CpuRead]} */ (reads);
    let postgres = 0;
    for (const [pid, used] of end.postgres) postgres += used - (start.postgres.get(pid) ?? used);
    return { result, cpu: { node: end.node - start.node, postgres, generator: end.generator - start.generator }, kinds };
  }

  // Untimed: both instances compile their hot code first, as instances that have been up a while have.
  await measure('warm-up', mixOn(2), { concurrency, seconds: 0, warmupSeconds });
  /** @type {[Turn[], Turn[]]} */
  const turns = [[], []];
  for (let round = 0; round < rounds; round += 1) {
    turns[0].push(await timedRun(1, seconds / rounds));
    turns[1].push(await timedRun(2, seconds / rounds));
  }
  const paceRate = Math.max(
    1,
    Math.round(
      combine(
        '',
        turns[0].map((turn) => turn.result),
      ).throughput / 2,
    ),
  );
  const paced = [await timedRun(1, pacedSeconds, paceRate), await timedRun(2, pacedSeconds, paceRate)];

  const { connections } = await serverShape(databaseUrl, '1');
  console.log(
    `\nThe mix (of every 20 requests): ${MIX.map((kind) => `${kind.weight} ${kind.kind}`).join(', ')}; ${concurrency} clients flat out, ` +
      `${seconds} s per setup in ${rounds} turns after ${warmupSeconds} s of warm-up; each instance SERVER_PROCESSES=1 with ${connections} database connections`,
  );
  const summaries = turns.map((setup, index) => {
    const result = combine(
      index === 0 ? 'one instance' : 'two instances',
      setup.map((turn) => turn.result),
    );
    const cpu = setup.reduce(
      (sum, turn) => ({
        node: sum.node + turn.cpu.node,
        postgres: sum.postgres + turn.cpu.postgres,
        generator: sum.generator + turn.cpu.generator,
      }),
      { node: 0, postgres: 0, generator: 0 },
    );
    const kinds = new Map(MIX.map((kind) => [kind.kind, setup.flatMap((turn) => turn.kinds.get(kind.kind) ?? []).sort((a, b) => a - b)]));
    return { result, cpu, kinds, p95: percentile(result.latencies, 95) };
  });
  console.log(
    'setup             requests   req/s       p50       p95       p99  errors   CPU per request: Node  PostgreSQL  load generator',
  );
  for (const { result, cpu, p95 } of summaries) {
    const per = (/** @type {number} */ value) => ms(value / Math.max(1, result.requests)).padStart(8);
    console.log(
      `${result.name.padEnd(16)} ${String(result.requests).padStart(9)} ${result.throughput.toFixed(0).padStart(7)} ${ms(result.p50).padStart(9)} ${ms(p95).padStart(9)} ${ms(result.p99).padStart(9)} ${String(result.errors).padStart(7)}   ${per(cpu.node)}  ${per(cpu.postgres).padStart(10)}  ${per(cpu.generator).padStart(14)}`,
    );
  }
  const [one, two] = /** @type {[(typeof summaries)[number], (typeof summaries)[number]]} */ (summaries);
  const busy = (/** @type {(typeof summaries)[number]} */ s) =>
    ((s.cpu.node + s.cpu.postgres + s.cpu.generator) / (s.result.seconds * 1000) / cores) * 100;
  console.log(
    `two instances / one: ${(two.result.throughput / one.result.throughput).toFixed(2)}× the requests a second, p99 ${ms(two.result.p99)} against ${ms(one.result.p99)}`,
  );
  console.log(
    `The ${cores} cores were ${busy(one).toFixed(0)}% busy with one instance and ${busy(two).toFixed(0)}% with two (Node, PostgreSQL and the load generator together).`,
  );
  console.log(
    `Both instances, PostgreSQL and the load generator share this machine's ${cores} cores: the ratio is a lower bound of what two machines give.`,
  );
  console.log(
    `\nPaced at ${paceRate} requests a second (half of one instance's flat-out rate), ${pacedSeconds} s each, latency counted from when each request was due:`,
  );
  for (const [index, { result }] of paced.entries())
    console.log(
      `${(index === 0 ? 'one instance' : 'two instances').padEnd(16)} ${result.throughput.toFixed(0).padStart(6)}/s  p50 ${ms(result.p50)}  p95 ${ms(percentile(result.latencies, 95))}  p99 ${ms(result.p99)}  (${result.errors} errors)`,
    );
  console.log('\nBy kind, flat out, p50 / p99:');
  console.log(`${'request'.padEnd(24)} ${'one instance'.padStart(22)} ${'two instances'.padStart(22)}`);
  for (const kind of MIX) {
    const cell = (/** @type {(typeof summaries)[number]} */ s) => {
      const sorted = s.kinds.get(kind.kind) ?? [];
      return `${ms(percentile(sorted, 50))} / ${ms(percentile(sorted, 99))}`.padStart(22);
    };
    console.log(`${kind.kind.padEnd(24)} ${cell(one)} ${cell(two)}`);
  }

  console.log(
    `\nThe generated academy: ${mb(generatedBytes)} (the empty schema ${mb(emptyBytes)}), ${kb((generatedBytes - emptyBytes) / STUDENTS)} per student; largest tables:`,
  );
  for (const table of tables)
    console.log(
      `  ${table.name.padEnd(22)} ${table.rows.toLocaleString('en-US').padStart(10)} rows  ${mb(table.bytes).padStart(10)}  ${String(Math.round(table.bytes / Math.max(1, table.rows))).padStart(5)} bytes a row with its indexes`,
    );

  for (const client of clients) client.close();
  await Promise.all([first, second].map((server) => server && stop(server.child)));
  second = undefined;
  const password = await passwordCheckCost(30);
  console.log(
    `\nOne password check (sign-in, argon2id): ${ms(password.medianMs)} median, ${ms(password.cpuMs)} of CPU: about ${Math.floor(1000 / password.cpuMs)} sign-ins a second per core`,
  );
  if (!args['skip-demo']) {
    const demo = await demoAcademySize(demoUrl);
    console.log(
      `\nThe demo academy (${demo.students} students, ${demo.families} families, ${demo.submissions.toLocaleString('en-US')} submissions, ${demo.responses.toLocaleString('en-US')} problem responses): ` +
        `${mb(demo.bytes)}, ${kb((demo.bytes - emptyBytes) / Math.max(1, demo.students))} per student over the empty schema; its files ${mb(demo.fileBytes)}. Largest tables:`,
    );
    for (const table of demo.tables)
      console.log(`  ${table.name.padEnd(22)} ${table.rows.toLocaleString('en-US').padStart(10)} rows  ${mb(table.bytes).padStart(10)}`);
  }
  console.log(
    `Load average at the end: ${loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}`,
  );
} finally {
  for (const client of clients) client.close();
  await Promise.all([first, second].map((server) => server && stop(server.child)));
  await pool.end();
}

/** Ends a server and waits until it has. */
function stop(/** @type {import('node:child_process').ChildProcess} */ child) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  return exited;
}
