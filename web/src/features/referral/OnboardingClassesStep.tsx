import { useMutation, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { gradeLabel } from '@solve/core/grades';
import { messages } from '@solve/core/messages';
import { classesForGrade } from '@solve/core/referral';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { CartItemCountQuery } from '../../app/shell/CartBadge';
import { errorCode, errorMessage } from '../../components/errorMessage';
import { readFragment } from '../../graphql';
import { AddToCartMutation, CatalogClassFields, CatalogQuery, PriceLine } from '../catalog';
import { FinishOnboardingMutation, type OnboardingData } from './referral.documents';
import { dateRange } from '../../app/dates';

/**
 * Step 3, Select Your classes: the catalog's classes for the new student's grade; To Checkout puts
 * the chosen ones in the cart (the cart's own add) and opens it. Classes may also be left for later.
 */
export function OnboardingClassesStep({ student }: { student: NonNullable<OnboardingData['student']> }) {
  const navigate = useNavigate();
  const catalog = useQuery(CatalogQuery, { variables: { filter: null }, fetchPolicy: 'cache-and-network' });
  const [addToCart] = useMutation(AddToCartMutation, { refetchQueries: [CartItemCountQuery] });
  const [finish] = useMutation(FinishOnboardingMutation, { refetchQueries: ['Onboarding'], awaitRefetchQueries: true });
  const [chosen, setChosen] = useState<number[]>([]);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  const all = (catalog.data?.catalog.classrooms ?? []).map((c) => readFragment(CatalogClassFields, c));
  const classes = classesForGrade(all, student.grade).filter((c) => !c.enrolledStudentIds.includes(student.id));
  const toggle = (id: number) => setChosen((list) => (list.includes(id) ? list.filter((x) => x !== id) : [...list, id]));

  const toCheckout = async () => {
    if (chosen.length === 0) {
      setError(messages.ONBOARDING_PICK_CLASS);
      return;
    }
    setBusy(true);
    setError('');
    try {
      for (const classroomId of chosen) {
        try {
          await addToCart({ variables: { classroomId, studentId: student.id } });
        } catch (e) {
          // A class already in the cart (a second press) is where it should be.
          if (errorCode(e) !== 'ALREADY_IN_CART') throw e;
        }
      }
      await finish();
      void navigate('/cart');
    } catch (e) {
      setError(errorMessage(e, messages.ONBOARDING_ERROR));
      setBusy(false);
    }
  };

  const later = async () => {
    setBusy(true);
    try {
      await finish();
    } catch (e) {
      setError(errorMessage(e, messages.ONBOARDING_ERROR));
      setBusy(false);
    }
  };

  return (
    <Stack spacing={2}>
      <Typography color="text.secondary">
        Classes for {student.firstName} in grade {gradeLabel(student.grade)}. Choose one or more, then go to checkout.
      </Typography>
      {error ? (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      ) : null}
      {catalog.loading && !catalog.data ? <CircularProgress size={24} aria-label="Loading classes" /> : null}
      {catalog.error && !catalog.data ? (
        <Alert severity="error" action={<Button onClick={() => void catalog.refetch()}>Try again</Button>}>
          The classes could not be loaded. Please try again.
        </Alert>
      ) : null}
      {catalog.data && classes.length === 0 ? <Alert severity="info">{messages.ONBOARDING_NO_CLASSES}</Alert> : null}
      {classes.length > 0 ? (
        <Stack component="ul" aria-label="Classes" spacing={1} sx={{ listStyle: 'none', m: 0, p: 0, maxHeight: 420, overflowY: 'auto' }}>
          {classes.map((c) => (
            <Paper component="li" key={c.id} variant="outlined" sx={{ px: 1.5, py: 1, borderRadius: 2 }}>
              <FormControlLabel
                sx={{ m: 0, width: '100%', alignItems: 'flex-start' }}
                control={<Checkbox checked={chosen.includes(c.id)} onChange={() => toggle(c.id)} sx={{ mt: -0.5 }} />}
                label={
                  <Box>
                    <Typography sx={{ fontWeight: 700 }}>
                      {c.code}: {c.title}
                    </Typography>
                    <Typography color="text.secondary" sx={{ fontSize: 14 }}>
                      {dateRange(c.startDate, c.endDate)}
                      {c.meets ? ` · ${c.meets}` : ''} · {c.location}
                    </Typography>
                    <PriceLine item={c} />
                  </Box>
                }
              />
            </Paper>
          ))}
        </Stack>
      ) : null}
      <Box sx={{ display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={() => void later()} disabled={busy}>
          Choose classes later
        </Button>
        <Button variant="contained" onClick={() => void toCheckout()} disabled={busy || classes.length === 0}>
          To Checkout
        </Button>
      </Box>
    </Stack>
  );
}
