import { type IssueStatus, type IssueType, lapCode } from '@solve/core';
import { and, asc, desc, eq, inArray, isNotNull, lte, sql, type SQL } from 'drizzle-orm';
import {
  assignments,
  classroomInstructors,
  classrooms,
  employees,
  helpMessages,
  issues,
  lessonPlans,
  lessons,
  problemResponses,
  problems,
  problemSets,
  students,
  submissions,
} from '../../db/schema/index.js';
import { DomainError, notFound, requireTextLength } from '../../graphql/errors.js';
import type { Services } from '../../services.js';
import type { Viewer } from '../auth/viewer.js';
import { openClassroomTab } from '../classroom/classroom-tab.service.js';
import { requireTeachingStaff, requireOwnIssue, requireStaff, requireStudent } from '../../authorization/policies.js';
import { notifyReply } from './reply-mail.js';

/**
 * The home of every message-thread operation (classroom.md §2 Messages, §4 issue states): what a
 * student sees and sends, what staff read and answer, and the unread count behind the badges.
 */

export const ISSUE_CHANGES_CHANNEL = 'issue_changes';
/** Announced on ISSUE_CHANGES_CHANNEL whenever a student's unread count may have changed. */
export interface IssueChange {
  studentId: number;
}

const INBOX_PAGE = 50;

type Tx = Parameters<Parameters<Services['db']['transaction']>[0]>[0];

export interface IssueRow {
  id: number;
  issueType: IssueType;
  issueStatus: IssueStatus;
  isRead: boolean;
  description: string;
  resolution: string | null;
  lapCode: string | null;
  dateAssigned: Date;
  dateResolved: Date | null;
  /** From: the student who wrote it. */
  from: string;
  /** The staff member who answered (or is responsible). */
  responder: string | null;
  classroomId: number | null;
  classroomTitle: string | null;
  studentId: number;
}

export interface ChatMessage {
  id: number;
  author: 'STUDENT' | 'ASSISTANT' | 'STAFF';
  text: string;
  at: Date;
}

export interface IssueDetail extends IssueRow {
  problemText: string | null;
  problemImageUrl: string | null;
  /** The student's latest answer to the problem. */
  studentAnswer: string | null;
  chat: ChatMessage[];
}

export interface StudentMessages {
  classroomId: number | null;
  unreadCount: number;
  /** The server's time of the list: Mark All As Read marks only what was answered by then. */
  asOf: Date;
  items: IssueRow[];
}

export interface InboxFilter {
  classroomId: number | null;
  issueType: IssueType | null;
  issueStatus: IssueStatus | null;
  offset: number;
}

export interface StaffInbox {
  total: number;
  items: IssueRow[];
  classrooms: { id: number; title: string; openCount: number }[];
}

/** Unread: a staff reply the student has not read (§2: the reply sets isRead false). */
const unread = and(eq(issues.issueStatus, 'RESOLVED'), eq(issues.isRead, false));

const responder = sql<
  string | null
>`(select coalesce(e.display_name, e.first_name || ' ' || e.last_name) from ${employees} e where e.id = ${issues.responsibleEmployeeId})`;

const rowColumns = {
  id: issues.id,
  issueType: issues.issueType,
  issueStatus: issues.issueStatus,
  isRead: issues.isRead,
  description: issues.description,
  resolution: issues.resolution,
  lapCode: issues.lapCode,
  dateAssigned: issues.dateAssigned,
  dateResolved: issues.dateResolved,
  from: sql<string>`${students.firstName} || ' ' || ${students.lastName}`,
  responder,
  classroomId: issues.classroomId,
  classroomTitle: classrooms.title,
  studentId: issues.studentId,
};

function selectRows(services: Services) {
  return services.db
    .select(rowColumns)
    .from(issues)
    .innerJoin(students, eq(students.id, issues.studentId))
    .leftJoin(classrooms, eq(classrooms.id, issues.classroomId));
}

async function countUnread(services: Services, studentId: number, classroomId: number | null): Promise<number> {
  const [row] = await services.db
    .select({ count: sql<number>`count(*)::int` })
    .from(issues)
    .where(and(eq(issues.studentId, studentId), unread, classroomId === null ? undefined : eq(issues.classroomId, classroomId)));
  return Number(row?.count ?? 0);
}

/**
 * The student's messages, newest first (the Messages tab of one class, or all of them for the
 * side bar's page), with the unread count.
 */
export async function studentMessages(services: Services, viewer: Viewer, classroomId: number | null): Promise<StudentMessages> {
  requireStudent(viewer);
  if (classroomId !== null) await openClassroomTab(services, viewer, classroomId, 'MESSAGES');
  const asOf = services.now();
  const mine = and(eq(issues.studentId, viewer.studentId), classroomId === null ? undefined : eq(issues.classroomId, classroomId));
  const items = await selectRows(services).where(mine).orderBy(desc(issues.dateAssigned), desc(issues.id)).limit(500);
  return { classroomId, unreadCount: await countUnread(services, viewer.studentId, classroomId), asOf, items };
}

/** The side bar's badge: unread replies over all of the student's classes. */
export async function unreadMessageCount(services: Services, viewer: Viewer): Promise<number> {
  requireStudent(viewer);
  return countUnread(services, viewer.studentId, null);
}

async function issueRecord(services: Services, issueId: number) {
  const [row] = await selectRows(services).where(eq(issues.id, issueId));
  if (!row) throw notFound();
  return row;
}

/** Whether the employee teaches the issue's class. */
async function teachesIssueClass(services: Services, employeeId: number, classroomId: number | null): Promise<boolean> {
  if (classroomId === null) return false;
  const [row] = await services.db
    .select({ id: classroomInstructors.classroomId })
    .from(classroomInstructors)
    .where(and(eq(classroomInstructors.classroomId, classroomId), eq(classroomInstructors.employeeId, employeeId)));
  return row !== undefined;
}

/** A student may open their own issues; staff those of the classes they teach (admins every one). */
async function readableIssue(services: Services, viewer: Viewer, issueId: number) {
  const issue = await issueRecord(services, issueId);
  if (viewer.userType === 'STUDENT') requireOwnIssue(viewer, issue);
  else {
    requireStaff(viewer);
    requireTeachingStaff(viewer, await teachesIssueClass(services, viewer.employeeId, issue.classroomId));
  }
  return issue;
}

/** The detail dialog: the message, the problem with the student's answer, and the chat so far. */
export async function issueDetail(services: Services, viewer: Viewer, issueId: number): Promise<IssueDetail> {
  const issue = await readableIssue(services, viewer, issueId);
  const [extra] = await services.db
    .select({
      problemText: problems.questionText,
      problemImageUrl: problems.questionImageUrl,
      studentAnswer: sql<string | null>`(
        select r.value from ${problemResponses} r join ${submissions} s on s.id = r.submission_id
        where r.problem_id = ${issues.problemId} and s.student_id = ${issues.studentId}
        order by s.attempt_number desc limit 1)`,
    })
    .from(issues)
    .leftJoin(problems, eq(problems.id, issues.problemId))
    .where(eq(issues.id, issueId));
  const chat = await services.db
    .select({ id: helpMessages.id, author: helpMessages.author, text: helpMessages.messageText, at: helpMessages.createdAt })
    .from(helpMessages)
    .where(eq(helpMessages.issueId, issueId))
    .orderBy(asc(helpMessages.id));
  return {
    ...issue,
    problemText: extra?.problemText ?? null,
    problemImageUrl: extra?.problemImageUrl ?? null,
    studentAnswer: extra?.studentAnswer ?? null,
    chat,
  };
}

async function announce(services: Services, studentId: number) {
  await services.pubsub.publish(ISSUE_CHANGES_CHANNEL, { studentId } satisfies IssueChange);
}

/**
 * The student read an issue: isRead becomes true, but only for the reply they were shown
 * (`seenResolvedAt`); a reply that lands meanwhile stays unread. Staff reading changes nothing.
 */
export async function markIssueRead(services: Services, viewer: Viewer, issueId: number, seenResolvedAt: Date | null): Promise<IssueRow> {
  const issue = await readableIssue(services, viewer, issueId);
  if (viewer.userType !== 'STUDENT') return issue;
  const seen = seenResolvedAt === null ? sql`${issues.dateResolved} is null` : eq(issues.dateResolved, seenResolvedAt);
  const changed = await services.db
    .update(issues)
    .set({ isRead: true })
    .where(and(eq(issues.id, issueId), eq(issues.isRead, false), seen))
    .returning({ id: issues.id });
  if (changed.length) await announce(services, viewer.studentId);
  return issueRecord(services, issueId);
}

/** Mark All As Read: the student's replies in the class answered up to `asOf` (the list they saw). */
export async function markAllIssuesRead(services: Services, viewer: Viewer, classroomId: number, asOf: Date): Promise<number> {
  requireStudent(viewer);
  await openClassroomTab(services, viewer, classroomId, 'MESSAGES');
  const changed = await services.db
    .update(issues)
    .set({ isRead: true })
    .where(and(eq(issues.studentId, viewer.studentId), eq(issues.classroomId, classroomId), unread, lte(issues.dateResolved, asOf)))
    .returning({ id: issues.id });
  if (changed.length) await announce(services, viewer.studentId);
  return countUnread(services, viewer.studentId, classroomId);
}

export interface NewIssue {
  classroomId: number;
  issueType: IssueType;
  description: string;
  assignmentId: number | null;
}

/**
 * A student writes to the staff of a class: a problem report or a message, about the class or
 * one of its assignments. Help requests come from the player and attendance corrections from the
 * attendance tab, each with what they are about; here they are an invalid type.
 */
export async function sendIssue(services: Services, viewer: Viewer, input: NewIssue): Promise<IssueRow> {
  requireStudent(viewer);
  if (input.issueType !== 'REPORT_PROBLEM' && input.issueType !== 'MESSAGE') throw new DomainError('INVALID_ISSUE_TYPE');
  const description = input.description.trim();
  if (description === '') throw new DomainError('MESSAGE_REQUIRED');
  requireTextLength(input.issueType === 'MESSAGE' ? 'MESSAGE' : 'PROBLEM_REPORT', description);
  await openClassroomTab(services, viewer, input.classroomId, 'MESSAGES');
  let code: string | null = null;
  if (input.assignmentId !== null) {
    const [place] = await services.db
      .select({ lesson: lessonPlans.order, set: problemSets.order })
      .from(assignments)
      .innerJoin(lessons, eq(lessons.id, assignments.lessonId))
      .innerJoin(lessonPlans, eq(lessonPlans.id, lessons.lessonPlanId))
      .innerJoin(problemSets, eq(problemSets.id, assignments.problemSetId))
      .where(and(eq(assignments.id, input.assignmentId), eq(lessons.classroomId, input.classroomId)));
    if (!place) throw notFound();
    code = lapCode(place.lesson, place.set, null);
  }
  const [lead] = await services.db
    .select({ id: classroomInstructors.employeeId })
    .from(classroomInstructors)
    .where(eq(classroomInstructors.classroomId, input.classroomId))
    .orderBy(desc(classroomInstructors.isLead))
    .limit(1);
  const id = await services.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(issues)
      .values({
        studentId: viewer.studentId,
        classroomId: input.classroomId,
        issueType: input.issueType,
        description,
        assignmentId: input.assignmentId,
        lapCode: code,
        dateAssigned: services.now(),
        responsibleEmployeeId: lead?.id ?? null,
        // The student's own message is not a reply waiting to be read.
        isRead: true,
      })
      .returning({ id: issues.id });
    await tx.insert(helpMessages).values({ issueId: row!.id, author: 'STUDENT', messageText: description, createdAt: services.now() });
    return row!.id;
  });
  return issueRecord(services, id);
}

/**
 * A staff reply (§7 update issue): the resolution, status RESOLVED and isRead false, in one
 * statement, so that a read racing with it cannot leave the reply marked read. The reply joins
 * the chat, the student's badges update live and the family is mailed.
 */
export async function replyToIssue(
  services: Services,
  viewer: Viewer,
  issueId: number,
  text: string,
  /** A change that lands with the reply or not at all (an attendance correction's new status). */
  withReply?: (tx: Tx, issue: IssueRow) => Promise<void>,
): Promise<IssueRow> {
  requireStaff(viewer);
  const resolution = text.trim();
  if (resolution === '') throw new DomainError('REPLY_REQUIRED');
  requireTextLength('REPLY', resolution);
  const issue = await readableIssue(services, viewer, issueId);
  const now = services.now();
  // Resolved strictly after the last resolution, so that a read of the earlier reply cannot match this one.
  const resolvedAt = issue.dateResolved && issue.dateResolved.getTime() >= now.getTime() ? new Date(issue.dateResolved.getTime() + 1) : now;
  const announceReply = await services.db.transaction(async (tx) => {
    // First, so that it may lock and check the issue before the reply changes it.
    await withReply?.(tx, issue);
    await tx
      .update(issues)
      .set({
        resolution,
        response: resolution,
        issueStatus: 'RESOLVED',
        isRead: false,
        dateResolved: sql`greatest(${resolvedAt.toISOString()}::timestamptz, ${issues.dateAssigned})`,
        responsibleEmployeeId: viewer.employeeId,
      })
      .where(eq(issues.id, issueId));
    const [message] = await tx
      .insert(helpMessages)
      .values({ issueId, author: 'STAFF', messageText: resolution, createdAt: now })
      .returning({ id: helpMessages.id });
    return notifyReply(services, tx, issue, { id: message!.id, text: resolution, employeeId: viewer.employeeId });
  });
  await announce(services, issue.studentId);
  await announceReply();
  return issueRecord(services, issueId);
}

/** The classes whose issues the employee answers: those they teach; admins every class with issues. */
function answerableClasses(viewer: Extract<Viewer, { userType: 'EMPLOYEE' }>): SQL | undefined {
  if (viewer.isAdmin) return undefined;
  return inArray(
    issues.classroomId,
    sql`(select ${classroomInstructors.classroomId} from ${classroomInstructors} where ${classroomInstructors.employeeId} = ${viewer.employeeId})`,
  );
}

/**
 * The staff inbox: issues of the classes the employee teaches (admins: all), filtered by class,
 * type and status (open by default), oldest first, a page at a time.
 */
export async function staffInbox(services: Services, viewer: Viewer, filter: InboxFilter): Promise<StaffInbox> {
  requireStaff(viewer);
  const scope = and(isNotNull(issues.classroomId), answerableClasses(viewer));
  const where = and(
    scope,
    filter.classroomId === null ? undefined : eq(issues.classroomId, filter.classroomId),
    filter.issueType === null ? undefined : eq(issues.issueType, filter.issueType),
    filter.issueStatus === null ? undefined : eq(issues.issueStatus, filter.issueStatus),
  );
  const offset = Math.max(0, Math.min(filter.offset, 100_000));
  const [items, [total], classes] = await Promise.all([
    selectRows(services).where(where).orderBy(asc(issues.dateAssigned), asc(issues.id)).limit(INBOX_PAGE).offset(offset),
    services.db
      .select({ count: sql<number>`count(*)::int` })
      .from(issues)
      .where(where),
    services.db
      .select({
        id: classrooms.id,
        title: classrooms.title,
        openCount: sql<number>`count(*) filter (where ${issues.issueStatus} = 'INITIATED')::int`,
      })
      .from(issues)
      .innerJoin(classrooms, eq(classrooms.id, issues.classroomId))
      .where(scope)
      .groupBy(classrooms.id, classrooms.title)
      .orderBy(asc(classrooms.title)),
  ]);
  return {
    total: Number(total?.count ?? 0),
    items,
    classrooms: classes.map((row) => ({ ...row, openCount: Number(row.openCount) })),
  };
}
