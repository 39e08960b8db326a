/**
 * Rules of the family's home and grades (family-catalog-payment.md §2, §3, §9): badges earned
 * from a class grade, the birthday greeting, the student bar and the upcoming-classes window.
 */
import { parseCalendarDate } from './calendar.js';
import { IN_PROGRESS_GRADE } from './grades.js';

export const BADGE_RANKINGS = ['HONOR', 'BRONZE', 'SILVER', 'GOLD'] as const;
export type BadgeRanking = (typeof BADGE_RANKINGS)[number];

/** The Top Student badge needs a class grade of at least 70% (§9); no badge is earned below it. */
export const TOP_STUDENT_MIN_GRADE = 70;

/** One badge of the academy's catalogue: a title in one ranking, earned from `minGrade` percent. */
export interface BadgeRule {
  title: string;
  ranking: BadgeRanking;
  minGrade: number;
}

/**
 * The badges a class grade earns: of each title, the highest badge whose minimum the grade reaches
 * (Top Student Bronze, Silver or Gold; Honor Roll). Nothing without a grade, while a class is still
 * In Progress, or below the Top Student minimum, whatever the catalogue says. Highest first.
 */
export function badgesEarned<T extends BadgeRule>(grade: number | null, catalogue: readonly T[]): T[] {
  if (grade === null || grade === IN_PROGRESS_GRADE || Number.isNaN(grade) || grade < TOP_STUDENT_MIN_GRADE) return [];
  const best = new Map<string, T>();
  for (const badge of catalogue) {
    if (grade < Math.max(badge.minGrade, TOP_STUDENT_MIN_GRADE)) continue;
    const known = best.get(badge.title);
    if (!known || badge.minGrade > known.minGrade || (badge.minGrade === known.minGrade && rankOf(badge) > rankOf(known)))
      best.set(badge.title, badge);
  }
  return [...best.values()].sort((a, b) => b.minGrade - a.minGrade || rankOf(b) - rankOf(a) || a.title.localeCompare(b.title));
}

const rankOf = (badge: BadgeRule) => BADGE_RANKINGS.indexOf(badge.ranking);

/** A badge earned in a class that is still running can be lost again: it is final once the class closes. */
export function isTentativeBadge(classroomStatus: 'OPENED' | 'PUBLISHED' | 'CLOSED'): boolean {
  return classroomStatus !== 'CLOSED';
}

const RANKING_LABELS: Record<BadgeRanking, string> = { HONOR: 'Honor', BRONZE: 'Bronze', SILVER: 'Silver', GOLD: 'Gold' };

/** 'Top Student · Gold'; a title that names its ranking already ('Honor Roll') stays as it is. */
export function badgeLabel(badge: Pick<BadgeRule, 'title' | 'ranking'>): string {
  const ranking = RANKING_LABELS[badge.ranking];
  return badge.title.toLowerCase().includes(ranking.toLowerCase()) ? badge.title : `${badge.title} · ${ranking}`;
}

/**
 * Whether `today` (a calendar date in the academy's zone) is the birthday of someone born on
 * `birthdate`. Those born on 29 February celebrate on the 28th in other years.
 */
export function isBirthday(birthdate: string | null, today: string): boolean {
  const born = birthdate ? parseCalendarDate(birthdate) : null;
  const now = parseCalendarDate(today);
  if (!born || !now || born.year > now.year) return false;
  if (born.month === now.month && born.day === now.day) return true;
  const leapDay = born.month === 2 && born.day === 29;
  return leapDay && now.month === 2 && now.day === 28 && parseCalendarDate(`${now.year}-02-29`) === null;
}

/** Whole years from `birthdate` to `today` (calendar dates). */
export function ageOn(birthdate: string, today: string): number | null {
  const born = parseCalendarDate(birthdate);
  const now = parseCalendarDate(today);
  if (!born || !now) return null;
  const hadBirthday = now.month > born.month || (now.month === born.month && now.day >= born.day) || isBirthday(birthdate, today);
  return now.year - born.year - (hadBirthday ? 0 : 1);
}

/**
 * The birthday greeting's steps (§2): it opens at 0, turns to its next step at 2 and 5 seconds
 * and ends at 8.
 */
export const BIRTHDAY_GREETING_STEPS_MS = [2000, 5000, 8000] as const;

/** The step of the greeting `elapsedMs` after it opened: 0 to 2 while it shows, 3 once it has ended. */
export function birthdayGreetingStep(elapsedMs: number): number {
  return BIRTHDAY_GREETING_STEPS_MS.filter((at) => elapsedMs >= at).length;
}

/** The student bar hides once the page is scrolled further than this many pixels (§2). */
export const STUDENT_BAR_HIDE_SCROLL = 100;

export const studentBarHidden = (scrollY: number) => scrollY > STUDENT_BAR_HIDE_SCROLL;

/** HOME's upcoming classes and the family schedule look one week ahead (§9 "schedule window 7 days"). */
export const SCHEDULE_WINDOW_DAYS = 7;
