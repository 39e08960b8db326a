import { describe, expect, it } from 'vitest';
import { gradeBelowThreshold, NOTIFICATION_KIND_NAMES, NOTIFICATION_KINDS, wantsNotification } from './notification-kinds.js';

describe('wantsNotification', () => {
  it.each([
    // kind, channel, choices, academy off, wanted
    ['ABSENT', 'EMAIL', {}, [], true],
    ['ABSENT', 'SMS', {}, [], true],
    ['HOMEWORK_DUE', 'SMS', {}, [], false],
    ['HOMEWORK_DUE', 'SMS', { HOMEWORK_DUE: { SMS: true } }, [], true],
    ['ABSENT', 'SMS', { ABSENT: { SMS: false } }, [], false],
    ['ABSENT', 'EMAIL', { ABSENT: { SMS: false } }, [], true],
    // The academy's switch wins over a recipient's choice.
    ['ABSENT', 'EMAIL', { ABSENT: { EMAIL: true } }, ['ABSENT'], false],
    // A kind that does not text never texts, whatever was stored.
    ['WEEKLY_DIGEST', 'SMS', { WEEKLY_DIGEST: { SMS: true } }, [], false],
    ['WEEKLY_DIGEST', 'EMAIL', { WEEKLY_DIGEST: { EMAIL: false } }, [], false],
  ] as const)('%s by %s with %j (academy off %j): %s', (kind, channel, choices, off, wanted) => {
    expect(wantsNotification(kind, channel, choices, new Set(off))).toBe(wanted);
  });

  it('gives every kind a label, an audience and channels that include its defaults', () => {
    for (const name of NOTIFICATION_KIND_NAMES) {
      const info = NOTIFICATION_KINDS[name];
      expect(info.label.length).toBeGreaterThan(0);
      for (const channel of ['EMAIL', 'SMS'] as const)
        if (info.defaults[channel]) expect(info.channels as readonly string[]).toContain(channel);
    }
  });
});

describe('gradeBelowThreshold', () => {
  it.each([
    [69.9, undefined, true],
    [70, undefined, false],
    [100, undefined, false],
    [0, undefined, true],
    [84, 85, true],
    [85, 85, false],
    [Number.NaN, 70, false],
  ])('%d with threshold %s: %s', (percent, threshold, below) => {
    expect(gradeBelowThreshold(percent, threshold)).toBe(below);
  });
});
