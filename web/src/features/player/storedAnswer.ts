import type { ResultOf } from '../../graphql';
import type { AnswerInput, ResponseFields } from './player.documents';

type StoredAnswer = ResultOf<typeof ResponseFields>['answer'];

/** A stored answer as the API takes it, to tell whether the input still says the same. */
export function storedAnswerInput(answer: StoredAnswer): AnswerInput {
  switch (answer.kind) {
    case 'TEXT':
      return { text: answer.text ?? '' };
    case 'CHOICES':
      return { selected: answer.selected };
    case 'RANKING':
      return { order: answer.order };
    case 'MATCHING':
      return { pairs: answer.pairs.map(({ left, right }) => ({ left, right })) };
    case 'HOTSPOTS':
      return { clicks: answer.clicks.map(({ x, y }) => ({ x, y })) };
    case 'SKIPPED':
      return { skipped: true };
  }
}
