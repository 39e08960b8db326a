import { useEffect, useMemo, useState } from 'react';
import type { PlayerData } from './player.documents';

export interface PlayerClock {
  /** Seconds on the count-up timer. */
  elapsed: number;
  /** Time Left in seconds with a limit; null without one. */
  secondsLeft: number | null;
  /** The limit is reached ('Times Up!'). */
  timeIsUp: boolean;
  /** The timer is counting (an attempt in progress, or a staff preview). */
  running: boolean;
}

const SECOND = 1000;

/**
 * The timer (§4 Timer): counts up each second from the attempt's start until the set is complete
 * or in review; with a limit, Time Left is the limit minus elapsed. The server's clock is the
 * reference (serverTime corrects this device's), so a reload or a wrong device clock changes
 * nothing. A staff preview counts from the moment it opened.
 */
export function usePlayerClock(player: PlayerData): PlayerClock {
  const submission = player.submission;
  const limit = player.problemSet?.timeLimit ?? 0;
  const running = player.mode === 'ATTEMPT' || player.mode === 'PREVIEW';
  // How far this device's clock is behind the server's, measured when the server answered.
  const skew = useMemo(() => Date.parse(player.serverTime) - Date.now(), [player.serverTime]);
  const [openedAt] = useState(() => Date.now());
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setNow(Date.now()), SECOND);
    return () => clearInterval(timer);
  }, [running]);

  let elapsed: number;
  if (!submission) elapsed = Math.max(0, Math.floor((now - openedAt) / SECOND));
  else if (player.mode === 'ATTEMPT') elapsed = Math.max(0, Math.floor((now + skew - Date.parse(submission.startedAt)) / SECOND));
  else elapsed = submission.elapsedSeconds;

  const withLimit = limit > 0 && submission !== null;
  const secondsLeft = withLimit ? Math.max(0, limit - elapsed) : null;
  const timeIsUp = submission?.timeIsUp === true || (player.mode === 'ATTEMPT' && secondsLeft === 0);
  return { elapsed, secondsLeft, timeIsUp, running };
}

/** 75 → '01:15'; an hour or more → '1:02:03'. */
export function clockText(seconds: number): string {
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = seconds % 60;
  const two = (value: number) => String(value).padStart(2, '0');
  return hours > 0 ? `${hours}:${two(minutes)}:${two(rest)}` : `${two(minutes)}:${two(rest)}`;
}
