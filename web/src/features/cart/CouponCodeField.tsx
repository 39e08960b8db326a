import { useMutation } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { errorMessage } from '../../components/errorMessage';
import { ProblemAlert } from '../../components/ProblemAlert';
import { graphql } from '../../graphql';

const ApplyCouponCodeMutation = graphql(`
  mutation ApplyCouponCode($code: String!) {
    applyCouponCode(code: $code) {
      invoiceId
    }
  }
`);

const RemoveCouponCodeMutation = graphql(`
  mutation RemoveCouponCode {
    removeCouponCode {
      invoiceId
    }
  }
`);

const FALLBACK = 'The code could not be checked. Please try again.';

/**
 * The cart's coupon code: Apply checks it at once and shows the server's message when it cannot
 * be used; an applied code shows with Remove, and its line is among the cart's items.
 */
export function CouponCodeField({ applied }: { applied: string | null }) {
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const options = { refetchQueries: ['Cart'], awaitRefetchQueries: true };
  const [apply, applying] = useMutation(ApplyCouponCodeMutation, options);
  const [remove, removing] = useMutation(RemoveCouponCodeMutation, options);

  async function submit() {
    setProblem(null);
    try {
      await apply({ variables: { code } });
      setCode('');
    } catch (caught) {
      setProblem(errorMessage(caught, FALLBACK));
    }
  }

  async function takeOff() {
    setProblem(null);
    try {
      await remove();
    } catch (caught) {
      setProblem(errorMessage(caught, FALLBACK));
    }
  }

  return (
    <Box sx={{ maxWidth: 360, ml: 'auto', mt: 2 }}>
      {applied ? (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography>
            Coupon code <strong>{applied}</strong> applied
          </Typography>
          <Button size="small" onClick={() => void takeOff()} disabled={removing.loading} aria-label={`Remove coupon code ${applied}`}>
            Remove
          </Button>
        </Box>
      ) : (
        <Box
          component="form"
          sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <TextField
            size="small"
            label="Coupon code"
            value={code}
            onChange={(event) => setCode(event.target.value)}
            slotProps={{ htmlInput: { autoCapitalize: 'characters', autoComplete: 'off', spellCheck: false } }}
            sx={{ flex: 1 }}
          />
          <Button type="submit" variant="outlined" disabled={applying.loading}>
            Apply
          </Button>
        </Box>
      )}
      <ProblemAlert problem={problem} sx={{ mt: 1 }} />
    </Box>
  );
}
