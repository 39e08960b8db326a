import { ANSWER_TEXT_LIMITS } from '@solve/core';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { problemResponses } from '../../db/schema/index.js';
import type { GqlResult } from '../../test/harness.js';
import { playerFixture, playerTestServer, type AnswerValue, type ProblemSpec, type ProblemView } from '../../test/player-kit.js';

/**
 * Answers longer than core's limit for their problem's type (answers/limits.ts) are refused with
 * the limit's message before anything reads them, on the first answer and on a change, and
 * nothing is written; an answer at the limit is read and stored as any other.
 */

const kit = playerTestServer(new Date('2026-03-02T18:00:00Z'));

const NUMBER_MAX = ANSWER_TEXT_LIMITS.SHORT_NUMBER_RESPONSE;
const tooLong = (max: string) => `This answer is too long. Answers to this problem can be at most ${max} characters.`;
const TOO_MANY = 'This answer has too many parts. Answers to this problem can have at most 200.';
/** 201 keys, lines or marks: one more than a problem can have choices. */
const keys201 = Array.from({ length: 201 }, (_, index) => `k${index}`);

async function storedValues(submissionId: number): Promise<string[]> {
  const rows = await kit.t.services.db.select().from(problemResponses).where(eq(problemResponses.submissionId, submissionId));
  return rows.map((row) => row.value);
}

function refusal(result: GqlResult<unknown>) {
  return { code: result.errors?.[0]?.extensions?.code, message: result.errors?.[0]?.message, data: result.data ?? null };
}

interface Case {
  name: string;
  problem: ProblemSpec;
  /** An answer the server reads and stores. */
  fits: (problem: ProblemView) => AnswerValue;
  over: AnswerValue;
  message: string;
}

const cases: Case[] = [
  {
    name: 'a number',
    problem: { problemType: 'SHORT_NUMBER_RESPONSE', answer: '12' },
    fits: () => ({ text: '12' }),
    over: { text: `1${'0'.repeat(19_999)}` },
    message: tooLong('1,000'),
  },
  {
    name: 'a quantity with a unit',
    problem: { problemType: 'SCIENTIFIC_UNIT', answer: '24 km/h' },
    fits: () => ({ text: '24 km/h' }),
    over: { text: `${'1'.repeat(1_000)} km/h` },
    message: tooLong('1,000'),
  },
  {
    name: 'a short text',
    problem: { problemType: 'SHORT_TEXT_RESPONSE', answer: 'rate' },
    fits: () => ({ text: 'rate' }),
    over: { text: 'a'.repeat(1_001) },
    message: tooLong('1,000'),
  },
  {
    name: 'one of several texts',
    problem: { problemType: 'MULTIPLE_TEXT_RESPONSE', answer: 'unit rate&rate' },
    fits: () => ({ text: 'rate' }),
    over: { text: 'rate '.repeat(201) },
    message: tooLong('1,000'),
  },
  {
    name: 'written work',
    problem: { problemType: 'FREE_FORM' },
    fits: () => ({ text: 'Because the rate is constant.' }),
    over: { text: 'word '.repeat(4_001) },
    message: tooLong('20,000'),
  },
  {
    name: 'a note on paper work',
    problem: { problemType: 'OFFLINE' },
    fits: () => ({ text: 'Done on page 3.' }),
    over: { text: 'x'.repeat(5_001) },
    message: tooLong('5,000'),
  },
  {
    name: 'multiple choice',
    problem: { problemType: 'MULTIPLE_CHOICE_MANY_ANSWERS', choices: [['2:3', true], ['3:2']] },
    fits: (p) => ({ selected: [p.choices[0]!.key] }),
    over: { selected: keys201 },
    message: TOO_MANY,
  },
  {
    name: 'a ranking',
    problem: { problemType: 'RANKING', choices: [['first'], ['second']] },
    fits: (p) => ({ order: p.choices.map((choice) => choice.key) }),
    over: { order: keys201 },
    message: TOO_MANY,
  },
  {
    name: 'matching',
    problem: { problemType: 'MATCHING', choices: [['1;one'], ['2;two']] },
    fits: (p) => ({ pairs: [{ left: p.matchLeft[0]!.key, right: p.matchRight[0]!.key }] }),
    over: { pairs: keys201.map((key) => ({ left: key, right: key })) },
    message: TOO_MANY,
  },
  {
    name: 'hotspots',
    problem: {
      problemType: 'MANY_HOTSPOTS',
      choices: [
        ['0.2,0.2', true],
        ['0.8,0.8', true],
      ],
    },
    fits: () => ({ clicks: [{ x: 0.2, y: 0.2 }] }),
    over: { clicks: keys201.map(() => ({ x: 0.5, y: 0.5 })) },
    message: TOO_MANY,
  },
  {
    name: 'text sent to a choice problem',
    problem: { problemType: 'TRUE_FALSE', choices: [['True', true], ['False']] },
    fits: (p) => ({ selected: [p.choices[0]!.key] }),
    over: { text: 't'.repeat(1_001) },
    message: tooLong('1,000'),
  },
];

describe('answers over their limit are refused and write nothing', () => {
  it.each(cases)('$name, as the first answer and as a change', async ({ problem, fits, over, message }) => {
    const fixture = await playerFixture(kit.t, { problems: [problem], set: { feedbackType: 'GRADED' } });
    const problemId = fixture.problems[0]!.id;
    const first = refusal(await kit.calls.create(fixture, problemId, over));
    expect(first).toMatchObject({ message, data: null });
    expect(first.code).toMatch(/^ANSWER_TOO_(LONG|MANY_PARTS)$/);
    expect(await storedValues(fixture.submissionId)).toEqual([]);

    const view = (await kit.calls.view(fixture, fixture.assignmentId, fixture.submissionId)).data!.player.problems[0]!;
    const saved = (await kit.calls.create(fixture, problemId, fits(view))).data!.createProblemResponse;
    const stored = await storedValues(fixture.submissionId);
    expect(stored).toHaveLength(1);
    // The change goes through the remembered path first, then the fresh read: refused on both.
    for (let attempt = 0; attempt < 2; attempt += 1) {
      expect(refusal(await kit.calls.update(fixture, saved.response!.id, over))).toMatchObject({ message, data: null });
    }
    expect(await storedValues(fixture.submissionId)).toEqual(stored);
  });
});

describe('a number at its limit is read, one digit more is refused', () => {
  const key = `1e${NUMBER_MAX - 1}`;

  it('1,000 digits are read exactly and stored; 1,001 and 20,000 digits are refused', async () => {
    const fixture = await playerFixture(kit.t, { problems: [{ problemType: 'SHORT_NUMBER_RESPONSE', answer: key }] });
    const problemId = fixture.problems[0]!.id;

    const over = refusal(await kit.calls.create(fixture, problemId, { text: `1${'0'.repeat(NUMBER_MAX)}` }));
    expect(over).toMatchObject({ code: 'ANSWER_TOO_LONG', message: tooLong('1,000') });
    const twentyThousand = refusal(await kit.calls.create(fixture, problemId, { text: `1${'0'.repeat(19_999)}` }));
    expect(twentyThousand).toMatchObject({ code: 'ANSWER_TOO_LONG', message: tooLong('1,000') });
    expect(await storedValues(fixture.submissionId)).toEqual([]);

    const atLimit = `1${'0'.repeat(NUMBER_MAX - 1)}`;
    expect(atLimit).toHaveLength(NUMBER_MAX);
    const saved = (await kit.calls.create(fixture, problemId, { text: atLimit })).data!.createProblemResponse;
    expect(saved).toMatchObject({ outcome: 'CORRECT', response: { state: 1 } });
    expect(await storedValues(fixture.submissionId)).toEqual([atLimit]);
  });
});
