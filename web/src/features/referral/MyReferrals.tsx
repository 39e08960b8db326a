import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { messages } from '@solve/core/messages';
import { formatMoney } from '@solve/core/pricing';
import { REFERRAL, REFERRAL_STATUS_LABELS } from '@solve/core/referral';
import { useState } from 'react';
import { ReferralsQuery } from './referral.documents';

const STATUS_COLOR = { INITIATED: 'default', SIGNEDUP: 'info', ENROLLED: 'success' } as const;

function Figure({ label, value }: { label: string; value: string | number }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 0.75 }}>
      <Typography component="dt" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 800 }}>
        {value}
      </Typography>
    </Box>
  );
}

/** 'My Referrals' (§2): First Name, Last Name, Status, 5 a page, beside Signups, Enrollments and Credits. */
export function MyReferrals({ familyAccountId }: { familyAccountId: number }) {
  const [page, setPage] = useState(0);
  const { data, previousData, loading, error, refetch } = useQuery(ReferralsQuery, {
    variables: { referrerId: familyAccountId, limit: REFERRAL.pageSize, offset: page * REFERRAL.pageSize },
    fetchPolicy: 'cache-and-network',
  });
  const shown = (data ?? previousData)?.referrals;
  if (!shown && loading) return <CircularProgress size={24} aria-label="Loading your referrals" />;
  if (!shown) {
    return (
      <Alert severity="error" action={<Button onClick={() => void refetch()}>Try again</Button>}>
        {error ? 'Your referrals could not be loaded. Please try again.' : messages.NO_REFERRALS}
      </Alert>
    );
  }
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 220px' }, gap: 3, alignItems: 'start' }}>
      <Box sx={{ minWidth: 0 }}>
        {shown.total === 0 ? (
          <Typography color="text.secondary">{messages.NO_REFERRALS}</Typography>
        ) : (
          <>
            <Table size="small" aria-label="My Referrals">
              <TableHead>
                <TableRow>
                  <TableCell>First Name</TableCell>
                  <TableCell>Last Name</TableCell>
                  <TableCell>Status</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {shown.referrals.map((r) => (
                  <TableRow key={r.id}>
                    <TableCell>{r.refereeFirstName}</TableCell>
                    <TableCell>{r.refereeLastName}</TableCell>
                    <TableCell>
                      <Chip size="small" variant="outlined" color={STATUS_COLOR[r.status]} label={REFERRAL_STATUS_LABELS[r.status]} />
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
            <TablePagination
              component="div"
              count={shown.total}
              page={page}
              onPageChange={(_event, next) => setPage(next)}
              rowsPerPage={REFERRAL.pageSize}
              rowsPerPageOptions={[REFERRAL.pageSize]}
            />
          </>
        )}
      </Box>
      <Box
        component="dl"
        aria-label="Referral summary"
        sx={{ m: 0, p: 2, borderRadius: 2, bgcolor: 'action.hover', display: 'flex', flexDirection: 'column' }}
      >
        <Figure label="Signups" value={shown.signups} />
        <Figure label="Enrollments" value={shown.enrollments} />
        <Figure label="Credits" value={formatMoney(shown.creditsCents)} />
      </Box>
    </Box>
  );
}
