import { describe, expect, it } from 'vitest';
import { enterPlayer, rememberClassroom, selectedLesson, selectedTab, selectLesson, selectTab } from './classroomSession';

type ClassroomInfo = Parameters<typeof rememberClassroom>[0];

const info = (mode: ClassroomInfo['mode'], trialToLessonOrder: number | null = null): ClassroomInfo => ({
  id: 4,
  title: 'Algebra A',
  teachingStyle: 'CLASSROOM',
  mode,
  trialToLessonOrder,
});

describe('rememberClassroom', () => {
  it('keeps the classroom, its title and teaching style, and whether it is a preview', () => {
    rememberClassroom(info('PREVIEW'));
    expect(sessionStorage.getItem('classroomId')).toBe('4');
    expect(sessionStorage.getItem('classroomTitle')).toBe('Algebra A');
    expect(sessionStorage.getItem('teachingStyle')).toBe('CLASSROOM');
    expect(sessionStorage.getItem('preview')).toBe('true');
    expect(sessionStorage.getItem('trial')).toBe('false');
  });

  it('marks both kinds of trial, and keeps the lesson a trial-to-lesson leads to', () => {
    rememberClassroom(info('TRIAL'));
    expect(sessionStorage.getItem('trial')).toBe('true');
    expect(sessionStorage.getItem('trialToLesson')).toBeNull();
    rememberClassroom(info('TRIAL_TO_LESSON', 3));
    expect(sessionStorage.getItem('trial')).toBe('true');
    expect(sessionStorage.getItem('preview')).toBe('false');
    expect(sessionStorage.getItem('trialToLesson')).toBe('3');
  });

  it('forgets the trial’s lesson on a classroom that has none', () => {
    rememberClassroom(info('TRIAL_TO_LESSON', 3));
    rememberClassroom(info('TRIAL_TO_LESSON', null));
    expect(sessionStorage.getItem('trialToLesson')).toBeNull();
    rememberClassroom(info('TRIAL_TO_LESSON', 3));
    rememberClassroom(info('NORMAL'));
    expect(sessionStorage.getItem('trialToLesson')).toBeNull();
    expect(sessionStorage.getItem('trial')).toBe('false');
  });
});

describe('the lesson and tab open per classroom', () => {
  it('keeps one lesson and one tab per classroom', () => {
    selectLesson(4, 40);
    selectLesson(5, 50);
    selectTab(4, 'LESSONS');
    expect(selectedLesson(4)).toBe(40);
    expect(selectedLesson(5)).toBe(50);
    expect(selectedTab(4)).toBe('LESSONS');
    expect(selectedTab(5)).toBeNull();
  });

  it('forgets a classroom’s lesson when none is chosen', () => {
    selectLesson(4, 40);
    selectLesson(5, 50);
    selectLesson(4, null);
    expect(selectedLesson(4)).toBeNull();
    expect(selectedLesson(5)).toBe(50);
  });

  it('reads a value of the wrong kind or a damaged store as none', () => {
    sessionStorage.setItem('lessonByClassroom', JSON.stringify({ 4: 'forty' }));
    sessionStorage.setItem('tabByClassroom', JSON.stringify({ 4: 2 }));
    expect(selectedLesson(4)).toBeNull();
    expect(selectedTab(4)).toBeNull();
    sessionStorage.setItem('lessonByClassroom', '{');
    expect(selectedLesson(4)).toBeNull();
    selectLesson(4, 41);
    expect(selectedLesson(4)).toBe(41);
  });
});

describe('enterPlayer', () => {
  const classroom = { id: 4, title: 'Algebra A', teachingStyle: 'SELF_PACED' };

  it('opens a student’s submission, in review or not', () => {
    enterPlayer(classroom, { id: 71, attemptNumber: 2 }, true);
    expect(sessionStorage.getItem('classroomId')).toBe('4');
    expect(sessionStorage.getItem('teachingStyle')).toBe('SELF_PACED');
    expect(sessionStorage.getItem('submissionId')).toBe('71');
    expect(sessionStorage.getItem('attemptNumber')).toBe('2');
    expect(sessionStorage.getItem('review')).toBe('true');
    enterPlayer(classroom, { id: 72, attemptNumber: 3 }, false);
    expect(sessionStorage.getItem('submissionId')).toBe('72');
    expect(sessionStorage.getItem('review')).toBeNull();
  });

  it('forgets the last submission when staff open the player', () => {
    enterPlayer(classroom, { id: 71, attemptNumber: 2 }, true);
    enterPlayer({ ...classroom, title: 'Geometry' }, null, false);
    expect(sessionStorage.getItem('classroomTitle')).toBe('Geometry');
    expect(sessionStorage.getItem('submissionId')).toBeNull();
    expect(sessionStorage.getItem('attemptNumber')).toBeNull();
    expect(sessionStorage.getItem('review')).toBeNull();
  });
});
