import { messages } from '@solve/core/messages';
import type { PlayerData } from './player.documents';
import type { TimerView } from './PlayerTopBar';
import { clockText, type PlayerClock } from './usePlayerClock';

const URGENT_SECONDS = 60;

/** §2 The top bar's clock: the count-up timer, Time Left with a limit, 'Times Up!' at it; none in review. */
export function timerView(mode: NonNullable<PlayerData['mode']>, clock: PlayerClock): TimerView | null {
  if (mode === 'REVIEW') return null;
  if (clock.timeIsUp) return { text: messages.TIMES_UP, urgent: true, label: messages.TIMES_UP };
  if (mode === 'ATTEMPT' && clock.secondsLeft !== null) {
    const left = clockText(clock.secondsLeft);
    return { text: `Time Left ${left}`, urgent: clock.secondsLeft <= URGENT_SECONDS, label: `Time left ${left}` };
  }
  const spent = clockText(clock.elapsed);
  return { text: spent, urgent: false, label: `Time spent ${spent}` };
}
