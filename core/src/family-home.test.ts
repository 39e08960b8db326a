import { describe, expect, it } from 'vitest';
import {
  ageOn,
  badgeLabel,
  badgesEarned,
  type BadgeRule,
  birthdayGreetingStep,
  isBirthday,
  isTentativeBadge,
  studentBarHidden,
  TOP_STUDENT_MIN_GRADE,
} from './family-home.js';
import { messages } from './messages.js';

const CATALOGUE: (BadgeRule & { id: number })[] = [
  { id: 1, title: 'Honor Roll', ranking: 'HONOR', minGrade: 95 },
  { id: 2, title: 'Top Student', ranking: 'BRONZE', minGrade: 70 },
  { id: 3, title: 'Top Student', ranking: 'SILVER', minGrade: 80 },
  { id: 4, title: 'Top Student', ranking: 'GOLD', minGrade: 90 },
];

describe('badges earned from a class grade', () => {
  it.each([
    [null, []],
    [-1, []],
    [0, []],
    [69.99, []],
    [70, [2]],
    [79.99, [2]],
    [80, [3]],
    [90, [4]],
    [94.99, [4]],
    [95, [1, 4]],
    [100, [1, 4]],
  ])('%s%% → badges %j', (grade, ids) => expect(badgesEarned(grade, CATALOGUE).map((badge) => badge.id)).toEqual(ids));

  it('never awards below the Top Student minimum of 70%, whatever the catalogue says', () => {
    expect(TOP_STUDENT_MIN_GRADE).toBe(70);
    const lax = [{ id: 9, title: 'Top Student', ranking: 'BRONZE' as const, minGrade: 50 }];
    expect(badgesEarned(65, lax)).toEqual([]);
    expect(badgesEarned(70, lax).map((badge) => badge.id)).toEqual([9]);
  });

  it('an empty catalogue awards nothing', () => expect(badgesEarned(100, [])).toEqual([]));

  it('is tentative while the class runs and final once it closes', () => {
    expect(isTentativeBadge('OPENED')).toBe(true);
    expect(isTentativeBadge('PUBLISHED')).toBe(true);
    expect(isTentativeBadge('CLOSED')).toBe(false);
  });

  it.each([
    [{ title: 'Top Student', ranking: 'GOLD' as const }, 'Top Student · Gold'],
    [{ title: 'Top Student', ranking: 'BRONZE' as const }, 'Top Student · Bronze'],
    [{ title: 'Honor Roll', ranking: 'HONOR' as const }, 'Honor Roll'],
  ])('label %j → %s', (badge, label) => expect(badgeLabel(badge)).toBe(label));
});

describe('birthdays in the academy calendar', () => {
  it.each([
    ['2014-05-03', '2026-05-03', true],
    ['2014-05-03', '2026-05-04', false],
    ['2014-05-03', '2026-06-03', false],
    ['2026-05-03', '2026-05-03', true],
    ['2027-05-03', '2026-05-03', false],
    ['2012-02-29', '2024-02-29', true],
    ['2012-02-29', '2025-02-28', true],
    ['2012-02-29', '2024-02-28', false],
    ['2012-02-28', '2025-02-28', true],
    [null, '2026-05-03', false],
    ['not a date', '2026-05-03', false],
  ])('born %s, today %s → %s', (birthdate, today, expected) => expect(isBirthday(birthdate, today)).toBe(expected));

  it.each([
    ['2014-05-03', '2026-05-03', 12],
    ['2014-05-03', '2026-05-02', 11],
    ['2014-05-03', '2026-12-31', 12],
    ['2012-02-29', '2025-02-28', 13],
    ['2012-02-29', '2025-02-27', 12],
  ])('born %s is %s years old on %s', (birthdate, today, age) => expect(ageOn(birthdate, today)).toBe(age));
});

describe('the birthday greeting steps at 2, 5 and 8 seconds', () => {
  it.each([
    [0, 0],
    [1999, 0],
    [2000, 1],
    [4999, 1],
    [5000, 2],
    [7999, 2],
    [8000, 3],
    [60_000, 3],
  ])('%s ms → step %s', (elapsed, step) => expect(birthdayGreetingStep(elapsed)).toBe(step));
});

describe('the student bar hides after a scroll of 100', () => {
  it.each([
    [0, false],
    [100, false],
    [101, true],
  ])('scrollY %s → hidden %s', (scrollY, hidden) => expect(studentBarHidden(scrollY)).toBe(hidden));
});

describe('texts of the family grades', () => {
  it('keeps the spec texts verbatim', () => {
    expect(messages.STARTING_SOON).toBe('Starting Soon');
    expect(messages.GRADES_NOT_AVAILABLE_ACADEMY).toBe('The grades for this class are not available on the academy platform');
  });
});
