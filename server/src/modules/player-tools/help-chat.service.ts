import { lapCode, messages } from '@solve/core';
import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import { classroomInstructors, helpMessages, hints, issues, problems, problemSets } from '../../db/schema/index.js';
import { DomainError, notFound } from '../../graphql/errors.js';
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

const MAX_TEXT = 5_000;

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

function cleanText(text: string, required: boolean): string {
  const clean = text.trim();
  if ((required && clean === '') || clean.length > MAX_TEXT) throw new DomainError('HELP_TEXT_REQUIRED');
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

/**
 * The one issue of its type for the student and problem (the unique index): created, or, when
 * it exists, given the new text after what it already says. One statement, so that two requests
 * at once still make one issue.
 */
async function upsertProblemIssue(
  services: Services,
  studentId: number,
  place: ProblemPlace,
  issueType: 'NEED_HELP' | 'REPORT_PROBLEM',
  description: string,
): Promise<ChatIssue> {
  const { context } = place;
  const now = services.now();
  const appended = sql`case when ${issues.description} = '' then excluded.description
    when excluded.description = '' then ${issues.description}
    else ${issues.description} || E'\n\n' || excluded.description end`;
  const [row] = await services.db
    .insert(issues)
    .values({
      studentId,
      classroomId: context.classroomId,
      assignmentId: context.assignmentId,
      problemId: place.problemId,
      issueType,
      description,
      lapCode: lapCode(context.lessonOrder, context.set.order, place.problemOrder),
      dateAssigned: now,
      responsibleEmployeeId: await leadInstructor(services, context.classroomId),
      // The student's own message is not a reply waiting to be read.
      isRead: true,
    })
    .onConflictDoUpdate({
      target: [issues.studentId, issues.problemId, issues.issueType],
      targetWhere: sql`${issues.problemId} is not null and ${issues.issueType} in ('NEED_HELP', 'REPORT_PROBLEM')`,
      set: {
        description: appended,
        issueStatus: 'INITIATED',
        isRead: true,
        // Open again: a later answer must come after this request.
        dateResolved: null,
        updatedAt: now,
      },
    })
    .returning({ issueId: issues.id, issueStatus: issues.issueStatus, description: issues.description });
  if (description !== '')
    await services.db.insert(helpMessages).values({ issueId: row!.issueId, author: 'STUDENT', messageText: description, createdAt: now });
  await announce(services, studentId);
  return row!;
}

/**
 * §4 steps 2–3: the student asks for help on a problem, with what they have done so far (empty
 * when they have made no progress). The NEED_HELP issue is created, or reopened when they asked
 * about this problem before, and the first answer (the next hint) comes with it.
 */
export async function requestHelp(
  services: Services,
  viewer: Viewer | null,
  input: { submissionId: number; problemId: number; progress: string },
): Promise<HelpMessage> {
  const studentId = studentOf(viewer);
  const progress = cleanText(input.progress, false);
  const place = await placeOf(services, studentId, input.submissionId, input.problemId);
  const issue = await upsertProblemIssue(services, studentId, place, 'NEED_HELP', progress || messages.HELP_NO_PROGRESS);
  return answerHelp(services, issue.issueId, place.context.set.videoId);
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
  return answerHelp(services, issue.issueId, issue.videoId);
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
  const [row] = await services.db
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
    .returning({ issueId: issues.id, issueStatus: issues.issueStatus, description: issues.description });
  await announce(services, studentId);
  return row!;
}

/**
 * §4 step 6: a problem report. The first makes the REPORT_PROBLEM issue of this problem; later
 * ones add their text to its description (and open it again when staff had answered).
 */
export async function reportProblem(
  services: Services,
  viewer: Viewer | null,
  input: { submissionId: number; problemId: number; description: string },
): Promise<ChatIssue> {
  const studentId = studentOf(viewer);
  const description = cleanText(input.description, true);
  const place = await placeOf(services, studentId, input.submissionId, input.problemId);
  return upsertProblemIssue(services, studentId, place, 'REPORT_PROBLEM', description);
}
