import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useQuery } from '@apollo/client/react';
import { maskedCard } from '@solve/core/cards';
import { messages } from '@solve/core/messages';
import { formatMoney } from '@solve/core/pricing';
import { Navigate, Link as RouterLink, useLocation } from 'react-router';
import { PageSpinner } from '../../app/RequireSignIn';
import { type ChargeData, PaidOrderQuery } from './cart.documents';

/** The family's orders: the FINANCE tab of the dashboard. */
const ORDERS = '/dashboard?defaultTab=3';

/**
 * /payment-success (§2): after a payment of this family, its invoice and authorization numbers,
 * then the classes and students it paid for, read from the paid invoice. Opened without a payment
 * (typed in, or the invoice is not this family's or not paid), it sends the family to its orders.
 */
export default function PaymentSuccessPage() {
  const state = useLocation().state as ChargeData | null;
  const invoiceId = state?.success ? state.invoiceId : null;
  const { data, loading, error, refetch } = useQuery(PaidOrderQuery, {
    variables: { id: invoiceId ?? 0 },
    skip: invoiceId === null,
    fetchPolicy: 'network-only',
  });
  if (!state || invoiceId === null) return <Navigate to={ORDERS} replace />;
  if (loading && !data) return <PageSpinner />;
  if (error && !data) {
    return (
      <Page>
        <Alert severity="error" action={<Button onClick={() => void refetch()}>Try again</Button>}>
          Your order could not be loaded. Please try again.
        </Alert>
      </Page>
    );
  }
  const order = data?.familyInvoice;
  const classes = order?.items.filter((item) => item.itemType === 'CLASSROOM') ?? [];
  const allEnrolled = classes.length > 0 && classes.every((item) => item.enrolled);
  // A deposit of a payment plan enrols and leaves the rest owed as instalments (FINANCE).
  const byInstalments = order?.invoice.status === 'OPEN' && order.invoice.balanceCents > 0 && allEnrolled;
  if (!order || !(order.invoice.paid || byInstalments)) return <Navigate to={ORDERS} replace />;
  return (
    <Page>
      <Card variant="outlined" sx={{ borderRadius: 3 }}>
        <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, alignItems: 'flex-start' }}>
          <CheckCircleIcon color="success" sx={{ fontSize: 56 }} />
          <Typography component="h2" variant="h5" sx={{ fontWeight: 800 }}>
            {messages.PAYMENT_SUCCESS}
          </Typography>
          <Box
            component="dl"
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' },
              columnGap: 2,
              rowGap: 0.5,
              m: 0,
              '& dt': { fontWeight: 700 },
              '& dd': { m: 0, mb: { xs: 1, sm: 0 } },
            }}
          >
            <dt>Invoice number</dt>
            <dd>{order.invoice.invoiceNumber}</dd>
            {state.authNum ? (
              <>
                <dt>Authorization number</dt>
                <dd>{state.authNum}</dd>
              </>
            ) : null}
            <dt>Summary</dt>
            <dd>
              <Box component="ul" aria-label="Classes paid for" sx={{ m: 0, pl: 2.5 }}>
                {classes.map((item) => (
                  <li key={item.id}>
                    {item.classroomTitle} for {item.studentName}
                  </li>
                ))}
              </Box>
            </dd>
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
          <Typography color="text.secondary">
            A receipt has been sent to your e-mail.{allEnrolled ? ' Your students are enrolled.' : ''}
          </Typography>
          {byInstalments ? (
            <Typography color="text.secondary">
              The remaining {formatMoney(order.invoice.balanceCents)} is charged to your saved card in monthly instalments: see them in your
              orders.
            </Typography>
          ) : null}
          <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mt: 1 }}>
            <Button component={RouterLink} to={ORDERS} variant="contained">
              See my orders
            </Button>
            <Button component={RouterLink} to={`/cart?invoiceId=${order.invoice.id}`}>
              See this order
            </Button>
            <Button component={RouterLink} to="/catalog">
              Back to the catalog
            </Button>
          </Box>
        </CardContent>
      </Card>
    </Page>
  );
}

function Page({ children }: { children: React.ReactNode }) {
  return <Box sx={{ width: '100%', maxWidth: 640, mx: 'auto', px: 2, py: { xs: 3, md: 6 } }}>{children}</Box>;
}
