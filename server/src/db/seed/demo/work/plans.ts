/** Whose work is in the demo: how often each student answers right, and which sets they do. */
export interface WorkPlan {
  student: string;
  classroomKey: string;
  /** Percent of problems answered correctly. */
  accuracy: number;
  /** Alice does every set; classmates only homework and quizzes. */
  everySet: boolean;
  /** The last lesson they may open (previews and trials). */
  throughLesson?: number;
}

const classmate = (student: string, classroomKey: string, accuracy: number): WorkPlan => ({
  student,
  classroomKey,
  accuracy,
  everySet: false,
});

export const WORK_PLANS: readonly WorkPlan[] = [
  { student: 'alice', classroomKey: 'preAlgebraCampus', accuracy: 88, everySet: true },
  { student: 'alice', classroomKey: 'amc8', accuracy: 80, everySet: true },
  { student: 'alice', classroomKey: 'python', accuracy: 92, everySet: true },
  { student: 'alice', classroomKey: 'physics', accuracy: 70, everySet: true, throughLesson: 0 },
  { student: 'alice', classroomKey: 'biology', accuracy: 76, everySet: true, throughLesson: 2 },
  { student: 'alice', classroomKey: 'geometryRecent', accuracy: 91, everySet: true },
  { student: 'alice', classroomKey: 'writingPast', accuracy: 86, everySet: true },
  classmate('maya', 'preAlgebraCampus', 74),
  classmate('sofia', 'preAlgebraCampus', 81),
  classmate('ethan', 'preAlgebraCampus', 95),
  classmate('noah', 'preAlgebraOnline', 83),
  classmate('liam', 'preAlgebraOnline', 70),
  classmate('ethan', 'amc8', 90),
  classmate('maya', 'amc8', 68),
  classmate('sofia', 'amc8', 62),
  classmate('noah', 'python', 77),
  classmate('liam', 'physics', 79),
  classmate('noah', 'physics', 85),
  classmate('zara', 'biology', 88),
  classmate('ethan', 'geometryRecent', 84),
  classmate('maya', 'writingPast', 90),
];

/** Alice's two attempts at Pre-Algebra lesson 1 homework: a weak first try, then a better one. */
export const RETRY = { student: 'alice', classroomKey: 'preAlgebraCampus', lessonOrder: 1, firstAccuracy: 55 } as const;
/** Alice's homework of the current Pre-Algebra lesson is in progress. */
export const IN_PROGRESS = { student: 'alice', classroomKey: 'preAlgebraCampus', answered: 3 } as const;
/** Alice forgot the warm-up of Pre-Algebra lesson 2: it is overdue on her dashboard. */
export const MISSED = { student: 'alice', classroomKey: 'preAlgebraCampus', lessonOrder: 2, kind: 'EXERCISE' } as const;
