/** The first retry of a failed job waits this long; each next one twice as long, up to the cap. */
export const JOB_RETRY_FIRST_MS = 30_000;
export const JOB_RETRY_CAP_MS = 60 * 60_000;

/**
 * How long a job waits before its next try, after `attemptsMade` failed tries: 30 s, 1 min,
 * 2 min, … doubling, never more than an hour (a mail server that is down for an afternoon is
 * still reached the same day, without hammering it meanwhile).
 */
export function jobRetryDelayMs(attemptsMade: number): number {
  const doublings = Math.max(0, Math.floor(attemptsMade) - 1);
  return Math.min(JOB_RETRY_CAP_MS, JOB_RETRY_FIRST_MS * 2 ** Math.min(doublings, 20));
}
