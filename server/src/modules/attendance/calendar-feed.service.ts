import { scheduleEntries } from '@solve/core';
import { and, eq, isNull } from 'drizzle-orm';
import { calendarFeeds, students } from '../../db/schema/index.js';
import { forbidden } from '../../graphql/errors.js';
import type { Services } from '../../services.js';
import { hashToken, newToken } from '../auth/tokens.js';
import type { Viewer } from '../auth/viewer.js';
import { getSettings } from '../settings/settings.service.js';
import { actingStudentId } from '../../authorization/policies.js';
import { calendarText } from './calendar-ics.js';
import { studentLessonRows } from './student-lessons.js';

const DAY = 86_400_000;
/** The feed covers the last two months and the next year: what a calendar app shows around today. */
const FEED_PAST_DAYS = 60;
const FEED_FUTURE_DAYS = 366;
const FEED_MAX_EVENTS = 1000;
/** A feed token as newToken makes it: 32 random bytes in base64url. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export interface CalendarFeedState {
  studentId: number;
  /** A live feed exists; its address was shown once, when it was made. */
  active: boolean;
  createdAt: Date | null;
}

export interface NewCalendarFeed {
  studentId: number;
  url: string;
  createdAt: Date;
}

/**
 * A parent of the student's family, signed in as themself; everyone else is refused (students and
 * guest links do not manage the family's feeds).
 */
async function feedStudent(services: Services, viewer: Viewer, studentId: number) {
  if (viewer.userType !== 'FAMILY_MEMBER' || viewer.isGuest) throw forbidden();
  const id = await actingStudentId(services, viewer, studentId);
  return { studentId: id, familyAccountId: viewer.familyAccountId, familyMemberId: viewer.familyMemberId };
}

export const feedUrl = (services: Services, token: string) => `${services.config.publicUrl}/calendar/${token}.ics`;

export async function calendarFeedState(services: Services, viewer: Viewer, studentId: number): Promise<CalendarFeedState> {
  const owner = await feedStudent(services, viewer, studentId);
  const [live] = await services.db
    .select({ createdAt: calendarFeeds.createdAt })
    .from(calendarFeeds)
    .where(and(eq(calendarFeeds.studentId, owner.studentId), isNull(calendarFeeds.revokedAt)));
  return { studentId: owner.studentId, active: live !== undefined, createdAt: live?.createdAt ?? null };
}

/**
 * A new feed address for the student: any live one is revoked in the same transaction (one live
 * feed per student, by a partial unique index), and only the new token's hash is stored.
 */
export async function createCalendarFeed(services: Services, viewer: Viewer, studentId: number): Promise<NewCalendarFeed> {
  const owner = await feedStudent(services, viewer, studentId);
  const token = newToken();
  const now = services.now();
  await services.db.transaction(async (tx) => {
    // The student's row serialises two requests for the same student.
    await tx.select({ id: students.id }).from(students).where(eq(students.id, owner.studentId)).for('update');
    await tx
      .update(calendarFeeds)
      .set({ revokedAt: now })
      .where(and(eq(calendarFeeds.studentId, owner.studentId), isNull(calendarFeeds.revokedAt)));
    await tx.insert(calendarFeeds).values({
      studentId: owner.studentId,
      familyAccountId: owner.familyAccountId,
      tokenHash: hashToken(token),
      createdByFamilyMemberId: owner.familyMemberId,
      createdAt: now,
    });
  });
  return { studentId: owner.studentId, url: feedUrl(services, token), createdAt: now };
}

/** Revokes the student's live feed: its address answers 404 from now on. */
export async function revokeCalendarFeed(services: Services, viewer: Viewer, studentId: number): Promise<boolean> {
  const owner = await feedStudent(services, viewer, studentId);
  const revoked = await services.db
    .update(calendarFeeds)
    .set({ revokedAt: services.now() })
    .where(and(eq(calendarFeeds.studentId, owner.studentId), isNull(calendarFeeds.revokedAt)))
    .returning({ id: calendarFeeds.id });
  return revoked.length > 0;
}

/**
 * The calendar text of a feed token, or null when no live feed has it (malformed, unknown,
 * revoked, or the student has left the family that made it).
 */
export async function calendarFeedText(services: Services, token: string): Promise<string | null> {
  if (!TOKEN_PATTERN.test(token)) return null;
  const [feed] = await services.db
    .select({ studentId: calendarFeeds.studentId, firstName: students.firstName })
    .from(calendarFeeds)
    .innerJoin(students, and(eq(students.id, calendarFeeds.studentId), eq(students.familyAccountId, calendarFeeds.familyAccountId)))
    .where(and(eq(calendarFeeds.tokenHash, hashToken(token)), isNull(calendarFeeds.revokedAt)));
  if (!feed) return null;
  const now = services.now();
  const settings = await getSettings(services.db);
  const rows = await studentLessonRows(
    services.db,
    feed.studentId,
    new Date(now.getTime() - FEED_PAST_DAYS * DAY),
    new Date(now.getTime() + FEED_FUTURE_DAYS * DAY),
    { limit: FEED_MAX_EVENTS },
  );
  return calendarText({
    name: `${feed.firstName}'s classes · ${settings.name}`,
    timeZone: settings.timeZone,
    publicUrl: services.config.publicUrl,
    studentId: feed.studentId,
    entries: scheduleEntries(rows, now),
    now,
  });
}
