/**
 * Values kept in sessionStorage between pages (family-catalog-payment.md §3, problem-set-player.md §3).
 * One typed accessor so the keys are spelled once.
 */
export type SessionKey =
  | 'showStudentEdit'
  | 'admin'
  | 'trials'
  | 'sessionId'
  | 'classroomId'
  | 'classroomTitle'
  | 'submissionId'
  | 'attemptNumber'
  | 'teachingStyle'
  | 'preview'
  | 'trial'
  | 'trialToLesson'
  /** 'true' while the player shows a submission in review (set by the lesson list's Review). */
  | 'review'
  | 'videoId'
  /** JSON { key, number }: the problem the player shows, kept across reloads of the same attempt. */
  | 'currentProbNum'
  /** 'true' while staff view the player without the side bar and header. */
  | 'fullScreen'
  /** JSON { [submissionId]: { [problemId]: answer } }: answers the player has not yet saved on the server. */
  | 'pendingAnswers'
  /** JSON { [classroomId]: lessonId }: the lesson open on each classroom's LESSONS tab. */
  | 'lessonByClassroom'
  /** JSON { [classroomId]: tab }: the tab open on each classroom page. */
  | 'tabByClassroom'
  /** The student a parent selected on the family dashboard (HOME and SCHEDULE share it). */
  | 'selectedStudentId'
  /** A notice of the sign-in for the dashboard it went to, shown there once. */
  | 'signInNotice';

/** The tab's sessionStorage; none while the server draws a page (nothing kept: every value reads as unset). */
const tabStore = (): Storage | null => (typeof sessionStorage === 'undefined' ? null : sessionStorage);

/** While the server draws a page: the values the visit's cookies say its tab keeps (the player's attempt). */
let drawingValues: Partial<Record<SessionKey, string>> | null = null;

/** The drawing gives the values it draws with (on the server, for one drawing at a time), or null after. */
export function provideDrawingTabValues(values: Partial<Record<SessionKey, string>> | null): void {
  drawingValues = values;
}

export const sessionValues = {
  get(key: SessionKey): string | null {
    const store = tabStore();
    if (!store) return drawingValues?.[key] ?? null;
    return store.getItem(key);
  },
  set(key: SessionKey, value: string | number | boolean): void {
    tabStore()?.setItem(key, String(value));
  },
  remove(key: SessionKey): void {
    tabStore()?.removeItem(key);
  },
  getJson<T>(key: SessionKey): T | null {
    const raw = tabStore()?.getItem(key);
    if (!raw) return null;
    try {
      return JSON.parse(raw) as T;
    } catch {
      return null;
    }
  },
  setJson(key: SessionKey, value: unknown): void {
    tabStore()?.setItem(key, JSON.stringify(value));
  },
};

/** Preferences kept on this device across sign-ins (localStorage). */
export type PreferenceKey =
  /** The player's text size: large, med or small (problem-set-player.md §2). */
  | 'size'
  /** 'hidden' while a parent keeps the side bar folded away (the top bar's toggle). */
  | 'sideBar'
  /** JSON { date, studentIds }: the birthday greeting already shown on this device that academy day. */
  | 'birthdayGreeted';

export const preferences = {
  get(key: PreferenceKey): string | null {
    try {
      return localStorage.getItem(key);
    } catch {
      return null;
    }
  },
  set(key: PreferenceKey, value: string): void {
    try {
      localStorage.setItem(key, value);
    } catch {
      // Storage can be full or disabled (private mode): the preference then lasts for this page only.
    }
  },
};
