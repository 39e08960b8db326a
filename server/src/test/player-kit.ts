import { addInstructor, createClassroom, createCourse, createLesson, createLessonPlan } from '../db/seed/factories/catalog.js';
import { createChoice, createProblem, createProblemSet, type NewProblem, type NewProblemSet } from '../db/seed/factories/content.js';
import { createAssignment, createSubmission, type NewSubmission } from '../db/seed/factories/learning.js';
import { createEmployee, createStudent } from '../db/seed/factories/people.js';
import { nextSequence } from '../db/seed/factories/sequence.js';
import type { problems } from '../db/schema/index.js';
import { afterAll, beforeAll } from 'vitest';
import { startTestServer, type GqlResult, type TestServer } from './harness.js';
import { sessionFor } from './session-for.js';

/** Test data and calls of the player: a classroom with one assignment, a student signed in with a work session and a submission. */

export type ProblemSpec = Partial<Omit<NewProblem, 'problemSetId' | 'order'>> & {
  problemType: NewProblem['problemType'];
  /** [text, correct] in stored order. */
  choices?: readonly (readonly [string, boolean?])[];
};

export interface PlayerSetup {
  set?: Partial<NewProblemSet>;
  problems: readonly ProblemSpec[];
  teachingStyle?: 'SELF_PACED' | 'CLASSROOM' | 'BLENDED' | 'MENTORED' | 'TUTORED' | 'COMPETITION';
  lessonPlanType?: 'INTRODUCTION' | 'INSTRUCTION' | 'REVIEW' | 'ASSESSMENT' | 'CONTEST';
  submission?: Partial<NewSubmission>;
}

export type ProblemRow = typeof problems.$inferSelect;

export interface StudentAtWork {
  studentId: number;
  token: string;
  workSession: number;
  submissionId: number;
}

export interface PlayerFixture extends StudentAtWork {
  assignmentId: number;
  classroomId: number;
  lessonId: number;
  problemSetId: number;
  problems: ProblemRow[];
  /** Another attempt (or another student's) at the same assignment. */
  addStudent(submission?: Partial<NewSubmission>): Promise<StudentAtWork>;
  /** An instructor who teaches the classroom. */
  staffToken(): Promise<string>;
}

export async function signedInStudent(t: TestServer): Promise<{ studentId: number; token: string; workSession: number }> {
  const n = nextSequence();
  const student = await createStudent(t.services.db, { username: `player${n}`, passwordHash: 'x', firstName: 'Pat' });
  const token = await sessionFor(t.services.db, { userType: 'STUDENT', studentId: student.id }, t.clock.now);
  const started = await t.gql<{ startStudentSession: { id: number } }>(
    `mutation ($id: Int!) { startStudentSession(studentId: $id) { id } }`,
    { id: student.id },
    { token },
  );
  return { studentId: student.id, token, workSession: started.data!.startStudentSession.id };
}

export async function playerFixture(t: TestServer, setup: PlayerSetup): Promise<PlayerFixture> {
  const db = t.services.db;
  const course = await createCourse(db);
  const classroom = await createClassroom(db, { courseId: course.id, teachingStyle: setup.teachingStyle ?? 'CLASSROOM' });
  const plan = await createLessonPlan(db, {
    courseId: course.id,
    order: 2,
    title: 'Ratios',
    lessonPlanType: setup.lessonPlanType ?? 'INSTRUCTION',
  });
  const lesson = await createLesson(db, { classroomId: classroom.id, lessonPlanId: plan.id });
  const set = await createProblemSet(db, { order: 3, title: 'Rates', lessonPlanId: plan.id, feedbackType: 'INSTANT', ...setup.set });
  const rows: ProblemRow[] = [];
  for (const [index, { choices = [], ...spec }] of setup.problems.entries()) {
    const problem = await createProblem(db, { answer: '', solutionText: null, ...spec, problemSetId: set.id, order: index + 1 });
    for (const [order, [text, correct]] of choices.entries())
      await createChoice(db, { problemId: problem.id, order: order + 1, text, correct: correct ?? false });
    rows.push(problem);
  }
  const assignment = await createAssignment(db, { lessonId: lesson.id, problemSetId: set.id });
  const addStudent = async (submission: Partial<NewSubmission> = {}): Promise<StudentAtWork> => {
    const student = await signedInStudent(t);
    const row = await createSubmission(db, {
      assignmentId: assignment.id,
      studentId: student.studentId,
      startedAt: new Date(t.clock.now.getTime() - 60_000),
      randomSeed: 1000 + nextSequence(),
      ...setup.submission,
      ...submission,
    });
    return { ...student, submissionId: row.id };
  };
  const first = await addStudent();
  return {
    ...first,
    assignmentId: assignment.id,
    classroomId: classroom.id,
    lessonId: lesson.id,
    problemSetId: set.id,
    problems: rows,
    addStudent,
    async staffToken() {
      const employee = await createEmployee(db, { workEmail: `teacher${nextSequence()}@solve.test`, passwordHash: 'x', isTeacher: true });
      await addInstructor(db, { classroomId: classroom.id, employeeId: employee.id, isLead: true });
      return sessionFor(db, { userType: 'EMPLOYEE', employeeId: employee.id }, t.clock.now);
    },
  };
}

const CHOICE = 'key label text';
const ANSWER = 'kind text selected order pairs { left right } clicks { x y }';
export const RESPONSE_FIELDS = `id problemId answer { ${ANSWER} } answered state sum graded comment timeSpent sequence updatedAt`;
const CORRECT = 'accepted selected order pairs { left right } spots { x y radius }';
export const PROBLEM_FIELDS = `problemId number problemType points counted questionText questionImageUrl questionVideo typesetMath
  choices { ${CHOICE} } matchLeft { ${CHOICE} } matchRight { ${CHOICE} } hotspotCount
  solution { text imageUrl video } correctAnswer { ${CORRECT} } response { ${RESPONSE_FIELDS} } images { id problemId imageUrl cost }`;
export const PLAYER_FIELDS = `assignmentId mode redirectTo classroomId classroomTitle teachingStyle
  problemSet { id title heading lessonOrder setOrder lessonTitle lessonPlanType isIntroduction kind purpose feedbackType autoGraded
    allowSkip randomizeOrder timeLimit allowedAttempts videoId instructions learningObjective countedProblems }
  problems { ${PROBLEM_FIELDS} }
  submission { id attemptNumber startedAt submittedAt reviewed graded elapsedSeconds secondsLeft timeLimitEndsAt timeIsUp answeredCount
    countedProblems totalTimeSpent results { correctCount countedProblems scorePercent sum possiblePoints attemptNumber allowedAttempts timeSpent graded } }
  canAnswer canSkip canLearn canSubmit serverTime`;
export const PAYLOAD_FIELDS = `outcome message applied response { ${RESPONSE_FIELDS} } solution { text imageUrl video } correctAnswer { ${CORRECT} }`;

export interface ChoiceView {
  key: string;
  label: string;
  text: string;
}
export interface ResponseView {
  id: number;
  problemId: number;
  answer: {
    kind: string;
    text: string | null;
    selected: string[];
    order: string[];
    pairs: { left: string; right: string }[];
    clicks: { x: number; y: number }[];
  };
  answered: boolean;
  state: number | null;
  sum: number | null;
  graded: boolean;
  timeSpent: number;
  sequence: number;
}
export interface CorrectView {
  accepted: string[];
  selected: string[];
  order: string[];
  pairs: { left: string; right: string }[];
  spots: { x: number; y: number; radius: number }[];
}
export interface ProblemView {
  problemId: number;
  number: number;
  problemType: string;
  choices: ChoiceView[];
  matchLeft: ChoiceView[];
  matchRight: ChoiceView[];
  hotspotCount: number | null;
  solution: { text: string | null } | null;
  correctAnswer: CorrectView | null;
  response: ResponseView | null;
  images: { id: number; problemId: number; imageUrl: string; cost: number }[];
}
export interface PlayerViewResult {
  mode: string | null;
  redirectTo: string | null;
  classroomId: number;
  problemSet: { heading: string; timeLimit: number; isIntroduction: boolean; countedProblems: number; autoGraded: boolean } | null;
  problems: ProblemView[];
  submission: {
    id: number;
    submittedAt: string | null;
    secondsLeft: number | null;
    timeIsUp: boolean;
    answeredCount: number;
    totalTimeSpent: number;
    results: {
      correctCount: number;
      countedProblems: number;
      scorePercent: number | null;
      sum: number;
      attemptNumber: number;
      timeSpent: number;
    } | null;
  } | null;
  canAnswer: boolean;
  canSkip: boolean;
  canLearn: boolean;
  canSubmit: boolean;
}
export interface AnswerPayloadView {
  outcome: string;
  message: string | null;
  applied: boolean;
  response: ResponseView | null;
  solution: { text: string | null } | null;
  correctAnswer: CorrectView | null;
}

export type AnswerValue = {
  text?: string;
  selected?: string[];
  order?: string[];
  pairs?: { left: string; right: string }[];
  clicks?: { x: number; y: number }[];
  skipped?: boolean;
};

let sequence = 0;
/** A sequence number newer than any before (the player sends Date.now()). */
export function nextAnswerSequence(): number {
  sequence += 1;
  return 1_700_000_000_000 + sequence;
}

/** The player's calls as a student (or staff) would make them. */
export function playerCalls(t: TestServer) {
  return {
    view: (who: { token: string }, assignmentId: number, submissionId: number | null) =>
      t.gql<{ player: PlayerViewResult }>(
        `query ($a: Int!, $s: Int) { player(assignmentId: $a, submissionId: $s) { ${PLAYER_FIELDS} } }`,
        {
          a: assignmentId,
          s: submissionId,
        },
        { token: who.token },
      ),
    create: (
      who: StudentAtWork,
      problemId: number,
      value: AnswerValue,
      options: { sequence?: number; timeSpent?: number; submissionId?: number; workSession?: number } = {},
    ): Promise<GqlResult<{ createProblemResponse: AnswerPayloadView }>> =>
      t.gql(
        `mutation ($s: Int!, $p: Int!, $v: AnswerInput!, $t: Int!, $q: Float!) {
          createProblemResponse(submissionId: $s, problemId: $p, value: $v, timeSpent: $t, sequence: $q) { ${PAYLOAD_FIELDS} } }`,
        {
          s: options.submissionId ?? who.submissionId,
          p: problemId,
          v: value,
          t: options.timeSpent ?? 30,
          q: options.sequence ?? nextAnswerSequence(),
        },
        { token: who.token, studentSession: options.workSession ?? who.workSession },
      ),
    update: (
      who: StudentAtWork,
      responseId: number,
      value: AnswerValue,
      options: { sequence?: number; timeSpent?: number } = {},
    ): Promise<GqlResult<{ updateProblemResponse: AnswerPayloadView }>> =>
      t.gql(
        `mutation ($r: Int!, $v: AnswerInput!, $t: Int, $q: Float!) {
          updateProblemResponse(responseId: $r, value: $v, timeSpent: $t, sequence: $q) { ${PAYLOAD_FIELDS} } }`,
        { r: responseId, v: value, t: options.timeSpent ?? null, q: options.sequence ?? nextAnswerSequence() },
        { token: who.token, studentSession: who.workSession },
      ),
    submit: (
      who: StudentAtWork,
      options: { submissionId?: number; timeSpent?: number } = {},
    ): Promise<GqlResult<{ updateSubmission: PlayerViewResult }>> =>
      t.gql(
        `mutation ($s: Int!, $t: Int) { updateSubmission(submissionId: $s, timeSpent: $t) { ${PLAYER_FIELDS} } }`,
        { s: options.submissionId ?? who.submissionId, t: options.timeSpent ?? null },
        { token: who.token, studentSession: who.workSession },
      ),
  };
}

/** A file's test server at `now` with its player calls: started before the file's tests, closed after them. */
export function playerTestServer(now: Date): { t: TestServer; calls: ReturnType<typeof playerCalls> } {
  const kit = {} as { t: TestServer; calls: ReturnType<typeof playerCalls> };
  beforeAll(async () => {
    kit.t = await startTestServer({ now });
    kit.calls = playerCalls(kit.t);
  });
  afterAll(() => kit.t.close());
  return kit;
}
