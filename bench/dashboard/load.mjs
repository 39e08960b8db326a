// Runs one request function from many concurrent clients for a while and sums up the latencies.

/**
 * @typedef {{ name: string; requests: number; errors: number; seconds: number; throughput: number; p50: number; p99: number }} Result
 */

const percentile = (/** @type {number[]} */ sorted, /** @type {number} */ p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

/**
 * @param {string} name
 * @param {(client: number, i: number) => Promise<unknown>} request one request; throws on failure
 * @param {{ concurrency: number; seconds: number; warmupSeconds: number }} options
 * @returns {Promise<Result>}
 */
export async function measure(name, request, { concurrency, seconds, warmupSeconds }) {
  /** @type {number[]} */
  const latencies = [];
  let errors = 0;
  let recording = false;
  let stop = false;
  /** @type {unknown} */
  let firstError = null;

  const client = async (/** @type {number} */ id) => {
    for (let i = 0; !stop; i++) {
      const started = performance.now();
      try {
        await request(id, i);
        if (recording) latencies.push(performance.now() - started);
      } catch (error) {
        if (recording) errors += 1;
        firstError ??= error;
      }
    }
  };

  const clients = Array.from({ length: concurrency }, (_, id) => client(id));
  await new Promise((resolve) => setTimeout(resolve, warmupSeconds * 1000));
  recording = true;
  const started = performance.now();
  await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
  recording = false;
  const elapsed = (performance.now() - started) / 1000;
  stop = true;
  await Promise.all(clients);
  if (errors > 0) console.warn(`  ${name}: ${errors} failed requests, the first: ${String(firstError)}`);
  latencies.sort((a, b) => a - b);
  return {
    name,
    requests: latencies.length,
    errors,
    seconds: elapsed,
    throughput: latencies.length / elapsed,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
  };
}
