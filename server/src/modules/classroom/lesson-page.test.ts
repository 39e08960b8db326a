import { messages } from '@solve/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSubmission } from '../../db/seed/factories/learning.js';
import { createSettings } from '../../db/seed/factories/settings.js';
import {
  buildClassroom,
  type BuiltClassroom,
  DAY,
  enroll,
  signedInEmployee,
  signedInStudent,
  submitted,
  teach,
} from '../../test/classroom-fixtures.js';
import { startTestServer, type TestServer } from '../../test/harness.js';

const NOW = new Date('2026-11-22T20:00:00Z');
const MINUTE = 60_000;
const LESSON = `query ($id: Int!) { lessonPage(lessonId: $id) {
  classroom { shortTitle isStaff }
  lesson { number title description }
  webinar { webinarId startsAt phase liveUrl replayAvailable officeHours { startsAt endsAt phase url } }
  assignments {
    assignment { id status dueOn }
    problemSet { title kind order }
    typeLabel state locked lockMessage attempts allowedAttempts grade startAction startRefusal
    showsVideo reviewLabel reviewAllowed reviewMessage printable inProgressSubmissionId } } }`;

interface Card {
  assignment: { id: number };
  problemSet: { title: string };
  typeLabel: string;
  state: string;
  locked: boolean;
  lockMessage: string | null;
  attempts: number;
  allowedAttempts: number | null;
  grade: number | null;
  startAction: string | null;
  startRefusal: string | null;
  showsVideo: boolean;
  reviewLabel: string;
  reviewAllowed: boolean;
  reviewMessage: string | null;
  printable: boolean;
  inProgressSubmissionId: number | null;
}
interface Webinar {
  webinarId: string | null;
  phase: string | null;
  liveUrl: string | null;
  replayAvailable: boolean;
  officeHours: { phase: string; url: string | null; startsAt: string; endsAt: string }[];
}
interface LessonResult {
  lessonPage: { lesson: { number: number }; webinar: Webinar | null; assignments: Card[] };
}

let t: TestServer;
let built: BuiltClassroom;
let student: Awaited<ReturnType<typeof signedInStudent>>;
let teacher: Awaited<ReturnType<typeof signedInEmployee>>;

const ago = (days: number) => new Date(NOW.getTime() - days * DAY);
const webinar = (id: string) => ({
  webinarId: id,
  webinarUrl: `https://zoom.us/j/${id}`,
  webinarReplay: 'https://www.youtube.com/watch?v=WUvTyaaNkzM',
});

beforeAll(async () => {
  t = await startTestServer({ now: NOW });
  const db = t.services.db;
  await createSettings(db);
  student = await signedInStudent(db, NOW);
  teacher = await signedInEmployee(db, NOW, { isTeacher: true });
  const dueSoon = new Date(NOW.getTime() + 4 * DAY);
  built = await buildClassroom(db, {
    classroom: { code: 'LP-A', teachingStyle: 'CLASSROOM', startDate: '2026-11-01', endDate: '2026-12-20' },
    firstLessonAt: new Date('2026-11-01T00:00:00Z'),
    lessons: [
      {
        order: 1,
        title: 'Ratios and Rates',
        startOn: ago(3),
        dueOn: dueSoon,
        ...webinar('81234567890'),
        officeHourDuration: 30,
        primaryOfficeHourOn: new Date(NOW.getTime() - 10 * MINUTE),
        makeupOfficeHourOn: new Date(NOW.getTime() + 2 * DAY),
        officeHourMeetingId: '85550001111',
        sets: [
          { title: 'Two tries used', kind: 'HOMEWORK', purpose: 'MENTAL', allowedAttempts: 2, videoId: 'vid-a' },
          { title: 'Quiz awaiting grading', kind: 'QUIZ', purpose: 'SKILL', allowedAttempts: 1, videoId: 'vid-b' },
          { title: 'Quiz graded', kind: 'QUIZ', purpose: 'SKILL', allowedAttempts: 1, videoId: 'vid-c' },
          { title: 'Instruction', kind: 'INSTRUCTION', purpose: 'SKILL', assignment: { graded: false } },
          { title: 'Not assigned', kind: 'HOMEWORK', purpose: 'PROBLEM_SOLVING', assignment: { status: 'NOT_ASSIGNED', startOn: ago(1) } },
          { title: 'In progress', kind: 'HOMEWORK', purpose: 'PROBLEM_SOLVING' },
          { title: 'Missed', kind: 'HOMEWORK', purpose: 'PROBLEM_SOLVING', assignment: { dueOn: ago(1) } },
          { title: 'Past due, low grade', kind: 'HOMEWORK', purpose: 'PROBLEM_SOLVING', assignment: { dueOn: ago(1) } },
        ],
      },
      { order: 2, startOn: ago(2), previewOn: ago(4), sets: [] },
      { order: 3, startOn: new Date(NOW.getTime() + 5 * MINUTE), previewOn: ago(1), ...webinar('81234567891'), sets: [] },
      { order: 4, startOn: new Date(NOW.getTime() + 2 * DAY), previewOn: ago(1), ...webinar('81234567892'), sets: [] },
    ],
  });
  await enroll(db, student.student.id, built.classroom.id);
  await teach(db, teacher.employee.id, built.classroom.id);
  const [twoTries, awaiting, graded, , , inProgress, , pastDue] = built.lessons[0]!.assignments;
  const studentId = student.student.id;
  await submitted(db, { assignmentId: twoTries!.id, studentId, grade: 50, at: ago(2) });
  await submitted(db, { assignmentId: twoTries!.id, studentId, grade: 70, attempt: 2, at: ago(1) });
  await submitted(db, { assignmentId: awaiting!.id, studentId, grade: 40, at: ago(1), graded: false });
  await submitted(db, { assignmentId: graded!.id, studentId, grade: 85, at: ago(1) });
  await createSubmission(db, { assignmentId: inProgress!.id, studentId });
  await submitted(db, { assignmentId: pastDue!.id, studentId, grade: 60, at: ago(2) });
});

afterAll(() => t.close());

async function lessonPage(order: number, token = student.token) {
  const result = await t.gql<LessonResult>(LESSON, { id: built.lessons.find((entry) => entry.plan.order === order)!.lesson.id }, { token });
  expect(result.errors).toBeUndefined();
  return result.data!.lessonPage;
}

const byTitle = (cards: Card[], title: string) => cards.find((card) => card.problemSet.title === title)!;

describe('assignment cards for a student', () => {
  it('one card per assignment, in set order, with type labels', async () => {
    const { assignments } = await lessonPage(1);
    expect(assignments.map((card) => [card.problemSet.title, card.typeLabel])).toEqual([
      ['Two tries used', 'Mental Math'],
      ['Quiz awaiting grading', 'Skill Builder'],
      ['Quiz graded', 'Skill Builder'],
      ['Instruction', 'Instruction'],
      ['Not assigned', 'Problem Solving'],
      ['In progress', 'Problem Solving'],
      ['Missed', 'Problem Solving'],
      ['Past due, low grade', 'Problem Solving'],
    ]);
  });

  it('attempts, grade, status and the Start / Continue / Revise button', async () => {
    const { assignments } = await lessonPage(1);
    const summary = (title: string) => {
      const card = byTitle(assignments, title);
      return [card.state, card.attempts, card.allowedAttempts, card.grade, card.startAction];
    };
    expect(summary('Two tries used')).toEqual(['GRADED', 2, 2, 70, 'REVISE']);
    expect(byTitle(assignments, 'Two tries used').startRefusal).toBe('You have used all 2 attempts for this assignment.');
    expect(summary('Quiz awaiting grading')).toEqual(['SUBMITTED', 1, 1, 40, 'REVISE']);
    expect(summary('Instruction')).toEqual(['NOT_STARTED', 0, 2, null, 'START']);
    expect(summary('In progress')).toEqual(['IN_PROGRESS', 0, 2, null, 'CONTINUE']);
    expect(byTitle(assignments, 'In progress').inProgressSubmissionId).not.toBeNull();
    expect(summary('Missed')).toEqual(['OVERDUE', 0, 2, null, 'START']);
  });

  it('locks a set that is not assigned, with no button', async () => {
    const card = byTitle((await lessonPage(1)).assignments, 'Not assigned');
    expect(card).toMatchObject({
      locked: true,
      state: 'LOCKED',
      startAction: null,
      reviewAllowed: false,
      lockMessage: messages.ASSIGNMENT_LOCKED,
    });
  });

  it('shows Video for sets with a video unless it is a quiz not graded yet (classroom.md §5)', async () => {
    const { assignments } = await lessonPage(1);
    expect(byTitle(assignments, 'Two tries used').showsVideo).toBe(true);
    expect(byTitle(assignments, 'Quiz awaiting grading').showsVideo).toBe(false);
    expect(byTitle(assignments, 'Quiz graded').showsVideo).toBe(true);
    expect(byTitle(assignments, 'Instruction').showsVideo).toBe(false);
  });

  it('unlocks review with an attempt and 80%, or once the due date has passed, with the texts verbatim', async () => {
    const { assignments } = await lessonPage(1);
    expect(byTitle(assignments, 'Instruction')).toMatchObject({
      reviewAllowed: false,
      reviewMessage: 'You have not done this assignment yet!',
    });
    expect(byTitle(assignments, 'Two tries used')).toMatchObject({
      reviewAllowed: false,
      reviewMessage: 'You need to score 80% or higher to unlock review, otherwise reviews will unlock on November 26, 2026.',
    });
    expect(byTitle(assignments, 'Quiz graded')).toMatchObject({ reviewAllowed: true, reviewMessage: null, reviewLabel: 'REVIEW' });
    expect(byTitle(assignments, 'Past due, low grade')).toMatchObject({ reviewAllowed: true });
  });

  it('instruction cards print', async () => {
    const { assignments } = await lessonPage(1);
    expect(assignments.filter((card) => card.printable).map((card) => card.problemSet.title)).toEqual(['Instruction']);
  });

  it('a lesson without assignments has no cards (its under-construction text shows)', async () => {
    expect((await lessonPage(2)).assignments).toEqual([]);
  });
});

describe('assignment cards for staff', () => {
  it('Solutions instead of Review, no Start, sets not assigned open for preview, every video', async () => {
    const { assignments } = await lessonPage(1, teacher.token);
    expect(assignments.every((card) => card.reviewLabel === 'SOLUTIONS' && card.reviewAllowed && card.startAction === null)).toBe(true);
    expect(byTitle(assignments, 'Not assigned').locked).toBe(false);
    expect(byTitle(assignments, 'Quiz awaiting grading').showsVideo).toBe(true);
    expect(assignments.every((card) => card.attempts === 0 && card.grade === null)).toBe(true);
  });
});

describe('the webinar card', () => {
  it('comes with lessons that have a webinar or office hours; none otherwise', async () => {
    expect((await lessonPage(2)).webinar).toBeNull();
  });

  it('Replay after the live window, with the office hours open now and the makeup one later', async () => {
    const { webinar } = await lessonPage(1);
    expect(webinar).toMatchObject({ webinarId: '81234567890', phase: 'REPLAY', replayAvailable: true, liveUrl: null });
    expect(webinar!.officeHours.map((hour) => [hour.phase, hour.url])).toEqual([
      ['OPEN', 'https://zoom.us/j/85550001111'],
      ['UPCOMING', null],
    ]);
    // An office hour ends at its start plus its duration.
    const first = webinar!.officeHours[0]!;
    expect(Date.parse(first.endsAt) - Date.parse(first.startsAt)).toBe(30 * MINUTE);
  });

  it('Live from 10 minutes before the start, with the live address', async () => {
    expect((await lessonPage(3)).webinar).toMatchObject({
      phase: 'LIVE',
      liveUrl: 'https://zoom.us/j/81234567891',
      replayAvailable: false,
    });
  });

  it('upcoming: no address for students yet, always for staff', async () => {
    expect((await lessonPage(4)).webinar).toMatchObject({ phase: 'UPCOMING', liveUrl: null });
    expect((await lessonPage(4, teacher.token)).webinar).toMatchObject({ phase: 'UPCOMING', liveUrl: 'https://zoom.us/j/81234567892' });
  });

  it('follows the clock: 16 minutes after the start the live lesson becomes a replay', async () => {
    t.clock.now = new Date(NOW.getTime() + 21 * MINUTE);
    try {
      expect((await lessonPage(3)).webinar).toMatchObject({ phase: 'REPLAY', replayAvailable: true });
    } finally {
      t.clock.now = NOW;
    }
  });
});
