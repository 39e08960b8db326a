import { lapCode, messages } from '@solve/core';
import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import { classroomInstructors, helpMessages, hints, issues, problems, problemSets } from '../../db/schema/index.js';
import { sqlState, UNIQUE_VIOLATION } from '../../db/errors.js';
import { DomainError, notFound, requireTextLength } from '../../graphql/errors.js';
import type { Services } from '../../services.js';
import type { Viewer } from '../auth/viewer.js';
import { ISSUE_CHANGES_CHANNEL, type IssueChange } from '../message/issues.service.js';
import { placeOf, type ProblemPlace, studentOf } from './own-problem.js';

/**
 * The player's help and report chat (problem-set-player.md §4 Help chat flow). The browser never
 * holds a hint it was not given: each is served here, one at a time and in order, when the
 * student asks for the next one. Help requests and reports are issues, so they reach the
 * student's Messages tab and the staff inbox like any other message.
 */

export type HelpKind = 'HINT' | 'VIDEO' | 'PENDING';

/** The server's answer to a help request (§7 Generate help message). */
export interface HelpMessage {
  issueId: number;
  kind: HelpKind;
  /** The hint number (from 1); 0 when the answer is not a hint. */
  helpOrder: number;
  messageText: string;
  chatVideo: string | null;
  chatImage: string | null;
  chatText: string | null;
}

export interface ChatIssue {
  issueId: number;
  issueStatus: 'INITIATED' | 'RESOLVED';
  description: string;
}

function cleanText(text: string, kind: 'HELP_REQUEST' | 'PROBLEM_REPORT', required: boolean): string {
  const clean = text.trim();
  if (required && clean === '') throw new DomainError('HELP_TEXT_REQUIRED');
  requireTextLength(kind, clean);
  return clean;
}

async function leadInstructor(services: Services, classroomId: number): Promise<number | null> {
  const [lead] = await services.db
    .select({ id: classroomInstructors.employeeId })
    .from(classroomInstructors)
    .where(eq(classroomInstructors.classroomId, classroomId))
    .orderBy(desc(classroomInstructors.isLead))
    .limit(1);
  return lead?.id ?? null;
}

async function announce(services: Services, studentId: number) {
  await services.pubsub.publish(ISSUE_CHANGES_CHANNEL, { studentId } satisfies IssueChange);
}

const OPEN_PROBLEM_ISSUE = sql`${issues.problemId} is not null and ${issues.issueType} in ('NEED_HELP', 'REPORT_PROBLEM') and ${issues.issueStatus} = 'INITIATED'`;

/** A new issue about the problem, as the student's own message (read: it is not a reply waiting for them). */
async function problemIssueValues(
  services: Services,
  studentId: number,
  place: ProblemPlace,
  issueType: 'NEED_HELP' | 'REPORT_PROBLEM',
  description: string,
) {
  const { context } = place;
  return {
    studentId,
    classroomId: context.classroomId,
    assignmentId: context.assignmentId,
    problemId: place.problemId,
    issueType,
    description,
    lapCode: lapCode(context.lessonOrder, context.set.order, place.problemOrder),
    dateAssigned: services.now(),
    responsibleEmployeeId: await leadInstructor(services, context.classroomId),
    isRead: true,
  };
}

async function addStudentLine(services: Services, issueId: number, text: string) {
  if (text !== '')
    await services.db.insert(helpMessages).values({ issueId, author: 'STUDENT', messageText: text, createdAt: services.now() });
}

/** The student's open issue of this type about the problem (at most one: the unique index). */
async function openProblemIssue(services: Services, studentId: number, problemId: number, issueType: 'NEED_HELP' | 'REPORT_PROBLEM') {
  const [row] = await services.db
    .select({ id: issues.id })
    .from(issues)
    .where(
      and(
        eq(issues.studentId, studentId),
        eq(issues.problemId, problemId),
        eq(issues.issueType, issueType),
        eq(issues.issueStatus, 'INITIATED'),
      ),
    );
  return row ?? null;
}

/**
 * Opening a resolved request again while a newer one about the problem is open would make two open
 * (the unique index refuses it): that is the spec's duplicate, 'Sorry! you already created an
 * issue of this type for this problem!'.
 */
async function unlessDuplicate<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (sqlState(error) === UNIQUE_VIOLATION) throw new DomainError('DUPLICATE_PROBLEM_ISSUE');
    throw error;
  }
}

/**
 * §4 steps 2–3: the student asks for help on a problem, with what they have done so far (empty
 * when they have made no progress). A NEED_HELP issue is created and the first answer (hint 1)
 * comes with it. While an earlier help request about the problem is open, the request is refused
 * with the spec's duplicate text (§8); once that one is resolved, asking again starts a new one.
 * One statement decides, so two requests at once still make one issue.
 */
export async function requestHelp(
  services: Services,
  viewer: Viewer | null,
  input: { submissionId: number; problemId: number; progress: string },
): Promise<HelpMessage> {
  const studentId = studentOf(viewer);
  const progress = cleanText(input.progress, 'HELP_REQUEST', false);
  const place = await placeOf(services, studentId, input.submissionId, input.problemId);
  const [created] = await services.db
    .insert(issues)
    .values(await problemIssueValues(services, studentId, place, 'NEED_HELP', progress || messages.HELP_NO_PROGRESS))
    .onConflictDoNothing({ target: [issues.studentId, issues.problemId, issues.issueType], where: OPEN_PROBLEM_ISSUE })
    .returning({ issueId: issues.id });
  if (!created) throw new DomainError('DUPLICATE_PROBLEM_ISSUE');
  await addStudentLine(services, created.issueId, progress || messages.HELP_NO_PROGRESS);
  await announce(services, studentId);
  return answerHelp(services, created.issueId, place.context.set.videoId);
}

/**
 * Whether the student has an open help request about a problem of their own submission: the chat
 * then says the spec's duplicate text as soon as they choose 'I Need Help!', before they type.
 */
export async function hasOpenHelpRequest(
  services: Services,
  viewer: Viewer | null,
  input: { submissionId: number; problemId: number },
): Promise<boolean> {
  const studentId = studentOf(viewer);
  const place = await placeOf(services, studentId, input.submissionId, input.problemId);
  return (await openProblemIssue(services, studentId, place.problemId, 'NEED_HELP')) !== null;
}

/** The student's own NEED_HELP issue about a problem, with the set's lecture video. */
async function ownHelpIssue(services: Services, studentId: number, issueId: number) {
  const [row] = await services.db
    .select({ id: issues.id, studentId: issues.studentId, issueType: issues.issueType, problemId: issues.problemId })
    .from(issues)
    .where(eq(issues.id, issueId));
  if (!row) throw notFound();
  if (row.studentId !== studentId) throw new DomainError('ISSUE_NOT_YOURS');
  if (row.issueType !== 'NEED_HELP' || row.problemId === null) throw notFound();
  const [video] = await services.db
    .select({ videoId: problemSets.videoId })
    .from(problems)
    .innerJoin(problemSets, eq(problemSets.id, problems.problemSetId))
    .where(eq(problems.id, row.problemId));
  return { issueId: row.id, videoId: video?.videoId ?? null };
}

/**
 * §4 steps 3–4: the next answer to a help issue. The next authored hint (numbers from 1, one at a
 * time), then once the hints run out the lesson's lecture video (once), then 'Got it. We will
 * send you a hint shortly.' for staff to answer; the issue stays INITIATED throughout. The issue
 * row is locked, so two presses at once serve two different hints, never one twice.
 */
async function answerHelp(services: Services, issueId: number, videoId: string | null): Promise<HelpMessage> {
  const now = services.now();
  return services.db.transaction(async (tx) => {
    const [issue] = await tx
      .select({ hintNumber: issues.hintNumber, problemId: issues.problemId })
      .from(issues)
      .where(eq(issues.id, issueId))
      .for('update');
    if (!issue || issue.problemId === null) throw notFound();
    const number = issue.hintNumber + 1;
    const [hint] = await tx
      .select()
      .from(hints)
      .where(and(eq(hints.problemId, issue.problemId), eq(hints.order, number)));
    let answer: HelpMessage;
    if (hint) {
      await tx.update(issues).set({ hintNumber: number, issueStatus: 'INITIATED', dateResolved: null }).where(eq(issues.id, issueId));
      answer = {
        issueId,
        kind: 'HINT',
        helpOrder: number,
        messageText: hint.text,
        chatImage: hint.imageUrl,
        chatVideo: hint.videoUrl,
        chatText: messages.HELP_HINT_INTRO.replace('{number}', String(number)),
      };
    } else {
      const [suggested] = await tx
        .select({ id: helpMessages.id })
        .from(helpMessages)
        .where(and(eq(helpMessages.issueId, issueId), isNotNull(helpMessages.chatVideo), eq(helpMessages.helpOrder, 0)))
        .limit(1);
      answer =
        videoId && !suggested
          ? {
              issueId,
              kind: 'VIDEO',
              helpOrder: 0,
              messageText: messages.HELP_VIDEO_SUGGESTION,
              chatVideo: videoId,
              chatImage: null,
              chatText: null,
            }
          : {
              issueId,
              kind: 'PENDING',
              helpOrder: 0,
              messageText: messages.HELP_HINT_SHORTLY,
              chatVideo: null,
              chatImage: null,
              chatText: null,
            };
      await tx.update(issues).set({ issueStatus: 'INITIATED', dateResolved: null }).where(eq(issues.id, issueId));
    }
    await tx.insert(helpMessages).values({
      issueId,
      author: 'ASSISTANT',
      helpOrder: answer.helpOrder,
      messageText: answer.messageText,
      chatVideo: answer.chatVideo,
      chatImage: answer.chatImage,
      chatText: answer.chatText,
      createdAt: now,
    });
    return answer;
  });
}

/** §4 step 4: another hint on the student's own help issue. */
export async function nextHint(services: Services, viewer: Viewer | null, issueId: number): Promise<HelpMessage> {
  const studentId = studentOf(viewer);
  const issue = await ownHelpIssue(services, studentId, issueId);
  // A resolved request asked for more opens again, unless a newer one about the problem is open.
  return unlessDuplicate(() => answerHelp(services, issue.issueId, issue.videoId));
}

/**
 * §4 step 5: the student says whether the answer helped. Helpful resolves the issue with
 * 'Resolved after studying hint' (read: nobody needs to answer it); declining leaves it
 * INITIATED for staff.
 */
export async function rateHelp(services: Services, viewer: Viewer | null, issueId: number, helpful: boolean): Promise<ChatIssue> {
  const studentId = studentOf(viewer);
  await ownHelpIssue(services, studentId, issueId);
  const now = services.now();
  const [row] = await unlessDuplicate(() =>
    services.db
      .update(issues)
      .set(
        helpful
          ? {
              issueStatus: 'RESOLVED',
              response: messages.HELP_RESOLVED_AFTER_HINT,
              resolution: messages.HELP_RESOLVED_AFTER_HINT,
              dateResolved: sql`greatest(${now.toISOString()}::timestamptz, ${issues.dateAssigned})`,
              isRead: true,
            }
          : { issueStatus: 'INITIATED', dateResolved: null, response: null, resolution: null },
      )
      .where(eq(issues.id, issueId))
      .returning({ issueId: issues.id, issueStatus: issues.issueStatus, description: issues.description }),
  );
  await announce(services, studentId);
  return row!;
}

/**
 * §4 step 6: a problem report. The first makes the REPORT_PROBLEM issue of this problem; later
 * ones add their text to its description while it is open. Once staff have answered it, the next
 * report starts a new one. One statement, so that two reports at once still make one issue.
 */
export async function reportProblem(
  services: Services,
  viewer: Viewer | null,
  input: { submissionId: number; problemId: number; description: string },
): Promise<ChatIssue> {
  const studentId = studentOf(viewer);
  const description = cleanText(input.description, 'PROBLEM_REPORT', true);
  const place = await placeOf(services, studentId, input.submissionId, input.problemId);
  const appended = sql`${issues.description} || E'\n\n' || excluded.description`;
  const [row] = await services.db
    .insert(issues)
    .values(await problemIssueValues(services, studentId, place, 'REPORT_PROBLEM', description))
    .onConflictDoUpdate({
      target: [issues.studentId, issues.problemId, issues.issueType],
      targetWhere: OPEN_PROBLEM_ISSUE,
      set: { description: appended, isRead: true, updatedAt: services.now() },
    })
    .returning({ issueId: issues.id, issueStatus: issues.issueStatus, description: issues.description });
  await addStudentLine(services, row!.issueId, description);
  await announce(services, studentId);
  return row!;
}
