import { groupThousands } from '@solve/core/numbers';
import { useEffect, useState } from 'react';
import { requestGraphQL } from '../../app/graphql/request';
import { ProblemsSolvedChangedSubscription, ProblemsSolvedQuery } from './counter.documents';

/**
 * The academy-wide count of problems solved: the query's answer, then every live change. The
 * live connection's code loads after the page has shown, as the count is not needed to sign in.
 */
export function ProblemsSolvedCounter() {
  const [count, setCount] = useState<number | undefined>(undefined);

  useEffect(() => {
    let live = false;
    let ended = false;
    let stop = () => undefined as void;
    requestGraphQL(ProblemsSolvedQuery, {}).then(
      ({ countProblemResponses }) => {
        if (!ended && !live) setCount(countProblemResponses);
      },
      // Without an answer the counter stays hidden until the live count arrives.
      () => undefined,
    );
    import('../../app/graphql/live').then(
      ({ subscribe }) => {
        if (ended) return;
        stop = subscribe(ProblemsSolvedChangedSubscription, (data) => {
          live = true;
          setCount(data.onProblemResponseCountChanged.newCount);
        });
      },
      () => undefined,
    );
    return () => {
      ended = true;
      stop();
    };
  }, []);

  // Until the count arrives its line is kept, hidden, so that nothing under it moves when it comes.
  const known = count !== undefined;
  return (
    <p className="auth-counter" aria-live="polite" aria-hidden={!known} style={{ visibility: known ? 'visible' : 'hidden' }}>
      <span className="auth-counter__count" data-testid={known ? 'problems-solved' : undefined}>
        {known ? groupThousands(count) : '0'}
      </span>{' '}
      problems solved by our students
    </p>
  );
}
