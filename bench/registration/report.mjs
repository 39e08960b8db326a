// The morning in figures: each step's latency, what was refused and why, the server's own time by
// operation, and what the database says afterwards, with the targets' verdicts.
import { ms } from '../lib/bench-server.mjs';
import { percentile } from '../dashboard/load.mjs';

/** The targets: every step's p99 under this at 500 families. */
export const STEP_P99_TARGET_MS = 500;

/**
 * A step's p99 target: Pay waits for the card service once (the charge), whose answer time is not
 * the server's; its target is the server's part.
 * @param {string} step
 * @param {number} cardLatencyMs
 */
export const stepTargetMs = (step, cardLatencyMs) => STEP_P99_TARGET_MS + (step === 'pay' ? cardLatencyMs : 0);

/** The order steps come in a session. */
const STEP_ORDER = [
  'sign in: send code',
  'sign in: code',
  'catalog',
  'catalog filtered',
  'checkout page',
  'add to cart',
  'cart',
  'payment form',
  'pay',
  'remove from cart',
  'payment success page',
];

/**
 * The message as the page shows it, with the class it names taken out, so that refusals of
 * different classes count together.
 * @param {string} message
 */
const messageKind = (message) => message.replace(/K\d{4}: Class \d+/g, '{class}');

/**
 * @typedef {import('./family-session.mjs').SessionResult} SessionResult
 * @typedef {import('./checks.mjs').Checks} Checks
 * @typedef {{ operation: string; count: number; seconds: number }} OperationTime
 * @typedef {{
 *   processes: number;
 *   families: number;
 *   seconds: number;
 *   requests: number;
 *   sessions: SessionResult[];
 *   checks: Checks;
 *   operations: OperationTime[];
 *   cpu: { server: number; postgres: number; generator: number };
 *   cardLatencyMs: number;
 * }} Morning
 */

/**
 * Each step's count, p50, p99 and max.
 * @param {SessionResult[]} sessions
 */
export function stepFigures(sessions) {
  /** @type {Map<string, number[]>} */
  const byStep = new Map();
  for (const session of sessions) for (const { step, ms: took } of session.timings) byStep.set(step, [...(byStep.get(step) ?? []), took]);
  return STEP_ORDER.filter((step) => byStep.has(step)).map((step) => {
    const sorted = (byStep.get(step) ?? []).sort((a, b) => a - b);
    return { step, count: sorted.length, p50: percentile(sorted, 50), p99: percentile(sorted, 99), max: sorted.at(-1) ?? NaN };
  });
}

/**
 * Refusals and failures by message, the seats running out apart.
 * @param {SessionResult[]} sessions
 */
export function errorFigures(sessions) {
  /** @type {Map<string, { count: number; full: boolean; steps: Set<string> }>} */
  const byMessage = new Map();
  for (const session of sessions)
    for (const error of session.errors) {
      const kind = messageKind(error.message);
      const entry = byMessage.get(kind) ?? { count: 0, full: error.full, steps: new Set() };
      entry.count += 1;
      entry.steps.add(error.step);
      byMessage.set(kind, entry);
    }
  return [...byMessage].map(([message, entry]) => ({ message, ...entry })).sort((a, b) => b.count - a.count);
}

/**
 * Prints one morning and returns whether each target was met.
 * @param {Morning} morning
 */
export function printMorning(morning) {
  const { sessions, checks } = morning;
  const steps = stepFigures(sessions);
  const errors = errorFigures(sessions);
  /** @type {Map<string, Map<string, number>>} what the families meant to do, and how it ended */
  const outcomes = new Map();
  for (const session of sessions) {
    const ends = outcomes.get(session.behaviour) ?? new Map();
    ends.set(session.outcome, (ends.get(session.outcome) ?? 0) + 1);
    outcomes.set(session.behaviour, ends);
  }
  const stepCount = steps.reduce((sum, step) => sum + step.count, 0);
  console.log(
    `\n== ${morning.families} families, SERVER_PROCESSES=${morning.processes}: ${morning.seconds.toFixed(1)} s from the opening to the last family done ==`,
  );
  console.log(
    `${stepCount} steps (${(stepCount / morning.seconds).toFixed(0)}/s), ${morning.requests} requests (${(morning.requests / morning.seconds).toFixed(0)}/s)`,
  );
  for (const [behaviour, ends] of outcomes)
    console.log(`  families who meant to ${`${behaviour}:`.padEnd(24)} ${[...ends].map(([outcome, n]) => `${n} ${outcome}`).join(', ')}`);
  console.log(`${'step'.padEnd(22)} ${'count'.padStart(6)} ${'p50'.padStart(10)} ${'p99'.padStart(10)} ${'max'.padStart(10)}`);
  for (const step of steps)
    console.log(
      `${step.step.padEnd(22)} ${String(step.count).padStart(6)} ${ms(step.p50).padStart(10)} ${ms(step.p99).padStart(10)} ${ms(step.max).padStart(10)}${step.p99 >= stepTargetMs(step.step, morning.cardLatencyMs) ? '  over the target' : ''}`,
    );
  console.log('Refusals and errors by message:');
  if (errors.length === 0) console.log('  none');
  for (const error of errors)
    console.log(
      `  ${String(error.count).padStart(5)} × ${error.message} (${[...error.steps].join(', ')})${error.full ? '' : '  <- not a full class'}`,
    );
  const serverSeconds = morning.operations.reduce((sum, op) => sum + op.seconds, 0);
  console.log(
    `Server time by operation (from its metrics: the sum of each operation's durations, ${serverSeconds.toFixed(1)} s in all; ` +
      `CPU: server ${(morning.cpu.server / 1000).toFixed(1)} s, PostgreSQL (all of the machine's) ${(morning.cpu.postgres / 1000).toFixed(1)} s, load generator ${(morning.cpu.generator / 1000).toFixed(1)} s):`,
  );
  for (const op of morning.operations.slice(0, 8))
    console.log(
      `  ${op.operation.padEnd(22)} ${String(op.count).padStart(6)} × ${ms((1000 * op.seconds) / Math.max(1, op.count)).padStart(9)} = ${op.seconds.toFixed(1).padStart(6)} s (${((100 * op.seconds) / Math.max(1e-9, serverSeconds)).toFixed(0)}%)`,
    );

  console.log('Afterwards, in the database:');
  console.log(
    `  ${checks.enrolments} enrolments, ${checks.fullClasses} classes full, ${checks.paidInvoices} invoices paid; ` +
      `${checks.approvedCharges} card charges approved, ${checks.voidedCharges} voided`,
  );
  console.log(
    `  classes over their seat limit: ${checks.oversold.length}${checks.oversold.map((c) => ` ${c.code} ${c.enrolled}/${c.max}`).join(',')}`,
  );
  console.log(`  families charged more than once: ${checks.doubleCharged.length}`);
  console.log(
    `  approved charges without their payment: ${checks.chargesWithoutPayment}; card payments without an approved charge: ${checks.paymentsWithoutCharge}`,
  );
  console.log(`  class lines of paid invoices without their enrolment: ${checks.paidLinesNotEnrolled}`);
  console.log(
    `  seat holds of payments that are over: ${checks.holdsOfClosedAttempts}; payments still with the card service: ${checks.pendingAttempts.length}` +
      checks.pendingAttempts
        .map((a) => ` (#${a.id}: ${a.heldSeats} seats, freed by the reconciler by ${a.releasedBy.toISOString()})`)
        .join(''),
  );
  console.log(`  students of families who left a full cart with a seat held or taken: ${checks.abandonedWithHoldsOrSeats}`);

  // The slowest against its target (Pay's less the card service's answer time).
  const overTarget = (/** @type {{ step: string; p99: number }} */ step) => step.p99 - stepTargetMs(step.step, morning.cardLatencyMs);
  const slowest = steps.reduce((worst, step) => (overTarget(step) > overTarget(worst) ? step : worst), {
    step: '',
    p99: -Infinity,
  });
  const notFull = errors.filter((error) => !error.full).reduce((sum, error) => sum + error.count, 0);
  const verdict = {
    p99: overTarget(slowest) < 0,
    oversold: checks.oversold.length === 0,
    doubleCharges: checks.doubleCharged.length === 0,
    errors: notFull === 0,
    records:
      checks.chargesWithoutPayment === 0 &&
      checks.paymentsWithoutCharge === 0 &&
      checks.paidLinesNotEnrolled === 0 &&
      checks.holdsOfClosedAttempts === 0 &&
      checks.abandonedWithHoldsOrSeats === 0,
  };
  const mark = (/** @type {boolean} */ ok) => (ok ? 'met' : 'NOT MET');
  console.log('Targets:');
  console.log(
    `  every step's p99 under ${STEP_P99_TARGET_MS} ms (pay: under ${STEP_P99_TARGET_MS} ms more than the card service's ${morning.cardLatencyMs} ms): ` +
      `${mark(verdict.p99)} (${verdict.p99 ? 'nearest its target' : 'furthest over its target'}: ${slowest.step} ${ms(slowest.p99)})`,
  );
  console.log(`  0 oversold: ${mark(verdict.oversold)}; 0 double charges: ${mark(verdict.doubleCharges)}`);
  console.log(`  0 errors other than a full class: ${mark(verdict.errors)} (${notFull})`);
  console.log(`  every charge recorded with its enrolments, no hold left behind: ${mark(verdict.records)}`);
  return { steps, verdict };
}

/**
 * The server's time by GraphQL operation between two reads of its metrics, largest first.
 * @param {Map<string, { count: number; seconds: number }>} before
 * @param {Map<string, { count: number; seconds: number }>} after
 * @returns {OperationTime[]}
 */
export function operationTimes(before, after) {
  return [...after]
    .map(([operation, total]) => ({
      operation,
      count: total.count - (before.get(operation)?.count ?? 0),
      seconds: total.seconds - (before.get(operation)?.seconds ?? 0),
    }))
    .filter((op) => op.count > 0)
    .sort((a, b) => b.seconds - a.seconds);
}

/**
 * Each operation's count and total seconds, from the server's /metrics.
 * @param {string} base
 * @param {string} token
 */
export async function readOperationMetrics(base, token) {
  const text = await (await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${token}` } })).text();
  /** @type {Map<string, { count: number; seconds: number }>} */
  const totals = new Map();
  for (const match of text.matchAll(/^solve_graphql_operation_duration_seconds_(sum|count)\{operation="([^"]+)"\} (\S+)$/gm)) {
    const [, kind, operation, value] = /** @type {[string, string, string, string]} */ (/** @type {unknown} */ (match));
    const entry = totals.get(operation) ?? { count: 0, seconds: 0 };
    if (kind === 'sum') entry.seconds = Number(value);
    else entry.count = Number(value);
    totals.set(operation, entry);
  }
  return totals;
}
