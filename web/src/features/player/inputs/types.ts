import type { ResultOf } from '../../../graphql';
import type { CorrectAnswerFields } from '../player.documents';
import type { Draft, PlayerProblem } from '../drafts';

export type CorrectAnswer = ResultOf<typeof CorrectAnswerFields>;

/** What every answer input gets: its problem, the student's input, and the key when it may be shown. */
export interface InputProps<K extends Draft['kind']> {
  problem: PlayerProblem;
  draft: Extract<Draft, { kind: K }>;
  onChange(draft: Extract<Draft, { kind: K }>): void;
  /** Read-only: answered with INSTANT feedback, submitted, review, or the session ended. */
  disabled: boolean;
  /** The answer key (after INSTANT feedback, in review, for staff); null otherwise. */
  correct: CorrectAnswer | null;
  /** id of the question text, which names the input for assistive technology. */
  labelledBy: string;
}
