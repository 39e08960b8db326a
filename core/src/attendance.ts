/**
 * Attendance statuses and the roll (classroom.md §4, with the staff roll added where the spec is
 * silent). The stored statuses are the spec's UNKNOWN, ABSENT, ONTIME, LATE, EARLY plus EXCUSED:
 * ONTIME is what the roll calls Present, EARLY (left early) stays for records that have it.
 */

export const ATTENDEE_STATUSES = ['UNKNOWN', 'ABSENT', 'ONTIME', 'LATE', 'EARLY', 'EXCUSED'] as const;
export type AttendeeStatus = (typeof ATTENDEE_STATUSES)[number];

/** The choices a teacher has on the roll, in the order shown. */
export const ROLL_STATUSES = ['ONTIME', 'LATE', 'ABSENT', 'EXCUSED'] as const satisfies readonly AttendeeStatus[];

export const STATUS_LABELS: Record<AttendeeStatus, string> = {
  UNKNOWN: 'Unknown',
  ONTIME: 'Present',
  LATE: 'Late',
  EARLY: 'Left early',
  ABSENT: 'Absent',
  EXCUSED: 'Excused',
};

export const isAttendeeStatus = (value: string): value is AttendeeStatus => (ATTENDEE_STATUSES as readonly string[]).includes(value);

export function statusLabel(status: string): string {
  return isAttendeeStatus(status) ? STATUS_LABELS[status] : STATUS_LABELS.UNKNOWN;
}

/** The student was there, for all or part of the lesson. */
export const attended = (status: string | null) => status === 'ONTIME' || status === 'LATE' || status === 'EARLY';

/** The student missed the lesson, excused or not. */
export const missed = (status: string | null) => status === 'ABSENT' || status === 'EXCUSED';

/** A lesson not attended can be made up: not yet taken, or missed (§4: UNKNOWN or ABSENT; EXCUSED is an absence too). */
export const canBecomeMakeup = (status: string | null) => status === null || status === 'UNKNOWN' || missed(status);

/**
 * Before a lesson starts nobody can have been there: the roll records only absences until then
 * (a family that tells the teacher in advance). From the start on, every status.
 */
export function rollStatusAllowed(status: AttendeeStatus, lessonStarted: boolean): boolean {
  if (status === 'UNKNOWN') return true;
  return lessonStarted || missed(status);
}

/** Who a lesson expects: its class's enrolled students plus the makeups moved in, minus those moved out. */
export function expectedStudentIds(
  enrolled: readonly number[],
  makeupsIn: readonly number[],
  makeupsOut: readonly number[],
): { studentId: number; makeup: boolean }[] {
  const away = new Set(makeupsOut);
  const seen = new Set<number>();
  const expected: { studentId: number; makeup: boolean }[] = [];
  for (const studentId of enrolled) {
    if (away.has(studentId) || seen.has(studentId)) continue;
    seen.add(studentId);
    expected.push({ studentId, makeup: false });
  }
  for (const studentId of makeupsIn) {
    if (seen.has(studentId)) continue;
    seen.add(studentId);
    expected.push({ studentId, makeup: true });
  }
  return expected;
}

/**
 * A makeup can be undone until its lessons begin: a marked absence until the lesson it marks, a
 * scheduled makeup until the earlier of the lesson it replaces and the lesson it moves to (after
 * that the student has missed one or attended the other).
 */
export function makeupUndoable(
  makeup: { status: 'SCHEDULED' | 'ABSENT'; fromStartOn: Date | null; toStartOn: Date | null },
  now: Date,
): boolean {
  const future = (instant: Date | null) => instant === null || instant > now;
  if (makeup.status === 'ABSENT') return future(makeup.fromStartOn);
  return future(makeup.fromStartOn) && future(makeup.toStartOn);
}
