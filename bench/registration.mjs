// The registration morning: at the opening minute every family signs in, browses and filters the
// catalog, opens a class's checkout page, puts a class for each of its students in the cart and
// pays with the sandbox's test card, through the built server on PostgreSQL. Some double-click
// Pay, some retry it after a dropped connection, some leave with a full cart or while paying.
//
//   npm run registration -w bench
//   npm run registration -w bench -- --families=500 --processes=1,2 --think=500-2000 --arrival=10 --card-latency=800
//
// Each family is one sequential session (one parent at one browser), the web app's requests with
// its session cookie and from its own address (the server trusts one proxy hop, as behind Caddy);
// families arrive within the first `arrival` seconds and pause `think` ms between clicks. Prints
// each step's p50 and p99, the refusals and errors by message, the server's time by operation,
// then what the database says: no class over its limit, nobody charged twice, every charge with
// its payment and enrolments, no seat held by a payment that is over. One run per SERVER_PROCESSES
// value, each on a fresh database (BENCH_DATABASE_URL, default solve_bench_registration).
import { availableParallelism, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { resetDatabase, startServer } from './lib/bench-server.mjs';
import { ownCpuMs, postgresCpuMs, processTreeCpuMs } from './lib/cpu.mjs';
import { generateRegistrationAcademy } from './registration/academy.mjs';
import { network, browser } from './registration/browser.mjs';
import { behaviourOf, registrationSession, seeded } from './registration/family-session.mjs';
import { operationTimes, printMorning, readOperationMetrics, STEP_P99_TARGET_MS } from './registration/report.mjs';

const { values: args } = parseArgs({
  options: {
    families: { type: 'string', default: '500' },
    classes: { type: 'string', default: '300' },
    processes: { type: 'string', default: '1,2' },
    think: { type: 'string', default: '500-2000' },
    arrival: { type: 'string', default: '10' },
    // The sandbox card service's answer time (SANDBOX_CARD_LATENCY_MS), as a real one's.
    'card-latency': { type: 'string', default: '800' },
    // The server's port; a free one of 4100–4199 unless told.
    port: { type: 'string' },
    // Run what is built as it is (the server's build only: the morning needs no web build).
    'skip-build': { type: 'boolean', default: false },
  },
});
const FAMILIES = Number(args.families);
const CLASSES = Number(args.classes);
const PROCESSES = args.processes.split(',').map(Number);
const [THINK_MIN, THINK_MAX] = /** @type {[number, number]} */ (args.think.split('-').map(Number));
const ARRIVAL_SECONDS = Number(args.arrival);
const PORT = args.port === undefined ? undefined : Number(args.port);
const CARD_LATENCY_MS = Number(args['card-latency']);
if (
  !(FAMILIES > 0 && CLASSES > 0) ||
  PROCESSES.some((n) => !Number.isInteger(n) || n < 1) ||
  !(THINK_MIN >= 0 && THINK_MAX >= THINK_MIN) ||
  !(ARRIVAL_SECONDS >= 0) ||
  !(Number.isInteger(CARD_LATENCY_MS) && CARD_LATENCY_MS >= 0) ||
  (PORT !== undefined && !(Number.isInteger(PORT) && PORT > 0 && PORT < 65536))
)
  throw new Error('usage: --families=N --classes=N --processes=1,2 --think=MIN-MAX (ms) --arrival=SECONDS --card-latency=MS --port=N');
const databaseUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres:postgres@localhost:5432/solve_bench_registration';
const METRICS_TOKEN = 'bench-metrics-token-bench-metrics-token-0123';

const sleep = (/** @type {number} */ ms) => new Promise((resolve) => setTimeout(resolve, ms));

console.log(
  `Registration morning: ${FAMILIES} families (1–3 students each), ${CLASSES} classes; families arrive within ${ARRIVAL_SECONDS} s ` +
    `and pause ${THINK_MIN}–${THINK_MAX} ms between clicks; the sandbox card service answers in ${CARD_LATENCY_MS} ms. Machine: ${availableParallelism()} cores, load average ${loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}`,
);

/** One morning on a fresh database with SERVER_PROCESSES=processes. */
async function morning(/** @type {number} */ processes, /** @type {boolean} */ build) {
  await resetDatabase(databaseUrl);
  const server = await startServer({
    databaseUrl,
    processes: String(processes),
    build,
    port: PORT ?? 4100 + Math.floor(Math.random() * 100),
    env: { TRUST_PROXY: '1', METRICS_TOKEN, SANDBOX_CARD_LATENCY_MS: String(CARD_LATENCY_MS) },
  });
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 8, application_name: 'registration-bench' });
  const net = network(server.base);
  try {
    const families = await generateRegistrationAcademy(pool, CLASSES, FAMILIES);
    // Before the opening the site is up and visited: its code is compiled and its caches warm.
    const visitor = browser(net, '192.168.0.1');
    for (let i = 0; i < 20; i++) await visitor.graphql('Catalog', { filter: null });
    const requestsBefore = net.requests;
    const metricsBefore = await readOperationMetrics(server.base, METRICS_TOKEN);
    const cpuBefore = { server: processTreeCpuMs(server.child.pid), postgres: postgresCpuMs(), generator: ownCpuMs() };
    const started = performance.now();
    const sessions = await Promise.all(
      families.map(async (family, index) => {
        const random = seeded(1_000_003 + index);
        const think = () => sleep(THINK_MIN + random() * (THINK_MAX - THINK_MIN));
        await sleep(random() * ARRIVAL_SECONDS * 1000);
        return registrationSession({ net, pool, family, index, think });
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    const cpu = {
      server: processTreeCpuMs(server.child.pid) - cpuBefore.server,
      postgres: postgresCpuMs() - cpuBefore.postgres,
      generator: ownCpuMs() - cpuBefore.generator,
    };
    const operations = operationTimes(metricsBefore, await readOperationMetrics(server.base, METRICS_TOKEN));
    const abandoned = families
      .filter((_, index) => behaviourOf(index) === 'leave with a full cart')
      .map((family) => family.familyAccountId);
    const { checkAfterTheMorning } = await import('./registration/checks.mjs');
    const checks = await checkAfterTheMorning(pool, abandoned);
    return printMorning({
      processes,
      families: FAMILIES,
      seconds,
      requests: net.requests - requestsBefore,
      sessions,
      checks,
      operations,
      cpu,
      cardLatencyMs: CARD_LATENCY_MS,
    });
  } finally {
    net.close();
    await pool.end();
    await stop(server.child);
  }
}

/** Ends a server and waits until it has. */
function stop(/** @type {import('node:child_process').ChildProcess} */ child) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  return exited;
}

/** @type {{ processes: number; result: Awaited<ReturnType<typeof morning>> }[]} */
const runs = [];
for (const [index, processes] of PROCESSES.entries())
  runs.push({ processes, result: await morning(processes, index === 0 && !args['skip-build']) });

if (runs.length > 1) {
  console.log(
    `\np99 by step (target: under ${STEP_P99_TARGET_MS} ms; pay: under ${STEP_P99_TARGET_MS} ms more than the card service's ${CARD_LATENCY_MS} ms):`,
  );
  console.log(`${'step'.padEnd(22)}${runs.map((run) => `SERVER_PROCESSES=${run.processes}`.padStart(22)).join('')}`);
  const steps = [...new Set(runs.flatMap((run) => run.result.steps.map((step) => step.step)))];
  for (const step of steps)
    console.log(
      `${step.padEnd(22)}${runs
        .map((run) => {
          const found = run.result.steps.find((s) => s.step === step);
          return (found ? `${found.p99.toFixed(1)} ms` : '-').padStart(22);
        })
        .join('')}`,
    );
}
// The figures are printed either way; a broken promise to families (a seat sold twice, a double
// charge, a charge without its record) fails the command.
console.log(
  `Load average at the end: ${loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')}`,
);
if (runs.some(({ result: { verdict } }) => !verdict.oversold || !verdict.doubleCharges || !verdict.records)) process.exitCode = 1;
