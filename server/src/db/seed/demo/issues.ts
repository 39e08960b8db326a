import type { Db } from '../../client.js';
import { helpMessages, issues } from '../../schema/index.js';
import { insertAll } from '../factories/insert.js';
import { issueValues } from '../factories/messages.js';
import type { DemoAttendance } from './attendance.js';
import { DAY, HOUR } from './calendar.js';
import type { DemoCatalog } from './catalog.js';
import type { DemoPeople } from './people.js';
import type { DemoWork } from './work/submissions.js';

const pad = (value: number) => String(value).padStart(2, '0');

/** Alice's messages: a help request, a resolved problem report, an attendance correction and notes from her teachers. */
export async function seedIssues(db: Db, people: DemoPeople, catalog: DemoCatalog, work: DemoWork, attendance: DemoAttendance, now: Date) {
  const alice = people.williams.alice;
  const { teacher, codingTeacher } = people.staff;
  const aliceWork = work.drafts.map((draft, index) => ({ draft, row: work.rows[index]! })).filter(({ row }) => row.studentId === alice.id);
  const inProgress = aliceWork.find(({ row }) => row.submittedAt === null)!;
  const homeworkIn = (key: string) =>
    aliceWork.find(({ draft }) => draft.classroomId === catalog.classroom(key).id && draft.item.content.set.kind === 'HOMEWORK')!;
  const contestWork = homeworkIn('amc8');
  const pythonWork = homeworkIn('python');
  const lapCode = (lesson: number, set: number, problem: number) => `${pad(lesson)}-${pad(set)}-${pad(problem)}`;
  const problemOf = (work: (typeof aliceWork)[number], order: number) => work.draft.item.content.problems[order - 1]!.problem;
  const lessonOrderOf = (lessonId: number, key: string) => catalog.lessonsOf(key).find(({ lesson }) => lesson.id === lessonId)!.plan.order;

  const helpProblem = problemOf(inProgress, 4);
  const reportProblem = problemOf(contestWork, 2);
  const hintProblem = problemOf(pythonWork, 1);
  const rows = await insertAll(db, issues, [
    issueValues({
      studentId: alice.id,
      issueType: 'NEED_HELP',
      issueStatus: 'INITIATED',
      description: 'I multiplied both sides by 2 but my answer does not check out.',
      dateAssigned: new Date(now.getTime() - 2 * HOUR),
      hintNumber: 1,
      lapCode: lapCode(lessonOrderOf(inProgress.draft.lessonId, 'preAlgebraCampus'), inProgress.draft.item.content.set.order, 4),
      responsibleEmployeeId: teacher.id,
      classroomId: inProgress.draft.classroomId,
      assignmentId: inProgress.draft.item.assignment.id,
      problemId: helpProblem.id,
    }),
    issueValues({
      studentId: alice.id,
      issueType: 'REPORT_PROBLEM',
      issueStatus: 'RESOLVED',
      isRead: false,
      description: 'Choice C and choice D look the same to me.',
      response: 'Thanks for catching that: choice D had a typo and is fixed now. Your answer was counted.',
      resolution: 'Corrected the choice text.',
      dateAssigned: new Date(now.getTime() - 6 * DAY),
      dateResolved: new Date(now.getTime() - 5 * DAY),
      lapCode: lapCode(lessonOrderOf(contestWork.draft.lessonId, 'amc8'), contestWork.draft.item.content.set.order, 2),
      responsibleEmployeeId: teacher.id,
      classroomId: contestWork.draft.classroomId,
      assignmentId: contestWork.draft.item.assignment.id,
      problemId: reportProblem.id,
    }),
    issueValues({
      studentId: alice.id,
      issueType: 'NEED_HELP',
      issueStatus: 'RESOLVED',
      isRead: true,
      description: 'I do not understand why x changes.',
      response: 'Resolved after studying hint',
      dateAssigned: new Date(now.getTime() - 12 * DAY),
      dateResolved: new Date(now.getTime() - 12 * DAY + HOUR),
      hintNumber: 1,
      lapCode: lapCode(lessonOrderOf(pythonWork.draft.lessonId, 'python'), pythonWork.draft.item.content.set.order, 1),
      responsibleEmployeeId: codingTeacher.id,
      classroomId: pythonWork.draft.classroomId,
      assignmentId: pythonWork.draft.item.assignment.id,
      problemId: hintProblem.id,
    }),
    issueValues({
      studentId: alice.id,
      issueType: 'ATTENDANCE',
      issueStatus: 'INITIATED',
      description: 'I was there on time; the sign-in sheet had already been collected.',
      dateAssigned: new Date(now.getTime() - 3 * DAY),
      responsibleEmployeeId: teacher.id,
      classroomId: catalog.classroom('preAlgebraCampus').id,
      attendeeId: attendance.aliceAttendee('preAlgebraCampus', 2).id,
    }),
    issueValues({
      studentId: alice.id,
      issueType: 'MESSAGE',
      issueStatus: 'RESOLVED',
      isRead: false,
      description: 'Great work on Quiz 1!',
      response: 'Great work on Quiz 1! Try the challenge problems at the end of lesson 4 if you want more.',
      dateAssigned: new Date(now.getTime() - DAY),
      dateResolved: new Date(now.getTime() - DAY),
      responsibleEmployeeId: teacher.id,
      classroomId: catalog.classroom('preAlgebraCampus').id,
    }),
  ]);
  const [help, , resolvedHelp] = rows;
  await insertAll(db, helpMessages, [
    { issueId: help!.id, author: 'STUDENT', messageText: 'I multiplied both sides by 2 but my answer does not check out.' },
    {
      issueId: help!.id,
      author: 'ASSISTANT',
      helpOrder: 1,
      messageText: 'Here is a hint.',
      chatText: 'Undo the operations in reverse order: first the addition, then the multiplication.',
    },
    { issueId: resolvedHelp!.id, author: 'STUDENT', messageText: 'I do not understand why x changes.' },
    {
      issueId: resolvedHelp!.id,
      author: 'ASSISTANT',
      helpOrder: 1,
      messageText: 'This lecture explains it.',
      chatVideo: 'rfscVS0vtbw',
    },
    { issueId: resolvedHelp!.id, author: 'STUDENT', messageText: 'Yes, that helped!' },
  ]);
  return rows;
}
