// CPU time of a server, whether it is one process or a primary with its worker processes.
import { readdirSync, readFileSync } from 'node:fs';

/** [parent pid, user + system CPU in ms] of a process, from /proc (Linux; clock ticks of 10 ms). */
function stat(/** @type {number} */ pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return { parent: Number(fields[1]), cpuMs: (Number(fields[11]) + Number(fields[12])) * 10 };
}

/**
 * CPU time a process and its children (the server processes of SERVER_PROCESSES) have used so
 * far, in ms; NaN where /proc is missing.
 * @param {number | undefined} pid
 */
export function processTreeCpuMs(pid) {
  if (pid === undefined) return NaN;
  try {
    let total = stat(pid).cpuMs;
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      try {
        const child = stat(Number(entry));
        if (child.parent === pid) total += child.cpuMs;
      } catch {
        // the process ended meanwhile
      }
    }
    return total;
  } catch {
    return NaN;
  }
}

/** CPU time this process (the load generator, or the raw SQL's pg client) has used so far, in ms. */
export function ownCpuMs() {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1000;
}

/** CPU time all PostgreSQL processes on this machine have used so far, in ms; NaN where /proc is missing. */
export function postgresCpuMs() {
  try {
    let total = 0;
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      try {
        const line = readFileSync(`/proc/${entry}/stat`, 'utf8');
        if (!line.includes('(postgres)')) continue;
        total += stat(Number(entry)).cpuMs;
      } catch {
        // the process ended meanwhile
      }
    }
    return total;
  } catch {
    return NaN;
  }
}

/**
 * CPU time each of these processes has used so far, in ms (those that have ended are left out):
 * the backends of one database, whose CPU a run counts as the difference of two reads.
 * @param {number[]} pids
 */
export function processesCpuMs(pids) {
  /** @type {Map<number, number>} */
  const used = new Map();
  for (const pid of pids) {
    try {
      used.set(pid, stat(pid).cpuMs);
    } catch {
      // the process ended meanwhile
    }
  }
  return used;
}
