import { useLazyQuery, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { gridColumns } from '@solve/core/classroom';
import { messages } from '@solve/core/messages';
import { useMemo, useState } from 'react';
import { CardGrid } from '../../components/CardGrid';
import { errorMessage } from '../../components/errorMessage';
import { type RecommendationGroupData, RecommendationsQuery } from './dashboard.documents';
import { RecommendationCard } from './RecommendationCard';
import { useContentWidth } from './useContentWidth';

function Loading() {
  return (
    <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 3, color: 'text.secondary' }}>
      <CircularProgress size={20} aria-hidden />
      {messages.RECOMMENDATIONS_LOADING}
    </Box>
  );
}

/** Groups of both searches together, by start month. */
function merge(groups: RecommendationGroupData[]): RecommendationGroupData[] {
  const byMonth = new Map<string, RecommendationGroupData>();
  for (const group of groups) {
    const known = byMonth.get(group.month);
    byMonth.set(group.month, known ? { ...known, classes: [...known.classes, ...group.classes] } : group);
  }
  return [...byMonth.values()].sort((a, b) => a.month.localeCompare(b.month));
}

/**
 * The Recommended tab (classroom.md §2): recommendations by start month, cards in columns of
 * 400 px, and Find More Recommendations... for the wider search.
 */
export function RecommendedTab() {
  const columns = gridColumns(useContentWidth(), 400);
  const next = useQuery(RecommendationsQuery, { variables: { scope: 'NEXT' } });
  const [findMore, more] = useLazyQuery(RecommendationsQuery);
  const [askedForMore, setAskedForMore] = useState(false);
  const groups = useMemo(
    () => merge([...(next.data?.recommendations ?? []), ...(more.data?.recommendations ?? [])]),
    [next.data, more.data],
  );

  if (next.loading && !next.data) return <Loading />;
  if (next.error && !next.data)
    return <Alert severity="error">{errorMessage(next.error, 'Recommendations could not be loaded. Please try again.')}</Alert>;
  const noMore = askedForMore && more.data && more.data.recommendations.length === 0;

  return (
    <Box>
      {groups.length === 0 && !more.loading ? (
        <Typography color="text.secondary" sx={{ py: 3 }}>
          {messages.NO_RECOMMENDATIONS}
        </Typography>
      ) : null}
      {groups.map((group) => (
        <Box component="section" key={group.month} aria-label={group.label} sx={{ mb: 4 }}>
          <Typography component="h3" sx={{ fontWeight: 800, color: 'text.secondary', mb: 1.5 }}>
            {group.label}
          </Typography>
          <CardGrid columns={columns} label={group.label}>
            {group.classes.map((item) => (
              <RecommendationCard key={item.classroomId} item={item} />
            ))}
          </CardGrid>
        </Box>
      ))}
      {more.loading ? <Loading /> : null}
      {noMore ? (
        <Typography color="text.secondary" sx={{ py: 2 }}>
          {messages.NO_MORE_RECOMMENDATIONS}
        </Typography>
      ) : null}
      {more.error ? (
        <Alert severity="error">{errorMessage(more.error, 'Recommendations could not be loaded. Please try again.')}</Alert>
      ) : null}
      {!askedForMore || more.error ? (
        <Button
          variant="outlined"
          disabled={more.loading}
          onClick={() => {
            setAskedForMore(true);
            void findMore({ variables: { scope: 'MORE' } });
          }}
        >
          Find More Recommendations...
        </Button>
      ) : null}
    </Box>
  );
}
