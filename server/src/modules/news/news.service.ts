import { TEXT_LIMITS } from '@solve/core';
import { and, desc, eq, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { classrooms, employees, news, newsLikes } from '../../db/schema/index.js';
import { DomainError, notFound, requireTextLength, textTooLong } from '../../graphql/errors.js';
import { checkRichText, richTextHasContent, richTextPlain, sanitizeRichText } from '../../rich-text.js';
import type { Services } from '../../services.js';
import type { Viewer } from '../auth/viewer.js';
import { openClassroomTab } from '../classroom/classroom-tab.service.js';
import { notifyClassNews } from '../notifications/class-news-trigger.js';
import { newsImageRules, requireNewsImages } from './news-images.js';
import { managesNews, requireNewsLiker, requireTeachingStaff } from '../../authorization/policies.js';

/** An announcement as the News tab shows it. */
export interface NewsItem {
  id: number;
  classroomId: number;
  subject: string;
  announcer: string | null;
  /** The sanitised TipTap document, or null when the stored message is not rich text. */
  messageDoc: string | null;
  /** The message's words: the plain text of an older announcement, or the document's words. */
  messageText: string;
  announceDateTime: Date;
  headline: boolean;
  likes: number;
  likedByMe: boolean;
  /** Announced later than now: only staff see it until then. */
  scheduled: boolean;
}

export interface ClassNews {
  classroomId: number;
  canManage: boolean;
  items: NewsItem[];
}

export interface NewsInput {
  subject: string;
  /** TipTap JSON. */
  message: string;
  announceDateTime: Date | null;
  headline: boolean;
}

const likesOf = sql<number>`(select count(*)::int from ${newsLikes} where ${newsLikes.newsId} = ${news.id})`;

function likedBy(studentId: number) {
  return sql<boolean>`exists (select 1 from ${newsLikes} where ${newsLikes.newsId} = ${news.id} and ${newsLikes.studentId} = ${studentId})`;
}

async function readNews(services: Services, viewer: Viewer, where: ReturnType<typeof and>): Promise<NewsItem[]> {
  const studentId = viewer.userType === 'STUDENT' ? viewer.studentId : 0;
  const now = services.now();
  const rows = await services.db
    .select({
      id: news.id,
      classroomId: news.classroomId,
      subject: news.subject,
      message: news.message,
      announceDateTime: news.announceDateTime,
      headline: news.headline,
      firstName: employees.firstName,
      lastName: employees.lastName,
      displayName: employees.displayName,
      likes: likesOf,
      likedByMe: likedBy(studentId),
    })
    .from(news)
    .leftJoin(employees, eq(employees.id, news.announcerId))
    .where(where)
    .orderBy(desc(news.announceDateTime), desc(news.id));
  const rules = newsImageRules(services);
  return rows.map((row) => {
    // Sanitised again before it is rendered: rows written by hand or by older versions go through the same list.
    const doc = sanitizeRichText(row.message, rules);
    return {
      id: row.id,
      classroomId: row.classroomId,
      subject: row.subject,
      announcer: row.firstName === null ? null : (row.displayName ?? `${row.firstName} ${row.lastName ?? ''}`.trim()),
      messageDoc: doc,
      messageText: doc === null ? row.message : richTextPlain(doc),
      announceDateTime: row.announceDateTime,
      headline: row.headline,
      likes: Number(row.likes),
      likedByMe: Boolean(row.likedByMe),
      scheduled: row.announceDateTime.getTime() > now.getTime(),
    };
  });
}

/**
 * The class's announcements, newest first (classroom.md §2 News tab). Students see those already
 * announced; staff of the class also see scheduled ones. Archived announcements are gone for all.
 */
export async function classNews(services: Services, viewer: Viewer, classroomId: number): Promise<ClassNews> {
  const { context } = await openClassroomTab(services, viewer, classroomId, 'NEWS');
  const canManage = managesNews(viewer, context);
  const visible = and(
    eq(news.classroomId, classroomId),
    isNull(news.archivedAt),
    canManage ? undefined : lte(news.announceDateTime, services.now()),
  );
  return { classroomId, canManage, items: await readNews(services, viewer, visible) };
}

/** One announcement as the viewer sees it; hidden and archived ones are not found. */
async function newsItem(services: Services, viewer: Viewer, newsId: number): Promise<NewsItem> {
  const [item] = await readNews(services, viewer, and(eq(news.id, newsId)));
  if (!item) throw notFound();
  return item;
}

/** Checks an announcement's fields and answers what is stored: the subject trimmed, the document sanitised. */
async function checkedInput(services: Services, viewer: Viewer, input: NewsInput) {
  const subject = input.subject.trim();
  if (subject === '') throw new DomainError('NEWS_SUBJECT_REQUIRED');
  requireTextLength('ANNOUNCEMENT_SUBJECT', subject);
  const checked = checkRichText(input.message, newsImageRules(services), TEXT_LIMITS.ANNOUNCEMENT.max);
  if ('problem' in checked) throw checked.problem === 'TOO_LONG' ? textTooLong('ANNOUNCEMENT') : new DomainError('INVALID_RICH_TEXT');
  const message = checked.doc;
  if (!richTextHasContent(message)) throw new DomainError('NEWS_MESSAGE_REQUIRED');
  await requireNewsImages(services, viewer, message);
  return { subject, message };
}

/** A headline announcement becomes the classroom's headline; a later one replaces it. */
async function setHeadline(db: Db, classroomId: number, newsId: number, headline: boolean) {
  if (headline) await db.update(classrooms).set({ headlineNewsId: newsId }).where(eq(classrooms.id, classroomId));
  else
    await db
      .update(classrooms)
      .set({ headlineNewsId: null })
      .where(and(eq(classrooms.id, classroomId), eq(classrooms.headlineNewsId, newsId)));
}

export async function createNews(services: Services, viewer: Viewer, classroomId: number, input: NewsInput): Promise<NewsItem> {
  const { context } = await openClassroomTab(services, viewer, classroomId, 'NEWS');
  requireTeachingStaff(viewer, context.teaches);
  const { subject, message } = await checkedInput(services, viewer, input);
  const now = services.now();
  const announceDateTime = input.announceDateTime ?? now;
  const { id, told } = await services.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(news)
      .values({
        classroomId,
        subject,
        message,
        announceDateTime,
        announcerId: viewer.userType === 'EMPLOYEE' ? viewer.employeeId : null,
        headline: input.headline,
      })
      .returning({ id: news.id });
    await setHeadline(tx, classroomId, row!.id, input.headline);
    // News scheduled for later is not told now: students cannot read it yet.
    const told = announceDateTime <= now ? await notifyClassNews(services, tx, { id: row!.id, classroomId, subject }) : null;
    return { id: row!.id, told };
  });
  await told?.announce();
  return newsItem(services, viewer, id);
}

/** The announcement's classroom, for the checks of edit and archive; archived ones are refused. */
async function managedNews(services: Services, viewer: Viewer, newsId: number) {
  const [row] = await services.db
    .select({ classroomId: news.classroomId, archivedAt: news.archivedAt })
    .from(news)
    .where(eq(news.id, newsId));
  if (!row) throw notFound();
  const { context } = await openClassroomTab(services, viewer, row.classroomId, 'NEWS');
  requireTeachingStaff(viewer, context.teaches);
  if (row.archivedAt !== null) throw new DomainError('NEWS_ARCHIVED');
  return row;
}

export async function updateNews(services: Services, viewer: Viewer, newsId: number, input: NewsInput): Promise<NewsItem> {
  const { classroomId } = await managedNews(services, viewer, newsId);
  const { subject, message } = await checkedInput(services, viewer, input);
  await services.db.transaction(async (tx) => {
    await tx
      .update(news)
      .set({ subject, message, headline: input.headline, ...(input.announceDateTime ? { announceDateTime: input.announceDateTime } : {}) })
      .where(and(eq(news.id, newsId), isNull(news.archivedAt)));
    await setHeadline(tx, classroomId, newsId, input.headline);
  });
  return newsItem(services, viewer, newsId);
}

/** Archive (X): the announcement leaves the tab for everyone; archiving twice changes nothing. */
export async function archiveNews(services: Services, viewer: Viewer, newsId: number): Promise<boolean> {
  const { classroomId } = await managedNews(services, viewer, newsId);
  await services.db.transaction(async (tx) => {
    await tx
      .update(news)
      .set({ archivedAt: services.now() })
      .where(and(eq(news.id, newsId), isNull(news.archivedAt)));
    await setHeadline(tx, classroomId, newsId, false);
  });
  return true;
}

/**
 * A student likes an announcement of their class that is announced: once per student, kept on the
 * server (the unique (news, student) row), however many times or at once it is sent.
 */
export async function likeNews(services: Services, viewer: Viewer, newsId: number): Promise<NewsItem> {
  requireNewsLiker(viewer);
  const [row] = await services.db
    .select({ classroomId: news.classroomId, archivedAt: news.archivedAt, announceDateTime: news.announceDateTime })
    .from(news)
    .where(eq(news.id, newsId));
  if (!row || row.archivedAt !== null || row.announceDateTime.getTime() > services.now().getTime()) throw notFound();
  await openClassroomTab(services, viewer, row.classroomId, 'NEWS');
  await services.db.insert(newsLikes).values({ newsId, studentId: viewer.studentId }).onConflictDoNothing();
  return newsItem(services, viewer, newsId);
}
