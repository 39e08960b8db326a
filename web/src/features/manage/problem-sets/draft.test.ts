import { describe, expect, it } from 'vitest';
import { draftOf, inputOf, isDirty, newProblem, placeIssue } from './draft';
import type { EditableProblemSetData } from './problem-sets.documents';

const stored: EditableProblemSetData = {
  id: 7,
  code: 'MA6-L1-3',
  order: 3,
  title: 'Ratios',
  kind: 'HOMEWORK',
  purpose: 'PROBLEM_SOLVING',
  learningObjective: '',
  instructions: '',
  allowedAttempts: 2,
  autoGrading: true,
  feedbackType: 'INSTANT',
  timeLimit: 90,
  allowSkip: true,
  randomizeOrder: false,
  assignmentCount: 1,
  updatedAt: '2026-03-02T18:00:00.000Z',
  revision: 'r1',
  lessonPlan: null,
  problems: [
    {
      id: 11,
      problemType: 'MULTIPLE_CHOICE_ONE_ANSWER',
      points: 2,
      questionText: 'Pick $x$.',
      questionImageUrl: null,
      questionVideo: null,
      solutionText: null,
      solutionImageUrl: null,
      solutionVideo: null,
      answer: '',
      caseSensitive: false,
      approximate: false,
      randomizeChoices: false,
      typesetMath: true,
      answerCount: 3,
      choices: [
        { id: 21, text: '1', correct: false },
        { id: 22, text: '2', correct: true },
      ],
      hints: [{ text: 'Look again.', image: null, video: null }],
    },
  ],
};

describe('the draft of a stored set', () => {
  it('saves back exactly what was stored: minutes to seconds, empty texts to none', () => {
    const draft = draftOf(stored);
    expect(draft.timeLimitMinutes).toBe('1.5');
    const result = inputOf(draft);
    expect('input' in result && result.input).toEqual({
      title: 'Ratios',
      kind: 'HOMEWORK',
      purpose: 'PROBLEM_SOLVING',
      learningObjective: '',
      instructions: '',
      allowedAttempts: 2,
      autoGrading: true,
      feedbackType: 'INSTANT',
      timeLimit: 90,
      allowSkip: true,
      randomizeOrder: false,
      problems: [
        {
          id: 11,
          problemType: 'MULTIPLE_CHOICE_ONE_ANSWER',
          points: 2,
          questionText: 'Pick $x$.',
          questionImageUrl: null,
          questionVideo: null,
          solutionText: null,
          solutionImageUrl: null,
          solutionVideo: null,
          answer: '',
          caseSensitive: false,
          approximate: false,
          randomizeChoices: false,
          typesetMath: true,
          choices: [
            { id: 21, text: '1', correct: false },
            { id: 22, text: '2', correct: true },
          ],
          hints: [{ text: 'Look again.', image: null, video: null }],
        },
      ],
    });
  });

  it('unlimited attempts and no limit are empty fields', () => {
    const draft = { ...draftOf(stored), allowedAttempts: ' ', timeLimitMinutes: '' };
    const result = inputOf(draft);
    expect('input' in result && [result.input.allowedAttempts, result.input.timeLimit]).toEqual([null, 0]);
  });

  it('names the fields that are not numbers and sends nothing', () => {
    const draft = draftOf(stored);
    draft.allowedAttempts = 'two';
    draft.timeLimitMinutes = 'soon';
    draft.problems[0]!.points = '1.5';
    expect(inputOf(draft)).toEqual({
      problems: [
        { problemKey: null, field: 'allowedAttempts', message: 'Enter a whole number.' },
        { problemKey: null, field: 'timeLimit', message: 'Enter the minutes as a number, 0 for no limit.' },
        { problemKey: 'p11', field: 'points', message: 'Enter a whole number.' },
      ],
    });
  });

  it('is dirty after a change, and not when the change is undone', () => {
    const saved = draftOf(stored);
    const draft = draftOf(stored);
    expect(isDirty(draft, saved)).toBe(false);
    draft.problems[0]!.choices[0]!.text = '3';
    expect(isDirty(draft, saved)).toBe(true);
    draft.problems[0]!.choices[0]!.text = '1';
    expect(isDirty(draft, saved)).toBe(false);
    draft.problems.push(newProblem());
    expect(isDirty(draft, saved)).toBe(true);
  });
});

describe('draft keys and numbers', () => {
  it('keys stored problems, choices and hints by their ids, and new ones by a key of their own', () => {
    const draft = draftOf(stored);
    expect(draft.problems[0]!.key).toBe('p11');
    expect(draft.problems[0]!.choices.map((choice) => choice.key)).toEqual(['c21', 'c22']);
    expect(draft.problems[0]!.hints[0]!.key).toBe('h11-0');
    const [first, second] = [newProblem(), newProblem()];
    expect(first.key).not.toBe(second.key);
    expect(first).toMatchObject({ id: null, answerCount: 0, problemType: 'SHORT_NUMBER_RESPONSE', points: '1', typesetMath: true });
  });

  it('is not dirty for other keys alone, but is for problems in another order', () => {
    const saved = draftOf(stored);
    const rekeyed = draftOf(stored);
    rekeyed.problems[0] = { ...rekeyed.problems[0]!, key: 'other', choices: rekeyed.problems[0]!.choices.map((c) => ({ ...c, key: 'x' })) };
    expect(isDirty(rekeyed, saved)).toBe(false);
    const two = { ...saved, problems: [saved.problems[0]!, { ...newProblem(), questionText: 'Second' }] };
    const swapped = { ...two, problems: [two.problems[1]!, two.problems[0]!] };
    expect(isDirty(swapped, two)).toBe(true);
  });

  it('reads whole numbers around spaces, and minutes with decimals to whole seconds', () => {
    const draft = { ...draftOf(stored), allowedAttempts: ' 3 ', timeLimitMinutes: '1.26' };
    draft.problems[0] = { ...draft.problems[0]!, points: ' 4 ' };
    const result = inputOf(draft);
    expect('input' in result && [result.input.allowedAttempts, result.input.timeLimit, result.input.problems[0]!.points]).toEqual([
      3, 76, 4,
    ]);
  });

  it('writes stored minutes without trailing zeros', () => {
    expect(draftOf({ ...stored, timeLimit: 0 }).timeLimitMinutes).toBe('0');
    expect(draftOf({ ...stored, timeLimit: 600 }).timeLimitMinutes).toBe('10');
    expect(draftOf({ ...stored, timeLimit: 100 }).timeLimitMinutes).toBe('1.67');
    expect(draftOf({ ...stored, allowedAttempts: null }).allowedAttempts).toBe('');
  });
});

describe('placeIssue: a server issue on the problem it names', () => {
  it.each([
    ['problems[1].choices[0].text', { problemKey: 'b', field: 'choices[0].text' }],
    ['problems[0].answer', { problemKey: 'a', field: 'answer' }],
    ['problems[0]', { problemKey: 'a', field: '' }],
    ['title', { problemKey: null, field: 'title' }],
    ['problems', { problemKey: null, field: 'problems' }],
    ['problems[5].answer', { problemKey: null, field: 'problems[5].answer' }],
  ])('%s', (path, expected) => {
    expect(placeIssue(path, 'm', ['a', 'b'])).toEqual({ ...expected, message: 'm' });
  });
});
