import { rememberPlayerTab } from '../../app/playerTabCookie';
import { sessionValues } from '../../app/storage';
import type { ClassroomInfoData } from './classroom.documents';

/**
 * Session-kept values of the classroom pages (classroom.md §3): the selected classroom, its title
 * and teaching style, the preview and trial flags, and the lesson and tab open per classroom.
 */
export function rememberClassroom(info: Pick<ClassroomInfoData, 'id' | 'title' | 'teachingStyle' | 'mode' | 'trialToLessonOrder'>): void {
  sessionValues.set('classroomId', info.id);
  sessionValues.set('classroomTitle', info.title);
  sessionValues.set('teachingStyle', info.teachingStyle);
  sessionValues.set('preview', info.mode === 'PREVIEW');
  sessionValues.set('trial', info.mode === 'TRIAL' || info.mode === 'TRIAL_TO_LESSON');
  if (info.mode === 'TRIAL_TO_LESSON' && info.trialToLessonOrder !== null) sessionValues.set('trialToLesson', info.trialToLessonOrder);
  else sessionValues.remove('trialToLesson');
}

type PerClassroom = Record<string, string | number>;

function readMap(key: 'lessonByClassroom' | 'tabByClassroom'): PerClassroom {
  return sessionValues.getJson<PerClassroom>(key) ?? {};
}

function writeEntry(key: 'lessonByClassroom' | 'tabByClassroom', classroomId: number, value: string | number | null): void {
  const map = readMap(key);
  if (value === null) delete map[classroomId];
  else map[classroomId] = value;
  sessionValues.setJson(key, map);
}

export const selectedLesson = (classroomId: number): number | null => {
  const value = readMap('lessonByClassroom')[classroomId];
  return typeof value === 'number' ? value : null;
};

export const selectLesson = (classroomId: number, lessonId: number | null) => writeEntry('lessonByClassroom', classroomId, lessonId);

export const selectedTab = (classroomId: number): string | null => {
  const value = readMap('tabByClassroom')[classroomId];
  return typeof value === 'string' ? value : null;
};

export const selectTab = (classroomId: number, tab: string) => writeEntry('tabByClassroom', classroomId, tab);

/** What the player reads: the submission it opens, or none for staff, and whether it is a review. */
export function enterPlayer(
  classroom: { id: number; title: string; teachingStyle: string },
  submission: { id: number; attemptNumber: number } | null,
  review: boolean,
): void {
  sessionValues.set('classroomId', classroom.id);
  sessionValues.set('classroomTitle', classroom.title);
  sessionValues.set('teachingStyle', classroom.teachingStyle);
  if (submission) {
    sessionValues.set('submissionId', submission.id);
    sessionValues.set('attemptNumber', submission.attemptNumber);
  } else {
    sessionValues.remove('submissionId');
    sessionValues.remove('attemptNumber');
  }
  if (review) sessionValues.set('review', 'true');
  else sessionValues.remove('review');
  rememberPlayerTab({ classroomId: classroom.id, submissionId: submission?.id ?? null, review });
}
