import { describe, expect, it } from 'vitest';
import { JOB_RETRY_CAP_MS, jobRetryDelayMs } from './job-retries.js';

describe('jobRetryDelayMs', () => {
  it.each([
    [0, 30_000],
    [1, 30_000],
    [2, 60_000],
    [3, 120_000],
    [4, 240_000],
    [7, 1_920_000],
    [8, JOB_RETRY_CAP_MS],
    [50, JOB_RETRY_CAP_MS],
    [10_000, JOB_RETRY_CAP_MS],
  ])('after %i failed tries waits %i ms', (attempts, delay) => {
    expect(jobRetryDelayMs(attempts)).toBe(delay);
  });
});
