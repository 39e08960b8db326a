import { messages } from '@solve/core/messages';
import { describe, expect, it } from 'vitest';
import { timerView } from './timerView';
import type { PlayerClock } from './usePlayerClock';

const clock = (overrides: Partial<PlayerClock>): PlayerClock => ({
  elapsed: 0,
  secondsLeft: null,
  timeIsUp: false,
  running: true,
  ...overrides,
});

describe('timerView', () => {
  it('shows no clock in review, even past the limit', () => {
    expect(timerView('REVIEW', clock({ elapsed: 90 }))).toBeNull();
    expect(timerView('REVIEW', clock({ timeIsUp: true }))).toBeNull();
  });

  it('counts time spent up without a limit', () => {
    expect(timerView('ATTEMPT', clock({ elapsed: 75 }))).toEqual({ text: '01:15', urgent: false, label: 'Time spent 01:15' });
    expect(timerView('ATTEMPT', clock({ elapsed: 3725 }))).toEqual({ text: '1:02:05', urgent: false, label: 'Time spent 1:02:05' });
  });

  it('counts time left down with a limit, urgent in the last minute', () => {
    expect(timerView('ATTEMPT', clock({ elapsed: 10, secondsLeft: 61 }))).toEqual({
      text: 'Time Left 01:01',
      urgent: false,
      label: 'Time left 01:01',
    });
    expect(timerView('ATTEMPT', clock({ elapsed: 11, secondsLeft: 60 }))).toEqual({
      text: 'Time Left 01:00',
      urgent: true,
      label: 'Time left 01:00',
    });
    expect(timerView('ATTEMPT', clock({ secondsLeft: 0 }))?.urgent).toBe(true);
  });

  it("says 'Times Up!' once the limit is reached", () => {
    expect(timerView('ATTEMPT', clock({ secondsLeft: 0, timeIsUp: true }))).toEqual({
      text: messages.TIMES_UP,
      urgent: true,
      label: messages.TIMES_UP,
    });
  });

  it('counts up for a staff preview, whose limit does not run down', () => {
    expect(timerView('PREVIEW', clock({ elapsed: 5, secondsLeft: 30 }))).toEqual({
      text: '00:05',
      urgent: false,
      label: 'Time spent 00:05',
    });
  });
});
