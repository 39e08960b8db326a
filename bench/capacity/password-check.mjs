// The CPU one password sign-in costs: the server's own password check (argon2id), timed here on
// one thread. On a registration morning the sign-ins, not the reads, take a core's time first.
import { ownCpuMs } from '../lib/cpu.mjs';

/**
 * Checks one password `count` times, one after another, and returns the median wall time and the
 * average CPU per check, in ms.
 * @param {number} count
 */
export async function passwordCheckCost(count) {
  const { hashPassword, verifyPassword } = await import('../../server/dist/modules/auth/passwords.js');
  const stored = await hashPassword('a-benchmark-password');
  /** @type {number[]} */
  const times = [];
  const cpuStarted = ownCpuMs();
  for (let i = 0; i < count; i += 1) {
    const started = performance.now();
    if (!(await verifyPassword(stored, 'a-benchmark-password'))) throw new Error('the password check refused the right password');
    times.push(performance.now() - started);
  }
  const cpuMs = (ownCpuMs() - cpuStarted) / count;
  times.sort((a, b) => a - b);
  return { medianMs: times[Math.floor(times.length / 2)] ?? NaN, cpuMs };
}
