import { useQuery, useSubscription } from '@apollo/client/react';
import Typography from '@mui/material/Typography';
import { ProblemsSolvedChangedSubscription, ProblemsSolvedQuery } from './counter.documents';

/** The academy-wide count of problems solved: the query's answer, then every live change. */
export function ProblemsSolvedCounter() {
  const { data } = useQuery(ProblemsSolvedQuery, { fetchPolicy: 'network-only' });
  const live = useSubscription(ProblemsSolvedChangedSubscription);
  const count = live.data?.onProblemResponseCountChanged.newCount ?? data?.countProblemResponses;
  if (count === undefined) return null;
  return (
    <Typography component="p" aria-live="polite" sx={{ fontSize: 15 }}>
      <Typography component="span" data-testid="problems-solved" sx={{ fontWeight: 800, fontSize: 20, color: 'secondary.main' }}>
        {count.toLocaleString('en-US')}
      </Typography>{' '}
      problems solved by our students
    </Typography>
  );
}
