// Load and worst inputs, through the built server (production mode, one process) on PostgreSQL:
//
//   npm run hardening -w bench                          200 clients, 60 s per load
//   npm run hardening -w bench -- --seconds 20 --clients 50 --worst-seconds 5 --worst-rounds 3
//
// 1. The server process's resident memory before anything, after each part and after 10 s idle.
// 2. The public catalog of 300 classes, signed out, from --clients clients for --seconds (after
//    --warmup seconds not counted).
// 3. --clients students changing typed answers of a DELAYED set for --seconds (the same).
// 4. The worst inputs, each for --worst-seconds, while /health is asked every 10 ms (its longest
//    answer is the longest the event loop kept a client waiting; target under 100 ms), after a
//    control of ordinary answers from as many clients (the delay the load alone causes):
//    a. the longest answers (at each type's limit, one over, a 20,000-digit number),
//    b. the largest WebSocket frames (just under the 1 MB message limit, and 2 MB),
//    c. the heaviest images (a GIF of 6300 × 6300, a 24-megapixel JPEG), with student
//       sign-ins timed meanwhile.
//    The worst inputs run --worst-rounds times (default 2), so that memory kept after the first
//    round can be told from memory that keeps growing.
// 5. Memory after idle against before, and a verdict per target.
// BENCH_DATABASE_URL names the database (default solve_bench_hardening; replaced at every run).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { measure, type Result } from './dashboard/load.mjs';
import { ownCpuMs, processTreeCpuMs } from './lib/cpu.mjs';
import { answerClient, ANSWER_PROBLEMS, changeAnswer, LONG_ANSWERS, sendLongAnswer } from './hardening/answers.js';
import { FRAMES, sendLargeFrame } from './hardening/frames.js';
import { attachImage, heavyImages, IMAGES, signInRepeatedly, type SignIns } from './hardening/images.js';
import { memoryOf, ms, printTable, printVerdicts, Tally, type Memory, type Verdict } from './hardening/report.js';
import { resetDatabase, startServer } from './lib/bench-server.mjs';
import { CATALOG_GRAPHQL, generateCatalogAcademy } from './lib/catalog-academy.mjs';
import { graphqlClient } from './lib/graphql-client.mjs';
import { startHealthProber, type ProbeSpan } from './lib/health-prober.mjs';
import { seedProblemSet, seedStudents } from './lib/player-seed.js';
import { openDatabase } from '../server/dist/db/client.js';
import { createStudent } from '../server/dist/db/seed/factories/people.js';
import { hashPassword } from '../server/dist/modules/auth/passwords.js';

const { values: args } = parseArgs({
  options: {
    seconds: { type: 'string', default: '60' },
    clients: { type: 'string', default: '200' },
    warmup: { type: 'string', default: '2' },
    'worst-seconds': { type: 'string', default: '10' },
    'worst-rounds': { type: 'string', default: '2' },
  },
});
const SECONDS = Number(args.seconds);
const CLIENTS = Number(args.clients);
const WARMUP_SECONDS = Number(args.warmup);
const WORST_SECONDS = Number(args['worst-seconds']);
const WORST_ROUNDS = Math.max(1, Number(args['worst-rounds']));
const CLASSES = 300;
/** Clients of each worst input. */
const WORST_CLIENTS = 20;
/** Students who sign in while the images are decoded, each again every SIGN_IN_PAUSE_MS. */
const SIGNERS = 4;
const SIGN_IN_PAUSE_MS = 250;
const SIGN_IN_PASSWORD = 'bench-password-1';
const IDLE_SECONDS = 10;
/** A request not answered by then fails (and counts as an error). */
const TIMEOUT_MS = 30_000;
const HEALTH_TARGET_MS = 100;
const databaseUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres:postgres@localhost:5432/solve_bench_hardening';
const run = Date.now().toString(36);

interface LoadOptions {
  concurrency: number;
  seconds: number;
  warmupSeconds: number;
}

const sleep = (seconds: number) => new Promise((resolve) => setTimeout(resolve, seconds * 1000));

interface Load {
  result: Result;
  /** CPU the server and this process (the load generator) used while it ran, in % of one core. */
  serverCpu: number;
  generatorCpu: number;
}

/**
 * Runs a load with `measure` and the CPU it cost: a load generator near 100% of its core caps the
 * throughput below what the server could answer.
 */
async function load(
  name: string,
  request: (client: number, i: number) => Promise<unknown>,
  options: LoadOptions,
  pid: number | undefined,
): Promise<Load> {
  const started = performance.now();
  const serverBefore = processTreeCpuMs(pid);
  const result = await measure(name, request, { ...options, cpu: ownCpuMs });
  const serverCpu = ((processTreeCpuMs(pid) - serverBefore) / (performance.now() - started)) * 100;
  return { result, serverCpu, generatorCpu: (result.cpuMs / (result.seconds * 1000)) * 100 };
}

/** A load's one row: requests, errors, p50/p99, throughput, CPU and the longest /health answer meanwhile. */
function printLoad({ result, serverCpu, generatorCpu }: Load, health: ProbeSpan) {
  printTable(
    ['run', 'requests', 'errors', 'p50 ms', 'p99 ms', 'requests/s', 'server CPU %', 'generator CPU %', '/health max ms'],
    [
      [
        result.name,
        String(result.requests),
        String(result.errors),
        ms(result.p50),
        ms(result.p99),
        result.throughput.toFixed(0),
        serverCpu.toFixed(0),
        generatorCpu.toFixed(0),
        ms(health.longestMs),
      ],
    ],
  );
}

/**
 * The longest /health answer of a worst-input part against its target, beside the control's
 * (ordinary answers from as many clients), printed and kept as a verdict.
 */
function healthVerdict(part: string, health: ProbeSpan, control: ProbeSpan, verdicts: Verdict[]) {
  const met = health.longestMs < HEALTH_TARGET_MS && health.failures === 0;
  const detail = `${ms(health.longestMs)} ms longest of ${health.probes} probes${health.failures ? `, ${health.failures} failed` : ''} (control ${ms(control.longestMs)} ms)`;
  console.log(`/health longest answer: ${detail}; target under ${HEALTH_TARGET_MS} ms: ${met ? 'met' : 'NOT met'}`);
  verdicts.push({ target: `${part}: /health under ${HEALTH_TARGET_MS} ms`, met, detail });
}

const signInLine = (label: string, signIns: SignIns) =>
  `${label}: ${signIns.count} sign-ins, p50 ${ms(signIns.p50)} ms, max ${ms(signIns.max)} ms${signIns.failures.length ? `, ${signIns.failures.length} failed (${signIns.failures[0]})` : ''}`;

await resetDatabase(databaseUrl);
// The uploads' files go to a folder of this run's own.
const dataDir = mkdtempSync(path.join(tmpdir(), 'solve-bench-hardening-'));
process.env.DATA_DIR = dataDir;
// One process, so that the child is the one that serves and its memory is the server's.
const server = await startServer({ databaseUrl, processes: '1' }).catch((error: unknown) => {
  rmSync(dataDir, { recursive: true, force: true });
  throw error;
});
const pid = server.child.pid;
const memory: [string, Memory][] = [['before anything', memoryOf(pid)]];
const remember = (moment: string) => {
  const now = memoryOf(pid);
  memory.push([moment, now]);
  console.log(`server memory ${moment}: RSS ${ms(now.rssMb)} MB (peak ${ms(now.peakMb)} MB)\n`);
};
const pool = new pg.Pool({ connectionString: databaseUrl, max: 4 });
const prober = startHealthProber(server.base);
const verdicts: Verdict[] = [];
try {
  // The catalog first: its generator names courses and teachers by the ids an empty database gives them.
  await generateCatalogAcademy(pool, CLASSES);
  const database = await openDatabase({ url: databaseUrl, poolSize: 4 });
  // The students' classes stay off the catalog, which keeps its 300.
  const off = { classroom: { onCatalog: false } };
  const answerSet = await seedProblemSet(database.db, `${run}a`, ANSWER_PROBLEMS, off);
  const fileSet = await seedProblemSet(database.db, `${run}f`, [{ problemType: 'OFFLINE' }], off);
  const loadStudents = await seedStudents(database.db, { assignmentId: answerSet.assignmentId, count: CLIENTS, prefix: `load-${run}` });
  const longStudents = await seedStudents(database.db, {
    assignmentId: answerSet.assignmentId,
    count: WORST_CLIENTS,
    prefix: `long-${run}`,
  });
  // Students of their own for each round of images: a round uses up their daily upload quota.
  const imageStudents = await seedStudents(database.db, {
    assignmentId: fileSet.assignmentId,
    count: WORST_CLIENTS * WORST_ROUNDS,
    prefix: `image-${run}`,
  });
  // Signed in by password: the hash made by the server's own function, so sign-in costs what it costs in use.
  const passwordHash = await hashPassword(SIGN_IN_PASSWORD);
  const signers: string[] = [];
  for (let index = 0; index < SIGNERS; index += 1) {
    signers.push((await createStudent(database.db, { username: `signer-${run}-${index}`, passwordHash })).username);
  }
  await database.close();
  const images = await heavyImages();

  console.log(`Hardening: the built server (production, 1 process, pid ${pid}) on ${new URL(databaseUrl).pathname.slice(1)}\n`);

  const loadOptions = { concurrency: CLIENTS, seconds: SECONDS, warmupSeconds: WARMUP_SECONDS };
  console.log(`2. Public catalog, signed out: ${CLASSES} classes, ${CLIENTS} clients, ${SECONDS} s after ${WARMUP_SECONDS} s of warm-up`);
  const catalogClient = graphqlClient(server.base, CLIENTS, { timeoutMs: TIMEOUT_MS });
  await prober.span();
  const catalogLoad = await load('catalog', () => catalogClient.requestUnparsed('', CATALOG_GRAPHQL, {}), loadOptions, pid);
  printLoad(catalogLoad, await prober.span());
  const catalog = catalogLoad.result;
  catalogClient.close();
  verdicts.push({
    target: 'catalog: no errors',
    met: catalog.errors === 0,
    detail: `${catalog.errors} of ${catalog.requests + catalog.errors}`,
  });
  remember('after the catalog');

  console.log(
    `3. Answering: ${CLIENTS} students, each changing its ${ANSWER_PROBLEMS.length} typed answers of a DELAYED set in turn, ${SECONDS} s after ${WARMUP_SECONDS} s of warm-up`,
  );
  const answers = answerClient(server.base, CLIENTS, TIMEOUT_MS);
  const answerers = await Promise.all(loadStudents.map((student) => answers.createResponses(student, answerSet.problemIds)));
  await prober.span();
  const answeringLoad = await load('updateProblemResponse', changeAnswer(answers, answerers), loadOptions, pid);
  printLoad(answeringLoad, await prober.span());
  const answering = answeringLoad.result;
  verdicts.push({
    target: 'answering: no errors (an answer refused is one)',
    met: answering.errors === 0,
    detail: `${answering.errors} of ${answering.requests + answering.errors}`,
  });
  remember('after answering');

  console.log(`4. Worst inputs, ${WORST_SECONDS} s each, ${WORST_CLIENTS} clients, /health asked every 10 ms`);
  const worst = { concurrency: WORST_CLIENTS, seconds: WORST_SECONDS, warmupSeconds: 0 };

  const longAnswerers = await Promise.all(longStudents.map((student) => answers.createResponses(student, answerSet.problemIds)));
  // What /health shows under as many clients of ordinary answers, for comparison: the part of its
  // delay that comes from the load itself rather than from the worst inputs.
  console.log(`4 (control). Ordinary answers from ${WORST_CLIENTS} students, ${WORST_SECONDS} s`);
  await prober.span();
  const control = await load('updateProblemResponse', changeAnswer(answers, longAnswerers), worst, pid);
  const controlHealth = await prober.span();
  printLoad(control, controlHealth);
  console.log();

  // The worst inputs more than once: what a process keeps after the first round (the allocator's
  // arenas, compiled code) should not grow again with the next.
  const worstRound = async (round: number) => {
    const label = WORST_ROUNDS > 1 ? ` (round ${round})` : '';
    const longTally = new Tally(LONG_ANSWERS);
    const longAnswers = sendLongAnswer(answers, longAnswerers, longTally);
    console.log(`4a${label}. Longest answers, by type (limit in characters: ${longAnswers.limits.join(', ')})`);
    await prober.span();
    await measure('longest answers', longAnswers.request, worst);
    const longHealth = await prober.span();
    longTally.print(WORST_SECONDS);
    healthVerdict(`4a longest answers${label}`, longHealth, controlHealth, verdicts);
    const atLimit = longTally.count('at the limit', 'accepted');
    const over = longTally.count('one character over', 'refused ANSWER_TOO_LONG');
    const huge = longTally.count('"1" + 19,999 zeros', 'refused ANSWER_TOO_LONG');
    verdicts.push({
      target: `4a${label}: answers at the limit accepted, longer ones refused with ANSWER_TOO_LONG`,
      met:
        longTally.all('at the limit', 'accepted') &&
        longTally.all('one character over', 'refused ANSWER_TOO_LONG') &&
        longTally.all('"1" + 19,999 zeros', 'refused ANSWER_TOO_LONG'),
      detail: `${atLimit.matching} of ${atLimit.total} accepted; ${over.matching + huge.matching} of ${over.total + huge.total} refused`,
    });
    remember(`after the longest answers${label}`);

    console.log(`4b${label}. Largest WebSocket frames: connection_init of each size, a new socket for each`);
    const frameTally = new Tally(FRAMES);
    await prober.span();
    await measure('largest frames', sendLargeFrame(server.base, frameTally, TIMEOUT_MS), worst);
    const frameHealth = await prober.span();
    frameTally.print(WORST_SECONDS);
    healthVerdict(`4b largest frames${label}`, frameHealth, controlHealth, verdicts);
    const acknowledged = frameTally.count('just under 1 MB', 'acknowledged');
    const closed = frameTally.count('2 MB', 'closed 1009');
    verdicts.push({
      target: `4b${label}: frames under 1 MB acknowledged, 2 MB frames closed with 1009`,
      met: frameTally.all('just under 1 MB', 'acknowledged') && frameTally.all('2 MB', 'closed 1009'),
      detail: `${acknowledged.matching} of ${acknowledged.total} acknowledged; ${closed.matching} of ${closed.total} closed with 1009`,
    });
    remember(`after the largest frames${label}`);

    console.log(
      `4c${label}. Heaviest images: attachments (sign, PUT, attachFile) of each in turn, GIF of ${(images.gif.length / 1e3).toFixed(0)} kB, JPEG of ${(images.jpeg.length / 1e6).toFixed(1)} MB; ${SIGNERS} students signing in meanwhile`,
    );
    const idleUntil = performance.now() + 3_000;
    const idleSignIns = await signInRepeatedly(
      server.base,
      signers,
      SIGN_IN_PASSWORD,
      SIGN_IN_PAUSE_MS,
      () => performance.now() > idleUntil,
      TIMEOUT_MS,
    );
    const imageTally = new Tally(IMAGES);
    const attaching = attachImage(
      server.base,
      imageStudents.slice((round - 1) * WORST_CLIENTS, round * WORST_CLIENTS),
      fileSet.problemIds[0]!,
      images,
      imageTally,
      TIMEOUT_MS,
    );
    await prober.span();
    let imagesDone = false;
    const busySignIns = signInRepeatedly(server.base, signers, SIGN_IN_PASSWORD, SIGN_IN_PAUSE_MS, () => imagesDone, TIMEOUT_MS);
    await measure('heaviest images', attaching.request, worst);
    imagesDone = true;
    const imageHealth = await prober.span();
    const duringImages = await busySignIns;
    attaching.close();
    imageTally.print(WORST_SECONDS);
    console.log(signInLine('sign-ins before, at idle (3 s)', idleSignIns));
    console.log(signInLine('sign-ins while the images were decoded', duringImages));
    healthVerdict(`4c heaviest images${label}`, imageHealth, controlHealth, verdicts);
    const gifRefused = imageTally.count(IMAGES[0], 'refused IMAGE_TOO_MANY_PIXELS');
    const jpegAccepted = imageTally.count(IMAGES[1], 'accepted');
    const jpegBusy = imageTally.count(IMAGES[1], 'refused IMAGES_BUSY');
    verdicts.push({
      target: `4c${label}: the GIF refused by its header, the JPEG accepted or refused as busy`,
      met: imageTally.all(IMAGES[0], 'refused IMAGE_TOO_MANY_PIXELS') && imageTally.all(IMAGES[1], 'accepted', 'refused IMAGES_BUSY'),
      detail: `GIF ${gifRefused.matching} of ${gifRefused.total} refused; JPEG ${jpegAccepted.matching} accepted, ${jpegBusy.matching} busy, of ${jpegAccepted.total}`,
    });
    verdicts.push({
      target: `4c${label}: every sign-in succeeds while images are decoded`,
      met: duringImages.failures.length === 0 && duringImages.count > 0,
      detail: `${duringImages.count} signed in, ${duringImages.failures.length} failed; p50 ${ms(duringImages.p50)} ms (${ms(idleSignIns.p50)} ms at idle), max ${ms(duringImages.max)} ms`,
    });
    remember(`after the heaviest images${label}`);
  };
  for (let round = 1; round <= WORST_ROUNDS; round += 1) await worstRound(round);
  answers.close();
  if (WORST_ROUNDS > 1) {
    // Bounded: the last round ends within 15% of where the first one did (runs differ by about 10% alone).
    const rounds = memory.filter(([moment]) => moment.startsWith('after the heaviest images')).map(([, taken]) => taken.rssMb);
    const [first, last] = [rounds[0]!, rounds.at(-1)!];
    verdicts.push({
      target: 'memory: the worst inputs again keep no more than the first round did (+15%)',
      met: last <= first * 1.15,
      detail: `RSS after round 1 ${ms(first)} MB, after round ${WORST_ROUNDS} ${ms(last)} MB`,
    });
  }

  await sleep(IDLE_SECONDS);
  memory.push([`after ${IDLE_SECONDS} s idle`, memoryOf(pid)]);
  console.log(`1. Server memory (pid ${pid}, /proc VmRSS and VmHWM)`);
  printTable(
    ['moment', 'RSS MB', 'peak RSS MB'],
    memory.map(([moment, { rssMb, peakMb }]) => [moment, ms(rssMb), ms(peakMb)]),
  );

  const before = memory[0]![1].rssMb;
  const idle = memory.at(-1)![1].rssMb;
  console.log(
    `\n5. Server RSS after ${IDLE_SECONDS} s idle: ${ms(idle)} MB, before anything ${ms(before)} MB (${idle >= before ? '+' : ''}${ms(idle - before)} MB)`,
  );
  printVerdicts(verdicts);
} finally {
  await prober.stop();
  await pool.end();
  server.child.kill();
  rmSync(dataDir, { recursive: true, force: true });
}
