import type { ApolloCache } from '@apollo/client';
import { type AnswerPayload, type PlayerData, PlayerQuery } from './player.documents';
import type { PlayerProblem } from './drafts';

export interface PlayerVariables {
  assignmentId: number;
  submissionId: number | null;
}

/**
 * The player query's cached answer is the page's one source of truth: answers and the set
 * submission write what the server returned into it, and the page re-renders from there.
 */
export function writeAnswerPayload(cache: ApolloCache, variables: PlayerVariables, problemId: number, payload: AnswerPayload): void {
  const patch = (problem: PlayerProblem): PlayerProblem => ({
    ...problem,
    response: payload.response ?? problem.response,
    // A reveal is only ever added: LEARN may already show the solution the payload leaves out.
    solution: payload.solution ?? problem.solution,
    correctAnswer: payload.correctAnswer ?? problem.correctAnswer,
  });
  cache.updateQuery({ query: PlayerQuery, variables }, (data) =>
    data
      ? {
          player: {
            ...data.player,
            problems: data.player.problems.map((problem) => (problem.problemId === problemId ? patch(problem) : problem)),
          },
        }
      : data,
  );
}

export function writePlayer(cache: ApolloCache, variables: PlayerVariables, player: PlayerData): void {
  cache.writeQuery({ query: PlayerQuery, variables, data: { player } });
}
