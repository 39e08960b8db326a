import Alert from '@mui/material/Alert';
import { useMutation } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { CartItemCountQuery } from '../../app/shell/CartBadge';
import { errorMessage } from '../../components/errorMessage';
import { AcceptWaitlistOfferMutation, FamilyWaitlistQuery } from './waitlist.documents';

/**
 * The link of a seat offered from a waitlist (`/cart?offer=<entry>`): puts the held class in the
 * cart for its student once, then leaves the cart's address plain. An offer that ended is said so.
 */
export function WaitlistOfferFromLink() {
  const [params, setParams] = useSearchParams();
  const entryId = Number(params.get('offer'));
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const asked = useRef<number | null>(null);
  const [accept] = useMutation(AcceptWaitlistOfferMutation, {
    refetchQueries: ['Cart', CartItemCountQuery, FamilyWaitlistQuery],
    awaitRefetchQueries: true,
  });
  useEffect(() => {
    if (!Number.isInteger(entryId) || entryId <= 0 || asked.current === entryId) return;
    asked.current = entryId;
    accept({ variables: { entryId } })
      .then(() => setDone('The class whose seat is held for your student is in your cart. Pay before the offer ends to take the seat.'))
      .catch((error: unknown) => setProblem(errorMessage(error, 'The offered class could not be put in your cart. Please try again.')))
      .finally(() => {
        const next = new URLSearchParams(params);
        next.delete('offer');
        setParams(next, { replace: true });
      });
  }, [accept, entryId, params, setParams]);
  if (problem)
    return (
      <Alert severity="error" sx={{ mb: 2 }}>
        {problem}
      </Alert>
    );
  if (done)
    return (
      <Alert severity="success" role="status" sx={{ mb: 2 }}>
        {done}
      </Alert>
    );
  return null;
}
