/**
 * The Top Student badge banner of a student's own pages (family-catalog-payment.md §1 "a
 * top-student badge banner", §9: the badge needs a class grade of at least 70%).
 */
import { BADGE_RANKINGS, type BadgeRanking } from './family-home.js';

/** The title the academy's catalogue gives the Top Student badges (Bronze, Silver, Gold). */
export const TOP_STUDENT_TITLE = 'Top Student';

interface Earned {
  badge: { title: string; ranking: BadgeRanking };
  tentative: boolean;
}

/**
 * What the banner celebrates: of a student's Top Student badges, a final one before one earned
 * on the grades so far, then the highest ranking; with how many Top Student badges there are.
 * Null without any (the banner is not shown).
 */
export function topStudentHighlight<T extends Earned>(earned: readonly T[]): { best: T; count: number } | null {
  const topStudent = earned.filter((item) => item.badge.title === TOP_STUDENT_TITLE);
  const rank = (item: T) => BADGE_RANKINGS.indexOf(item.badge.ranking);
  const best = [...topStudent].sort((a, b) => Number(a.tentative) - Number(b.tentative) || rank(b) - rank(a))[0];
  return best ? { best, count: topStudent.length } : null;
}
