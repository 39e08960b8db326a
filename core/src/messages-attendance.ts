/** Attendance and makeup texts added where classroom.md §8 is silent. */
export const attendanceMessages = {
  MAKEUP_PAST_LESSON: 'A makeup can only be scheduled for a lesson that has not started yet.',
  MAKEUP_NOT_OFFERED: 'That lesson is not offered as a makeup for this lesson. Please choose another one.',
  MAKEUP_FULL: 'That makeup lesson has no seat left. Please choose another one.',
  MAKEUP_EXISTS: 'A makeup is already scheduled for this lesson.',
  MAKEUP_NOT_ALLOWED: 'A makeup can only be scheduled for a lesson you have not attended.',
  MAKEUP_UNDONE: 'The makeup has been undone.',
  MAKEUP_UNDO_STARTED: 'This makeup can no longer be undone: its lesson has already started.',
  MARK_ABSENT_PARENTS_ONLY: 'Only a parent can mark a student absent.',
  CORRECTION_PAST_ONLY: 'A correction can only be requested for a past lesson with an attendance record.',
  CORRECTION_REQUIRED: 'Please describe what should be corrected.',
  ROLL_SAVED: 'The roll has been saved.',
  ROLL_NOT_EXPECTED: 'That student is not expected at this lesson.',
  ROLL_NOT_STARTED: 'Only absences can be recorded before the lesson starts.',
  CORRECTION_NOT_OPEN: 'This correction is not an open attendance request of this lesson.',
  CORRECTION_RESOLVED: 'The correction has been resolved and the student has been answered.',
  CALENDAR_FEED_NOT_FOUND: 'This calendar link is no longer valid.',
} as const;
