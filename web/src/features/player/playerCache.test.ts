import type { ApolloCache } from '@apollo/client';
import { describe, expect, it, vi } from 'vitest';
import type { AnswerPayload, PlayerData } from './player.documents';
import { type PlayerVariables, writeAnswerPayload, writePlayer } from './playerCache';

type Player = { player: PlayerData };
type Updater = (data: Player | null) => Player | null;

/** A cache that records what is written to the player query, to run the update against a known answer. */
function recordingCache() {
  const updates: { variables: unknown; update: Updater }[] = [];
  const writes: unknown[] = [];
  const cache = {
    updateQuery: vi.fn((options: { variables: unknown }, update: Updater) => void updates.push({ variables: options.variables, update })),
    writeQuery: vi.fn((options: unknown) => void writes.push(options)),
  } as unknown as ApolloCache;
  return { cache, updates, writes };
}

const VARIABLES: PlayerVariables = { assignmentId: 3, submissionId: 71 };

const problem = (problemId: number, extra: Record<string, unknown> = {}) => ({
  problemId,
  response: { id: problemId * 10, answer: 'old' },
  solution: null,
  correctAnswer: null,
  ...extra,
});

const data = (): Player => ({ player: { mode: 'ATTEMPT', problems: [problem(1), problem(2)] } as unknown as PlayerData });
const payload = (fields: Partial<Record<'response' | 'solution' | 'correctAnswer', unknown>>) =>
  ({
    outcome: 'SAVED',
    message: null,
    applied: true,
    response: null,
    solution: null,
    correctAnswer: null,
    ...fields,
  }) as unknown as AnswerPayload;

describe('writeAnswerPayload', () => {
  it('writes the stored response into the answered problem only, for the same query', () => {
    const { cache, updates } = recordingCache();
    writeAnswerPayload(cache, VARIABLES, 2, payload({ response: { id: 20, answer: 'new' } }));
    expect(updates[0]!.variables).toEqual(VARIABLES);
    const next = updates[0]!.update(data())!;
    expect(next.player.problems.map((p) => p.response)).toEqual([
      { id: 10, answer: 'old' },
      { id: 20, answer: 'new' },
    ]);
    expect(next.player.mode).toBe('ATTEMPT');
  });

  it('keeps what the payload leaves out: the response, and a solution or answer already shown', () => {
    const { cache, updates } = recordingCache();
    writeAnswerPayload(cache, VARIABLES, 1, payload({}));
    const shown = { player: { problems: [problem(1, { solution: 'worked', correctAnswer: '4' })] } as unknown as PlayerData };
    expect(updates[0]!.update(shown)!.player.problems[0]).toEqual(problem(1, { solution: 'worked', correctAnswer: '4' }));
  });

  it('adds a solution and the correct answer the payload reveals', () => {
    const { cache, updates } = recordingCache();
    writeAnswerPayload(cache, VARIABLES, 1, payload({ solution: 'worked', correctAnswer: '4' }));
    expect(updates[0]!.update(data())!.player.problems[0]).toMatchObject({ solution: 'worked', correctAnswer: '4' });
  });

  it('leaves a query not in the cache as it is', () => {
    const { cache, updates } = recordingCache();
    writeAnswerPayload(cache, VARIABLES, 1, payload({ response: { id: 1 } }));
    expect(updates[0]!.update(null)).toBeNull();
  });
});

describe('writePlayer', () => {
  it('writes the whole player answer for its variables', () => {
    const { cache, writes } = recordingCache();
    const player = data().player;
    writePlayer(cache, VARIABLES, player);
    expect(writes[0]).toMatchObject({ variables: VARIABLES, data: { player } });
  });
});
