import { useMutation, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { messages } from '@solve/core/messages';
import { useState } from 'react';
import { PageSpinner } from '../../../app/RequireSignIn';
import { errorMessage } from '../../../components/errorMessage';
import { ProblemAlert } from '../../../components/ProblemAlert';
import { PageHeading } from '..';
import { CouponDialog } from './CouponDialog';
import { CouponsList } from './CouponsList';
import type { CouponView } from './couponForm';
import { ArchiveCouponMutation, CouponsQuery, REFETCH_COUPONS } from './coupons.documents';

/** /manage/coupons: the academy's coupon codes with their uses; create, change and archive them. */
export default function CouponsPage() {
  const { data, loading, error, refetch } = useQuery(CouponsQuery, { fetchPolicy: 'cache-and-network' });
  const [editing, setEditing] = useState<CouponView | 'new' | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [archive, archiving] = useMutation(ArchiveCouponMutation, REFETCH_COUPONS);

  if (loading && !data) return <PageSpinner />;
  if (error && !data) {
    return (
      <Alert severity="error" action={<Button onClick={() => void refetch()}>Try again</Button>}>
        {errorMessage(error, 'The coupons could not be loaded. Please try again.')}
      </Alert>
    );
  }
  const coupons = (data?.coupons ?? []) as CouponView[];
  const options = data?.couponFormOptions ?? { courses: [], terms: [] };

  async function archiveOne(coupon: CouponView) {
    setProblem(null);
    setNotice(null);
    try {
      await archive({ variables: { id: coupon.id } });
      setNotice(`${coupon.code} is archived: families can no longer use it.`);
    } catch (caught) {
      setProblem(errorMessage(caught, 'The coupon could not be archived. Please try again.'));
    }
  }

  return (
    <Box>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center', justifyContent: 'space-between', mb: 2 }}>
        <PageHeading>Coupons</PageHeading>
        <Button variant="contained" onClick={() => setEditing('new')}>
          New coupon
        </Button>
      </Stack>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        A use counts when the family pays, and comes back when every class of that order is withdrawn.
      </Typography>
      {notice ? (
        <Alert severity="success" sx={{ mb: 2 }} onClose={() => setNotice(null)}>
          {notice}
        </Alert>
      ) : null}
      <ProblemAlert problem={problem} sx={{ mb: 2 }} />
      {coupons.length === 0 ? (
        <Alert severity="info">{messages.COUPONS_EMPTY}</Alert>
      ) : (
        <CouponsList
          coupons={coupons}
          courses={options.courses}
          archiving={archiving.loading}
          onChange={setEditing}
          onArchive={(coupon) => void archiveOne(coupon)}
        />
      )}
      {editing ? (
        <CouponDialog
          coupon={editing === 'new' ? null : editing}
          options={options}
          onClose={() => setEditing(null)}
          onSaved={(code) => {
            setEditing(null);
            setNotice(editing === 'new' ? `Coupon ${code} is created.` : `Coupon ${code} is saved.`);
          }}
        />
      ) : null}
    </Box>
  );
}
