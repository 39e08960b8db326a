import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { maskedCard } from '@solve/core/cards';
import { messages } from '@solve/core/messages';
import { formatMoney } from '@solve/core/pricing';
import { Link as RouterLink, useLocation } from 'react-router';
import type { ChargeData } from './cart.documents';

/** /payment-success (§2): the authorization number, the invoice number and the summary. */
export default function PaymentSuccessPage() {
  const state = useLocation().state as ChargeData | null;
  return (
    <Box sx={{ width: '100%', maxWidth: 640, mx: 'auto', px: 2, py: { xs: 3, md: 6 } }}>
      <Card variant="outlined" sx={{ borderRadius: 3 }}>
        <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, alignItems: 'flex-start' }}>
          <CheckCircleIcon color="success" sx={{ fontSize: 56 }} />
          <Typography component="h2" variant="h5" sx={{ fontWeight: 800 }}>
            {messages.PAYMENT_SUCCESS}
          </Typography>
          {state?.success ? (
            <Box
              component="dl"
              sx={{
                display: 'grid',
                gridTemplateColumns: 'max-content 1fr',
                columnGap: 2,
                rowGap: 0.5,
                m: 0,
                '& dt': { fontWeight: 700 },
                '& dd': { m: 0 },
              }}
            >
              <dt>Invoice number</dt>
              <dd>{state.invoiceNum}</dd>
              {state.authNum ? (
                <>
                  <dt>Authorization number</dt>
                  <dd>{state.authNum}</dd>
                </>
              ) : null}
              <dt>Summary</dt>
              <dd>{state.summary || 'Your classes'}</dd>
              {state.creditCents > 0 ? (
                <>
                  <dt>Paid with credits</dt>
                  <dd>{formatMoney(state.creditCents)}</dd>
                </>
              ) : null}
              {state.amountCents > 0 && state.cardBrand && state.last4 ? (
                <>
                  <dt>Charged</dt>
                  <dd>
                    {formatMoney(state.amountCents)} to {maskedCard(state.cardBrand, state.last4)}
                  </dd>
                </>
              ) : null}
            </Box>
          ) : (
            <Typography>Your payment is recorded. You will find it under Orders.</Typography>
          )}
          <Typography color="text.secondary">A receipt has been sent to your e-mail. Your students are enrolled.</Typography>
          <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mt: 1 }}>
            <Button component={RouterLink} to="/dashboard?defaultTab=3" variant="contained">
              See my orders
            </Button>
            {state?.success ? (
              <Button component={RouterLink} to={`/cart?invoiceId=${state.invoiceId}`}>
                See this order
              </Button>
            ) : null}
            <Button component={RouterLink} to="/catalog">
              Back to the catalog
            </Button>
          </Box>
        </CardContent>
      </Card>
    </Box>
  );
}
