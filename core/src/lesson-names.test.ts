import { describe, expect, it } from 'vitest';
import { lessonName, lessonOverline, shownLessonNumber } from './lesson-names.js';

describe('lesson names', () => {
  it.each([
    [{ number: 3, title: 'Ratios' }, 3, 'Lesson 3: Ratios', 'LESSON 3'],
    [{ number: 0, title: 'Introduction' }, null, 'Introduction', 'INTRODUCTION'],
    [{ number: 0, title: 'Readiness', lessonPlanType: 'INTRODUCTION' }, null, 'Introduction: Readiness', 'INTRODUCTION'],
    [{ number: 1, title: 'Course introduction', lessonPlanType: 'INTRODUCTION' }, null, 'Course introduction', 'INTRODUCTION'],
    [{ number: 1, title: 'Warm-up', lessonPlanType: 'INSTRUCTION' }, 1, 'Lesson 1: Warm-up', 'LESSON 1'],
  ])('%j is numbered %s, named %s, labelled %s', (lesson, number, name, overline) => {
    expect(shownLessonNumber(lesson)).toBe(number);
    expect(lessonName(lesson)).toBe(name);
    expect(lessonOverline(lesson)).toBe(overline);
  });
});
