/**
 * How lessons are named in lists and headings (classroom.md: cards show the lesson number; "lesson 0
 * or an introduction lesson" comes first). Lessons count from 1; the introduction (lesson 0, or a
 * lesson whose plan is INTRODUCTION) is named rather than numbered, so that no list starts at '0.'.
 */

interface NamedLesson {
  number: number;
  title: string;
  lessonPlanType?: string | null;
}

/** The lesson's number as lists show it; null for the introduction, which has none. */
export function shownLessonNumber(lesson: Pick<NamedLesson, 'number' | 'lessonPlanType'>): number | null {
  return lesson.number === 0 || lesson.lessonPlanType === 'INTRODUCTION' ? null : lesson.number;
}

/** 'Lesson 3: Ratios'; the introduction by its title ('Introduction'), said to be one when the title does not. */
export function lessonName(lesson: NamedLesson): string {
  const number = shownLessonNumber(lesson);
  if (number !== null) return `Lesson ${number}: ${lesson.title}`;
  return /introduction/i.test(lesson.title) ? lesson.title : `Introduction: ${lesson.title}`;
}

/** The small label above a lesson's title: 'LESSON 3', or 'INTRODUCTION'. */
export function lessonOverline(lesson: Pick<NamedLesson, 'number' | 'lessonPlanType'>): string {
  const number = shownLessonNumber(lesson);
  return number === null ? 'INTRODUCTION' : `LESSON ${number}`;
}
