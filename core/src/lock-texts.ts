/**
 * The texts a locked lesson or assignment shows, and the refusals of a new attempt, as catalogue
 * codes with their values. The server sends them as errors; the web shows them in the lock popup.
 */
import { formatDay } from './calendar.js';
import type { AttemptRefusal, ClassroomMode, LessonLock } from './classroom.js';
import type { MessageCode } from './messages.js';

export interface MessageRef {
  code: MessageCode;
  values: Record<string, string | number>;
}

/** Why a lesson is locked: the spec's popup for the previous-lesson rule, otherwise our texts. */
export function lessonLockText(
  lock: Exclude<LessonLock, { locked: false }>,
  mode: ClassroomMode,
  trialToLessonOrder: number | null,
  timeZone: string,
): MessageRef {
  switch (lock.reason) {
    case 'PREVIOUS_LESSON':
      return { code: 'LESSON_LOCKED', values: {} };
    case 'NOT_YET_OPEN':
      return { code: 'LESSON_OPENS_ON', values: { date: formatDay(lock.opensAt, timeZone) } };
    case 'MODE':
      return mode === 'TRIAL_TO_LESSON' && trialToLessonOrder !== null
        ? { code: 'LESSON_LOCKED_TRIAL', values: { order: trialToLessonOrder } }
        : { code: 'LESSON_LOCKED_PREVIEW', values: {} };
  }
}

/** Why an assignment card is locked: not assigned yet, with its start date when it has one. */
export function assignmentLockText(startOn: Date | null, now: Date, timeZone: string): MessageRef {
  return startOn && startOn > now
    ? { code: 'ASSIGNMENT_OPENS_ON', values: { date: formatDay(startOn, timeZone) } }
    : { code: 'ASSIGNMENT_LOCKED', values: {} };
}

export function attemptRefusalText(refusal: AttemptRefusal, allowedAttempts: number | null): MessageRef {
  return refusal === 'REVIEWED'
    ? { code: 'ALREADY_REVIEWED', values: {} }
    : { code: 'NO_ATTEMPTS_LEFT', values: { allowed: allowedAttempts ?? 0 } };
}
