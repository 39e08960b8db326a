// Runs one request function from many concurrent clients for a while and sums up the latencies.
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

setFlagsFromString('--expose-gc');
/** This process's full garbage collection (V8's gc(), exposed at run time). */
const collectGarbage = /** @type {() => void} */ (runInNewContext('gc'));

/**
 * @typedef {{ name: string; requests: number; errors: number; seconds: number; throughput: number; p50: number; p99: number; latencies: number[]; cpuMs: number }} Result
 */

/** The value below which p percent of the sorted values lie. */
export const percentile = (/** @type {number[]} */ sorted, /** @type {number} */ p) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

/**
 * Flat out (each client sends its next request as soon as the last is answered), or paced at
 * `rate` requests per second in all: each client then keeps its own schedule, and a request's
 * latency counts from when it was due, so a slow answer that delays the next request shows in
 * that one's latency too (no coordinated omission). `cpu`, when given, reads a CPU clock in ms:
 * the result's cpuMs is what it counted while requests were recorded, warm-up left out.
 * @param {string} name
 * @param {(client: number, i: number) => Promise<unknown>} request one request; throws on failure
 * @param {{ concurrency: number; seconds: number; warmupSeconds: number; rate?: number; cpu?: () => number }} options
 * @returns {Promise<Result>}
 */
export async function measure(name, request, { concurrency, seconds, warmupSeconds, rate, cpu }) {
  /** @type {number[]} */
  const latencies = [];
  let errors = 0;
  let recording = false;
  let stop = false;
  /** @type {unknown} */
  let firstError = null;

  /** Paced: the time between two requests of one client, which start spread over one interval. */
  const interval = rate ? (concurrency * 1000) / rate : 0;
  const client = async (/** @type {number} */ id) => {
    let due = performance.now() + (interval * id) / concurrency;
    for (let i = 0; !stop; i++) {
      if (interval) {
        const wait = due - performance.now();
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
        if (stop) break;
      }
      const started = interval ? due : performance.now();
      due += interval;
      try {
        await request(id, i);
        if (recording) latencies.push(performance.now() - started);
      } catch (error) {
        if (recording) errors += 1;
        firstError ??= error;
      }
    }
  };

  // The load generator starts each run with its garbage collected: what the run before left (a
  // raw SQL run parses many rows) would otherwise pause this run's clients and show as its latency.
  collectGarbage();
  const clients = Array.from({ length: concurrency }, (_, id) => client(id));
  await new Promise((resolve) => setTimeout(resolve, warmupSeconds * 1000));
  recording = true;
  const started = performance.now();
  const cpuStarted = cpu ? cpu() : NaN;
  await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
  recording = false;
  const cpuMs = cpu ? cpu() - cpuStarted : NaN;
  const elapsed = (performance.now() - started) / 1000;
  stop = true;
  await Promise.all(clients);
  if (errors > 0) console.warn(`  ${name}: ${errors} failed requests, the first: ${String(firstError)}`);
  return summary(name, latencies, errors, elapsed, cpuMs);
}

/**
 * @param {string} name
 * @param {number[]} latencies
 * @param {number} errors
 * @param {number} seconds
 * @param {number} cpuMs
 * @returns {Result}
 */
function summary(name, latencies, errors, seconds, cpuMs) {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    name,
    requests: sorted.length,
    errors,
    seconds,
    throughput: sorted.length / seconds,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    latencies: sorted,
    cpuMs,
  };
}

/**
 * One result from the rounds of a scenario: all their requests over all their time.
 * @param {string} name
 * @param {Result[]} rounds
 */
export function combine(name, rounds) {
  return summary(
    name,
    rounds.flatMap((round) => round.latencies),
    rounds.reduce((sum, round) => sum + round.errors, 0),
    rounds.reduce((sum, round) => sum + round.seconds, 0),
    rounds.reduce((sum, round) => sum + round.cpuMs, 0),
  );
}
