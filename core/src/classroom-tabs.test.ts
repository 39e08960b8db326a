import { describe, expect, it } from 'vitest';
import {
  cardColumns,
  durationLabel,
  gradebookGroup,
  gradeCellState,
  isLate,
  lapCode,
  leaderboardName,
  messageParts,
  pointsForSubmission,
  rankByPoints,
} from './classroom-tabs.js';

const at = (iso: string) => new Date(iso);

describe('card grid columns (§9)', () => {
  it.each([
    [1280, 400, 3],
    [768, 400, 1],
    [300, 400, 1],
    [1600, 400, 4],
  ])('%i px / %i → %i', (width, card, columns) => expect(cardColumns(width, card)).toBe(columns));
});

describe('lapCode', () => {
  it.each([
    [3, 2, 7, '03-02-07'],
    [12, 1, null, '12-01-00'],
    [null, null, null, '00-00-00'],
    [120, 1, 1, '99-01-01'],
  ])('%s %s %s → %s', (l, a, p, code) => expect(lapCode(l, a, p)).toBe(code));
});

describe('messageParts: zoom links become links', () => {
  it('keeps plain text', () => expect(messageParts('hello')).toEqual([{ kind: 'text', text: 'hello' }]));
  it('links a zoom download, without the full stop after it', () =>
    expect(messageParts('Recording: https://us02web.zoom.us/rec/download/abc.')).toEqual([
      { kind: 'text', text: 'Recording: ' },
      { kind: 'link', text: 'https://us02web.zoom.us/rec/download/abc', href: 'https://us02web.zoom.us/rec/download/abc' },
      { kind: 'text', text: '.' },
    ]));
  it('leaves other sites and look-alikes as text', () => {
    expect(messageParts('see https://evil.example/zoom.us/x')).toEqual([{ kind: 'text', text: 'see https://evil.example/zoom.us/x' }]);
    expect(messageParts('http://zoom.us.evil.example/a')).toEqual([{ kind: 'text', text: 'http://zoom.us.evil.example/a' }]);
  });
});

describe('gradebook groups', () => {
  it.each([
    ['HOMEWORK', 'HOMEWORK'],
    ['EXERCISE', 'EXERCISE'],
    ['QUIZ', 'QUIZ'],
    ['INSTRUCTION', 'INSTRUCTION'],
    ['PREVIEW', null],
    ['CONTEST', null],
  ])('%s → %s', (kind, group) => expect(gradebookGroup(kind)).toBe(group));
});

describe('late submissions', () => {
  it.each([
    ['2026-11-02T00:00:00Z', '2026-11-01T00:00:00Z', true],
    ['2026-11-01T00:00:00Z', '2026-11-01T00:00:00Z', false],
    ['2026-10-30T00:00:00Z', '2026-11-01T00:00:00Z', false],
  ])('submitted %s due %s → %s', (submitted, due, late) => expect(isLate(at(submitted), at(due))).toBe(late));
  it('no submission or no due date is never late', () => {
    expect(isLate(null, at('2026-11-01T00:00:00Z'))).toBe(false);
    expect(isLate(at('2026-11-01T00:00:00Z'), null)).toBe(false);
  });
});

describe('staff gradebook cells', () => {
  const now = at('2026-11-10T00:00:00Z');
  it.each([
    [{ grade: 90, submittedAt: at('2026-11-01T00:00:00Z'), dueOn: at('2026-11-02T00:00:00Z') }, 'GRADED'],
    [{ grade: 90, submittedAt: at('2026-11-03T00:00:00Z'), dueOn: at('2026-11-02T00:00:00Z') }, 'LATE'],
    [{ grade: null, submittedAt: null, dueOn: at('2026-11-02T00:00:00Z') }, 'MISSING'],
    [{ grade: null, submittedAt: null, dueOn: at('2026-11-20T00:00:00Z') }, 'OPEN'],
    [{ grade: null, submittedAt: null, dueOn: null }, 'OPEN'],
  ] as const)('%o → %s', (cell, state) => expect(gradeCellState(cell, now)).toBe(state));
});

describe('durations', () => {
  it.each([
    [null, '-'],
    [0, '-'],
    [45, '45s'],
    [725, '12m 05s'],
    [3720, '1h 02m'],
  ])('%s → %s', (seconds, label) => expect(durationLabel(seconds)).toBe(label));
});

describe('leaderboard', () => {
  it.each([
    [1, 10],
    [2, 9],
    [3, 0],
  ])('submission %i earns %i per correct problem', (n, points) => expect(pointsForSubmission(n)).toBe(points));

  it('ties share a rank and the next rank skips', () => {
    const ranked = rankByPoints([
      { id: 'a', points: 80 },
      { id: 'b', points: 100 },
      { id: 'c', points: 100 },
      { id: 'd', points: 50 },
    ]);
    expect(ranked.map(({ id, rank }) => [id, rank])).toEqual([
      ['b', 1],
      ['c', 1],
      ['a', 3],
      ['d', 4],
    ]);
  });

  it.each([
    ['Kit', 'Fixture', false, 'Kit Fixture'],
    ['Kit', 'Fixture', true, 'K. F.'],
    ['ada', '', true, 'A.'],
  ])('%s %s initials=%s → %s', (first, last, initials, name) => expect(leaderboardName(first, last, initials)).toBe(name));
});
