// Answers through the player's mutations: the everyday load (students changing typed answers of a
// DELAYED set) and the longest answers (at the length limit of the problem's type, one character
// past it, and a number 20,000 digits long).
import { maxAnswerTextLength } from '../../core/dist/answers/limits.js';
import { graphqlClient } from '../lib/graphql-client.mjs';
import type { SeededStudent, SeedProblem } from '../lib/player-seed.js';
import type { Tally } from './report.js';
import { timedOutcome } from './report.js';

/** The typed problems every student answers, with the two answers each student alternates between. */
export const ANSWER_PROBLEMS: (SeedProblem & { problemType: 'SHORT_NUMBER_RESPONSE' | 'SHORT_TEXT_RESPONSE'; values: [string, string] })[] =
  [
    { problemType: 'SHORT_NUMBER_RESPONSE', answer: '12', values: ['12', '13'] },
    { problemType: 'SHORT_TEXT_RESPONSE', answer: 'unit rate', values: ['Unit Rate', 'rate'] },
    { problemType: 'SHORT_NUMBER_RESPONSE', answer: '3.5', approximate: true, values: ['3.52', '4'] },
    { problemType: 'SHORT_TEXT_RESPONSE', answer: '2:3', values: ['2 : 3', '3:2'] },
  ];

const CREATE = `mutation ($s: Int!, $p: Int!, $v: AnswerInput!, $t: Int!, $q: Float!) {
  createProblemResponse(submissionId: $s, problemId: $p, value: $v, timeSpent: $t, sequence: $q) { outcome applied response { id } } }`;
const UPDATE = `mutation ($r: Int!, $v: AnswerInput!, $q: Float!) {
  updateProblemResponse(responseId: $r, value: $v, sequence: $q) { outcome applied } }`;

interface Saved {
  outcome: string;
  applied: boolean;
}

/** A student with the responses it has created, one per problem of ANSWER_PROBLEMS, in order. */
export interface Answerer extends SeededStudent {
  responseIds: number[];
}

/** Every answer carries a larger sequence than the one before, as the player's Date.now() does. */
let sequence = Date.now();

/** The player's answer mutations for many students at once, each request abandoned after `timeoutMs`. */
export function answerClient(base: string, connections: number, timeoutMs: number) {
  const client = graphqlClient(base, connections, { timeoutMs });
  const call = (student: SeededStudent, query: string, variables: Record<string, unknown>) =>
    client.request(student.token, query, variables, { 'x-student-session': String(student.workSession) });
  return {
    /** Creates the student's responses with the first answers (not timed: the runs change them). */
    async createResponses(student: SeededStudent, problemIds: readonly number[]): Promise<Answerer> {
      const responseIds: number[] = [];
      for (const [index, problemId] of problemIds.entries()) {
        const text = ANSWER_PROBLEMS[index]!.values[0];
        const created = (await call(student, CREATE, {
          s: student.submissionId,
          p: problemId,
          v: { text },
          t: 20,
          q: (sequence += 1),
        })) as {
          createProblemResponse: { response: { id: number } | null };
        };
        const id = created.createProblemResponse.response?.id;
        if (id === undefined) throw new Error(`no response was created for problem ${problemId}`);
        responseIds.push(id);
      }
      return { ...student, responseIds };
    },
    async update(student: SeededStudent, responseId: number, text: string): Promise<Saved> {
      const answered = (await call(student, UPDATE, { r: responseId, v: { text }, q: (sequence += 1) })) as {
        updateProblemResponse: Saved;
      };
      return answered.updateProblemResponse;
    },
    close: () => client.close(),
  };
}

export type AnswerClient = ReturnType<typeof answerClient>;

/**
 * The everyday load: request `i` of student `client` changes answer i mod n to the other of its
 * two values. An answer not saved (refused, or not applied) fails the request.
 */
export function changeAnswer(answers: AnswerClient, students: readonly Answerer[]) {
  return async (client: number, i: number) => {
    const student = students[client]!;
    const problem = i % ANSWER_PROBLEMS.length;
    const text = ANSWER_PROBLEMS[problem]!.values[Math.floor(i / ANSWER_PROBLEMS.length) % 2]!;
    const saved = await answers.update(student, student.responseIds[problem]!, text);
    if (saved.outcome !== 'SAVED' || !saved.applied)
      throw new Error(`the answer was not saved: ${saved.outcome}, applied ${saved.applied}`);
  };
}

/** The longest answers, in turn: each request sends one of these to one of the student's problems. */
export const LONG_ANSWERS = ['at the limit', 'one character over', '"1" + 19,999 zeros'] as const;

/** An answer of exactly `length` characters that reads as an answer of the type: digits for a number, words for a text. */
function answerOfLength(problemType: (typeof ANSWER_PROBLEMS)[number]['problemType'], length: number): string {
  if (problemType === 'SHORT_NUMBER_RESPONSE') return `1${'0'.repeat(length - 1)}`;
  return 'unit rate '.repeat(Math.ceil(length / 10)).slice(0, length);
}

/** The texts of each variant by problem, made once. */
function longTexts() {
  const limit = (index: number) => maxAnswerTextLength(ANSWER_PROBLEMS[index]!.problemType);
  return {
    limits: ANSWER_PROBLEMS.map((_, index) => limit(index)),
    atLimit: ANSWER_PROBLEMS.map((problem, index) => answerOfLength(problem.problemType, limit(index))),
    over: ANSWER_PROBLEMS.map((problem, index) => answerOfLength(problem.problemType, limit(index) + 1)),
    huge: `1${'0'.repeat(19_999)}`,
  };
}

/**
 * Request `i` of student `client` sends variant i mod 3 of LONG_ANSWERS, each time to the next of
 * its problems (the 20,000-digit number to a number problem); every outcome goes to `tally`.
 */
export function sendLongAnswer(answers: AnswerClient, students: readonly Answerer[], tally: Tally) {
  const texts = longTexts();
  const numberProblems = ANSWER_PROBLEMS.flatMap((problem, index) => (problem.problemType === 'SHORT_NUMBER_RESPONSE' ? [index] : []));
  return {
    limits: ANSWER_PROBLEMS.map((problem, index) => `${problem.problemType} ${texts.limits[index]}`),
    request: async (client: number, i: number) => {
      const student = students[client]!;
      const variant = LONG_ANSWERS[i % LONG_ANSWERS.length]!;
      const turn = Math.floor(i / LONG_ANSWERS.length);
      const problem = variant === '"1" + 19,999 zeros' ? numberProblems[turn % numberProblems.length]! : turn % ANSWER_PROBLEMS.length;
      const text =
        variant === 'at the limit' ? texts.atLimit[problem]! : variant === 'one character over' ? texts.over[problem]! : texts.huge;
      const { outcome, ms } = await timedOutcome(async () => {
        const saved = await answers.update(student, student.responseIds[problem]!, text);
        return saved.outcome === 'SAVED' && saved.applied
          ? 'accepted'
          : `answered ${saved.outcome}${saved.applied ? '' : ' (not applied)'}`;
      });
      tally.record(variant, outcome, ms);
    },
  };
}
