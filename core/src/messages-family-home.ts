// The family's grades (/reports), HOME and PROFILE: the spec's texts (family-catalog-payment.md §2,
// §8) and texts added where it is silent.
export const familyHomeMessages = {
  STARTING_SOON: 'Starting Soon',
  GRADES_START_WITH_CLASS: 'Grades appear here once the class starts on {date}.',
  NO_REPORT_STUDENTS: 'Add a student on HOME to follow their grades here.',
  NO_OPEN_CLASSES: 'No open classes right now.',
  NO_UPCOMING_CLASSES: 'No classes in the next 7 days.',
  NOT_IN_CLASS: 'This student is not enrolled in this class.',
} as const;
