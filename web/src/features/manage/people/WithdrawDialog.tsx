import { useMutation, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatMoney } from '@solve/core/pricing';
import { useState } from 'react';
import { errorMessage } from '../../../components/errorMessage';
import { ProblemAlert } from '../../../components/ProblemAlert';
import { familyPageQueries, WithdrawalQuoteQuery, WithdrawPaidMutation } from './people.documents';

export type WithdrawMode = 'REFUND' | 'CREDIT';

const FALLBACK = 'Something went wrong. Please try again.';

interface Props {
  enrolment: { id: number; code: string; title: string };
  studentName: string;
  mode: WithdrawMode;
  onClose(): void;
  /** Called with the server's account of what happened. */
  onDone(message: string): void;
}

/**
 * Confirms a withdrawal from a paid class with what the refund policy gives back today: the
 * tuition paid, the $50 processing fee where it applies, and where the money goes (the card, or a
 * credit, also for the part paid with credits). Mounted only while open.
 */
export function WithdrawDialog({ enrolment, studentName, mode, onClose, onDone }: Props) {
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const quote = useQuery(WithdrawalQuoteQuery, { variables: { enrollmentId: enrolment.id, mode }, fetchPolicy: 'network-only' });
  const [withdraw, { loading: saving }] = useMutation(WithdrawPaidMutation, { refetchQueries: familyPageQueries });
  const q = quote.data?.withdrawalQuote;
  const title = mode === 'REFUND' ? 'Withdraw and refund to card' : 'Withdraw (credit)';

  const confirm = async () => {
    setProblem(null);
    try {
      const { data } = await withdraw({ variables: { enrollmentId: enrolment.id, mode, note: note.trim() || null } });
      onDone(data?.withdrawEnrollment.message ?? `${studentName} is withdrawn from ${enrolment.code}.`);
    } catch (error) {
      setProblem(errorMessage(error, FALLBACK));
    }
  };

  const action = !q
    ? title
    : q.amountCents === 0
      ? 'Withdraw without refund'
      : q.refundCents > 0
        ? `Withdraw and refund ${formatMoney(q.refundCents)}`
        : `Withdraw with a ${formatMoney(q.creditCents)} credit`;

  return (
    <Dialog open onClose={saving ? undefined : onClose} aria-labelledby="withdraw-title" fullWidth maxWidth="sm">
      <DialogTitle id="withdraw-title">{title}</DialogTitle>
      <DialogContent>
        <Typography sx={{ mb: 2 }}>
          {studentName} from {enrolment.title}
        </Typography>
        {quote.loading && !q ? <CircularProgress aria-label="Working out the refund" size={28} /> : null}
        {quote.error && !q ? <Alert severity="error">{errorMessage(quote.error, FALLBACK)}</Alert> : null}
        {q ? (
          <>
            <Box
              component="dl"
              aria-label="Refund"
              sx={{ display: 'grid', gridTemplateColumns: '1fr auto', gap: 0.5, m: 0, '& dd': { m: 0, textAlign: 'right' } }}
            >
              <dt>Tuition paid</dt>
              <dd>{formatMoney(q.paidCents)}</dd>
              {q.inRefundWindow ? (
                <>
                  <dt>Processing fee (refund policy)</dt>
                  <dd>-{formatMoney(q.feeCents)}</dd>
                </>
              ) : null}
              {q.refundCents > 0 ? (
                <>
                  <dt>Refund to {q.card}</dt>
                  <dd>{formatMoney(q.refundCents)}</dd>
                </>
              ) : null}
              {q.creditCents > 0 ? (
                <>
                  <dt>Credit for the family</dt>
                  <dd>{formatMoney(q.creditCents)}</dd>
                </>
              ) : null}
            </Box>
            {!q.inRefundWindow ? (
              <Alert severity="warning" sx={{ mt: 2 }}>
                The class starts in less than a week: the refund policy gives nothing back.
              </Alert>
            ) : null}
            {q.inRefundWindow && mode === 'REFUND' && q.amountCents > 0 && q.refundCents === 0 ? (
              <Alert severity="info" sx={{ mt: 2 }}>
                This order was paid with credits, so the amount is returned as a credit instead of a card refund.
              </Alert>
            ) : null}
            {mode === 'REFUND' && q.refundCents > 0 && q.creditCents > 0 ? (
              <Alert severity="info" sx={{ mt: 2 }}>
                Part of this order was paid with credits: that part is returned as a credit.
              </Alert>
            ) : null}
          </>
        ) : null}
        <TextField
          label="Note (optional)"
          value={note}
          onChange={(event) => setNote(event.target.value)}
          fullWidth
          multiline
          minRows={2}
          sx={{ mt: 2 }}
          slotProps={{ htmlInput: { maxLength: 300 } }}
        />
        <ProblemAlert problem={problem} sx={{ mt: 2 }} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={saving}>
          Cancel
        </Button>
        <Button variant="contained" color="warning" onClick={() => void confirm()} disabled={!q || saving}>
          {action}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
