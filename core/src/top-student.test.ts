import { describe, expect, it } from 'vitest';
import type { BadgeRanking } from './family-home.js';
import { topStudentHighlight } from './top-student.js';

const earned = (title: string, ranking: BadgeRanking, tentative: boolean, classroomId = 1) => ({
  badge: { title, ranking },
  tentative,
  classroomId,
});

describe('the Top Student banner (§1, §9)', () => {
  it.each([
    { case: 'no badges: no banner', list: [], best: null, count: 0 },
    { case: 'only other badges: no banner', list: [earned('Honor Roll', 'HONOR', false)], best: null, count: 0 },
    {
      case: 'the highest ranking',
      list: [earned('Top Student', 'SILVER', false, 1), earned('Top Student', 'GOLD', false, 2), earned('Honor Roll', 'HONOR', false, 2)],
      best: 2,
      count: 2,
    },
    {
      case: 'a final badge before one earned so far, even a higher one',
      list: [earned('Top Student', 'GOLD', true, 1), earned('Top Student', 'BRONZE', false, 2)],
      best: 2,
      count: 2,
    },
    { case: 'a badge earned so far when there is no final one', list: [earned('Top Student', 'SILVER', true, 3)], best: 3, count: 1 },
  ])('$case', ({ list, best, count }) => {
    const highlight = topStudentHighlight(list);
    expect(highlight?.best.classroomId ?? null).toBe(best);
    expect(highlight?.count ?? 0).toBe(count);
  });
});
