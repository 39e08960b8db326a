import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { calendarDate } from '@solve/core/calendar';
import { useDeferredValue, useState } from 'react';
import { PageSpinner } from '../../../app/RequireSignIn';
import { useDates } from '../../../app/dates';
import { errorMessage } from '../../../components/errorMessage';
import { DateTimeField, PageHeading } from '..';
import { useAcademyTimeZone } from '../classes';
import { AccountingTransactionsQuery, PaymentsClassOptionsQuery } from './payments.documents';
import { csvHref, monthOf, type PaymentsFilters, termOptions, termParts } from './paymentsFilters';
import { TotalsCards } from './TotalsCards';
import { TransactionList } from './TransactionList';

/** A select whose empty value ('All …') shows, its label above it. */
const EMPTY_SHOWN = { select: { displayEmpty: true }, inputLabel: { shrink: true } };

/** /manage/payments: payments, refunds and credits of a range of days, a term and a class, with totals and the CSV. */
export default function PaymentsPage() {
  const timeZone = useAcademyTimeZone();
  const today = calendarDate(new Date(), timeZone);
  const [filters, setFilters] = useState<PaymentsFilters>(() => ({ ...monthOf(today), term: '', classroomId: '' }));
  const deferred = useDeferredValue(filters);
  const complete = Boolean(deferred.from && deferred.to);
  const variables = {
    from: deferred.from,
    to: deferred.to,
    term: deferred.term || null,
    classroomId: deferred.classroomId ? Number(deferred.classroomId) : null,
  };
  const { data, loading, error, fetchMore } = useQuery(AccountingTransactionsQuery, {
    variables,
    skip: !complete,
    fetchPolicy: 'network-only',
  });
  const classes = useQuery(PaymentsClassOptionsQuery, { variables: termParts(filters.term) });
  const dates = useDates(timeZone);
  const page = data?.accountingTransactions;
  const set = (change: Partial<PaymentsFilters>) => setFilters((current) => ({ ...current, ...change }));
  const field = { flex: '1 1 160px' };

  return (
    <Box>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center', justifyContent: 'space-between', mb: 2 }}>
        <PageHeading>Payments</PageHeading>
        <Button variant="outlined" component="a" href={csvHref(filters)} download disabled={!filters.from || !filters.to}>
          Download CSV
        </Button>
      </Stack>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2, mb: 2 }}>
        <DateTimeField size="small" sx={field} label="From" type="date" value={filters.from} onChange={(from) => set({ from })} />
        <DateTimeField size="small" sx={field} label="To" type="date" value={filters.to} onChange={(to) => set({ to })} />
        <TextField
          select
          slotProps={EMPTY_SHOWN}
          size="small"
          sx={field}
          label="Term"
          value={filters.term}
          onChange={(e) => set({ term: e.target.value, classroomId: '' })}
        >
          <MenuItem value="">All terms</MenuItem>
          {termOptions(today).map((term) => (
            <MenuItem key={term.value} value={term.value}>
              {term.label}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          slotProps={EMPTY_SHOWN}
          size="small"
          sx={field}
          label="Class"
          value={filters.classroomId}
          onChange={(e) => set({ classroomId: e.target.value })}
        >
          <MenuItem value="">All classes</MenuItem>
          {(classes.data?.manageClassrooms ?? []).map((classroom) => (
            <MenuItem key={classroom.id} value={String(classroom.id)}>
              {classroom.code}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      {error && <Alert severity="error">{errorMessage(error, 'The payments could not be loaded. Please try again.')}</Alert>}
      {!complete ? (
        <Typography color="text.secondary">Choose the first and last day.</Typography>
      ) : loading && !page ? (
        <PageSpinner />
      ) : page ? (
        <>
          <TotalsCards totals={page.totals} />
          {page.transactions.length === 0 ? (
            <Typography color="text.secondary">No payment, refund or credit in these days.</Typography>
          ) : (
            <TransactionList transactions={page.transactions} dates={dates} />
          )}
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {page.transactions.length} of {page.totals.count} transactions shown
          </Typography>
        </>
      ) : null}
      {page?.hasMore && (
        <Button
          sx={{ mt: 2 }}
          onClick={() =>
            void fetchMore({
              variables: { ...variables, offset: page.transactions.length },
              updateQuery: (previous, { fetchMoreResult }) => ({
                accountingTransactions: {
                  ...fetchMoreResult.accountingTransactions,
                  transactions: [...previous.accountingTransactions.transactions, ...fetchMoreResult.accountingTransactions.transactions],
                },
              }),
            })
          }
        >
          Load more
        </Button>
      )}
    </Box>
  );
}
