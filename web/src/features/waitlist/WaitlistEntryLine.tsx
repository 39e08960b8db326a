import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useDates } from '../../app/dates';
import { CartItemCountQuery } from '../../app/shell/CartBadge';
import { errorMessage } from '../../components/errorMessage';
import { AcceptWaitlistOfferMutation, type FamilyWaitlistEntry, FamilyWaitlistQuery, LeaveWaitlistMutation } from './waitlist.documents';

/**
 * One of the family's students in a class's line: the place in line with Leave, or the seat held
 * for them until its time with Add to cart (which opens the cart with it).
 */
export function WaitlistEntryLine({ entry, showClass = false }: { entry: FamilyWaitlistEntry; showClass?: boolean }) {
  const dates = useDates();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const refetch = { refetchQueries: [FamilyWaitlistQuery, CartItemCountQuery], awaitRefetchQueries: true };
  const [leave, leaving] = useMutation(LeaveWaitlistMutation, refetch);
  const [accept, accepting] = useMutation(AcceptWaitlistOfferMutation, refetch);
  const offered = entry.status === 'OFFERED' && entry.offerExpiresAt !== null;
  const where = showClass ? ` in ${entry.classroomCode}: ${entry.classroomTitle}` : '';

  async function act(action: () => Promise<unknown>, fallback: string) {
    setError(null);
    try {
      await action();
    } catch (caught) {
      setError(errorMessage(caught, fallback));
    }
  }

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
      <Typography sx={{ fontSize: 14, fontWeight: offered ? 700 : 400, color: offered ? 'success.dark' : 'text.primary' }}>
        {offered
          ? `A seat is held for ${entry.studentFirstName}${where} until ${dates.dateTime(entry.offerExpiresAt!)}`
          : `Waitlist: #${entry.place} for ${entry.studentFirstName}${where}`}
      </Typography>
      {offered ? (
        <Button
          size="small"
          variant="contained"
          color="success"
          disabled={accepting.loading}
          onClick={() =>
            void act(async () => {
              await accept({ variables: { entryId: entry.id } });
              await navigate('/cart');
            }, 'The class could not be put in your cart. Please try again.')
          }
          aria-label={`Add to cart: ${entry.classroomCode} for ${entry.studentFirstName}`}
        >
          Add to cart
        </Button>
      ) : (
        <Button
          size="small"
          disabled={leaving.loading}
          onClick={() => void act(() => leave({ variables: { entryId: entry.id } }), 'The waitlist could not be left. Please try again.')}
          aria-label={`Leave the waitlist of ${entry.classroomCode} for ${entry.studentFirstName}`}
        >
          Leave
        </Button>
      )}
      {error ? (
        <Alert severity="error" sx={{ width: '100%' }}>
          {error}
        </Alert>
      ) : null}
    </Box>
  );
}
