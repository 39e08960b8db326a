import { describe, expect, it } from 'vitest';
import { type PendingAnswer, readPending, writePending } from './pendingAnswers';

const answer = (problemId: number, sequence: number, text = 'x = 4'): PendingAnswer => ({
  problemId,
  responseId: null,
  value: { text },
  sequence,
  timeSpent: 3,
});

describe('pending answers', () => {
  it('reads nothing for a submission with nothing pending', () => {
    expect(readPending(7)).toEqual([]);
  });

  it('keeps each submission apart and reads its answers in the order they were first sent', () => {
    writePending(7, [answer(2, 300), answer(1, 100)]);
    writePending(8, [answer(5, 200)]);
    expect(readPending(7).map((a) => a.problemId)).toEqual([1, 2]);
    expect(readPending(8)).toEqual([answer(5, 200)]);
  });

  it('keeps one answer per problem, the last one given', () => {
    writePending(7, [answer(1, 100, 'first'), answer(1, 150, 'second')]);
    expect(readPending(7)).toEqual([answer(1, 150, 'second')]);
  });

  it("replaces a submission's answers as a whole, and forgets the submission when none are left", () => {
    writePending(7, [answer(1, 100), answer(2, 200)]);
    writePending(8, [answer(5, 200)]);
    writePending(7, [answer(2, 200)]);
    expect(readPending(7)).toEqual([answer(2, 200)]);
    writePending(7, []);
    expect(readPending(7)).toEqual([]);
    expect(readPending(8)).toEqual([answer(5, 200)]);
  });

  it('leaves no stored key once nothing is pending, and survives what the tab stored (a reload)', () => {
    writePending(7, [answer(1, 100)]);
    const stored = sessionStorage.getItem('pendingAnswers');
    expect(stored).not.toBeNull();
    sessionStorage.clear();
    sessionStorage.setItem('pendingAnswers', stored!);
    expect(readPending(7)).toEqual([answer(1, 100)]);
    writePending(7, []);
    expect(sessionStorage.getItem('pendingAnswers')).toBeNull();
  });

  it('reads a damaged stored value as nothing pending', () => {
    sessionStorage.setItem('pendingAnswers', '{not json');
    expect(readPending(7)).toEqual([]);
  });
});
