/**
 * Pure rules of the classroom's News, Messages, Gradebook and Leaderboard tabs (classroom.md §2,
 * §4, §9), shared by the server and the web app.
 */

/** Collapsed height of an announcement, in pixels (§9). */
export const NEWS_COLLAPSED_HEIGHT = 250;
/** Card-grid column width for news and instructors (§9): window width divided by 400. */
export const NEWS_CARD_WIDTH = 400;

/** Columns of a card grid: the width divided by the card width, at least one (§9). */
export function cardColumns(windowWidth: number, cardWidth: number): number {
  return Math.max(1, Math.floor(windowWidth / cardWidth));
}

export type IssueType = 'NEED_HELP' | 'REPORT_PROBLEM' | 'ATTENDANCE' | 'MESSAGE';
export type IssueStatus = 'INITIATED' | 'RESOLVED';

/** Type labels of the Messages tab (§3). */
export const ISSUE_TYPE_LABELS: Record<IssueType, string> = {
  NEED_HELP: 'Help Needed',
  REPORT_PROBLEM: 'Report Problem',
  ATTENDANCE: 'Attendance',
  MESSAGE: 'Message',
};

export const ISSUE_STATUS_LABELS: Record<IssueStatus, string> = { INITIATED: 'Open', RESOLVED: 'Resolved' };

/** LL-AA-PP: lesson, assignment and problem numbers, two digits each; missing parts are 00. */
export function lapCode(lesson: number | null, assignment: number | null, problem: number | null): string {
  const two = (value: number | null) => String(Math.max(0, Math.min(99, value ?? 0))).padStart(2, '0');
  return `${two(lesson)}-${two(assignment)}-${two(problem)}`;
}

/** A piece of message text: plain, or a link the page should make clickable. */
export type TextPart = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

const LINK = /https?:\/\/[^\s<>"']+/g;
/** Only links to zoom downloads and recordings become links (§2 "a zoom download text becomes a link"). */
const ZOOM_HOST = /^https:\/\/([a-z0-9-]+\.)*zoom\.us\//i;

/** Splits message text so that zoom links become links and everything else stays text. */
export function messageParts(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let at = 0;
  for (const match of text.matchAll(LINK)) {
    const href = match[0].replace(/[.,;:)]+$/, '');
    if (!ZOOM_HOST.test(href)) continue;
    const start = match.index;
    if (start > at) parts.push({ kind: 'text', text: text.slice(at, start) });
    parts.push({ kind: 'link', text: href, href });
    at = start + href.length;
  }
  if (at < text.length) parts.push({ kind: 'text', text: text.slice(at) });
  return parts;
}

/** Gradebook groups of a lesson's assignments, in this order (§2 Gradebook tab). */
export type GradebookGroup = 'HOMEWORK' | 'EXERCISE' | 'QUIZ' | 'INSTRUCTION';
export const GRADEBOOK_GROUPS: readonly GradebookGroup[] = ['HOMEWORK', 'EXERCISE', 'QUIZ', 'INSTRUCTION'];
export const GRADEBOOK_GROUP_LABELS: Record<GradebookGroup, string> = {
  HOMEWORK: 'HOMEWORK',
  EXERCISE: 'EXERCISE',
  QUIZ: 'QUIZ',
  INSTRUCTION: 'INSTRUCTION (OPTIONAL)',
};

/** The group a problem set kind falls in; kinds that are none of the four (previews, contests…) are not in the gradebook. */
export function gradebookGroup(kind: string): GradebookGroup | null {
  return (GRADEBOOK_GROUPS as readonly string[]).includes(kind) ? (kind as GradebookGroup) : null;
}

/** Submitted after the due date (late dates are shown in red). */
export function isLate(submittedAt: Date | null, dueOn: Date | null): boolean {
  return submittedAt !== null && dueOn !== null && submittedAt.getTime() > dueOn.getTime();
}

/** Seconds as the gradebook's Time column shows them: 1h 02m, 12m 05s, 45s; nothing spent is a dash. */
export function durationLabel(seconds: number | null): string {
  if (seconds === null || seconds <= 0) return '-';
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = Math.floor(seconds % 60);
  if (h > 0) return `${h}h ${String(m).padStart(2, '0')}m`;
  if (m > 0) return `${m}m ${String(s).padStart(2, '0')}s`;
  return `${s}s`;
}

/** Leaderboard points for a correct answer on the first and second submission of a set. */
export const FIRST_SUBMISSION_POINTS = 10;
export const SECOND_SUBMISSION_POINTS = 9;

/** Points a correctly answered problem earns on a given submission of a set (1-based); none after the second. */
export function pointsForSubmission(submission: number): number {
  if (submission === 1) return FIRST_SUBMISSION_POINTS;
  return submission === 2 ? SECOND_SUBMISSION_POINTS : 0;
}

/**
 * Ranks by points, highest first; ties share a rank and the next rank skips the tied places
 * (10, 10, 8 rank 1, 1, 3). Order among ties is kept as given.
 */
export function rankByPoints<T extends { points: number }>(rows: readonly T[]): (T & { rank: number })[] {
  const sorted = [...rows].sort((a, b) => b.points - a.points);
  let rank = 0;
  return sorted.map((row, index) => {
    if (index === 0 || row.points !== sorted[index - 1]!.points) rank = index + 1;
    return { ...row, rank };
  });
}

/** The name a student appears under on the leaderboard: first and last name, or their initials (K. F.). */
export function leaderboardName(firstName: string, lastName: string, useInitials: boolean): string {
  if (!useInitials) return `${firstName} ${lastName}`.trim();
  return [firstName, lastName]
    .map((part) => part.trim().charAt(0).toUpperCase())
    .filter((letter) => letter !== '')
    .map((letter) => `${letter}.`)
    .join(' ');
}

/** One cell of the staff gradebook: a grade, late, or missing (past due with nothing submitted). */
export type GradeCellState = 'GRADED' | 'LATE' | 'MISSING' | 'OPEN';

export function gradeCellState(cell: { grade: number | null; submittedAt: Date | null; dueOn: Date | null }, now: Date): GradeCellState {
  if (cell.submittedAt === null) return cell.dueOn !== null && cell.dueOn.getTime() < now.getTime() ? 'MISSING' : 'OPEN';
  return isLate(cell.submittedAt, cell.dueOn) ? 'LATE' : 'GRADED';
}
