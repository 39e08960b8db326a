import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery } from '@apollo/client/react';
import { formatMoney } from '@solve/core/pricing';
import { lazy, Suspense, useState } from 'react';
import { calendarDay } from '../../app/dates';
import { type FamilyPaymentPlan, FamilyPaymentPlansQuery, type PlanInstalment } from './paymentPlans.documents';

const PaymentDialog = lazy(() => import('../cart/PaymentDialog').then((module) => ({ default: module.PaymentDialog })));

/** A phone's cells keep half the side padding, so the plan's four columns fit 390 px. */
const phoneCells = { '& .MuiTableCell-root': { px: { xs: 1, sm: 2 } } };

const PLAN_STATUS: Record<FamilyPaymentPlan['status'], string> = {
  ACTIVE: 'Being paid',
  PAID: 'Paid',
  DEFAULTED: 'Not paid',
  CANCELLED: 'Cancelled',
};

/** 'Deposit' or 'Instalment 2 of 3', as the receipts and the office's list name them. */
const chargeName = (instalment: PlanInstalment, plan: FamilyPaymentPlan) =>
  instalment.number === 0 ? 'Deposit' : `Instalment ${instalment.number} of ${plan.instalmentCount}`;

function statusText(instalment: PlanInstalment): string {
  switch (instalment.status) {
    case 'PAID':
      return 'Paid';
    case 'SCHEDULED':
      return 'Due';
    case 'FAILED': {
      const tries = `Failed, tried ${instalment.failures} ${instalment.failures === 1 ? 'time' : 'times'}`;
      return instalment.nextAttemptOn ? `${tries}; next try ${calendarDay(instalment.nextAttemptOn)}` : tries;
    }
    case 'DEFAULTED':
      return 'Not paid after every try';
  }
}

/**
 * FINANCE's payment plans: each order paid in instalments with its charges (date, amount, status)
 * and Pay now on one still owed, which pays it with a saved or another card at once.
 */
export function PaymentPlans() {
  const { data, error, refetch } = useQuery(FamilyPaymentPlansQuery, { fetchPolicy: 'cache-and-network' });
  const [paying, setPaying] = useState<{ plan: FamilyPaymentPlan; instalment: PlanInstalment } | null>(null);
  const [paid, setPaid] = useState<string | null>(null);
  if (error && !data) {
    return (
      <Alert severity="error" action={<Button onClick={() => void refetch()}>Try again</Button>}>
        Your payment plans could not be loaded. Please try again.
      </Alert>
    );
  }
  const plans = data?.familyPaymentPlans ?? [];
  // A family without plans sees nothing of them.
  if (plans.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="payment-plans-title">
      <Typography id="payment-plans-title" component="h3" variant="h6" sx={{ fontWeight: 800, mb: 1 }}>
        Payment plans
      </Typography>
      {paid ? (
        <Alert severity="success" onClose={() => setPaid(null)} sx={{ mb: 2 }}>
          {paid}
        </Alert>
      ) : null}
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
        {plans.map((plan) => (
          <Box key={plan.id}>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 1 }}>
              <Typography sx={{ fontWeight: 700 }}>
                Invoice {plan.invoiceNumber}: {formatMoney(plan.totalCents)}
              </Typography>
              <Chip
                size="small"
                label={PLAN_STATUS[plan.status]}
                color={plan.status === 'PAID' ? 'success' : plan.status === 'DEFAULTED' ? 'error' : 'default'}
              />
            </Box>
            <Table size="small" aria-label={`Payment plan of invoice ${plan.invoiceNumber}`} sx={phoneCells}>
              <TableHead>
                <TableRow>
                  <TableCell>Payment</TableCell>
                  <TableCell>Date</TableCell>
                  <TableCell align="right">Amount</TableCell>
                  <TableCell>Status</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {plan.instalments.map((instalment) => {
                  const owed =
                    plan.status === 'ACTIVE' &&
                    instalment.number > 0 &&
                    (instalment.status === 'FAILED' || instalment.status === 'SCHEDULED');
                  return (
                    <TableRow key={instalment.id}>
                      <TableCell>{chargeName(instalment, plan)}</TableCell>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>{calendarDay(instalment.dueDate)}</TableCell>
                      <TableCell align="right">{formatMoney(instalment.cents)}</TableCell>
                      <TableCell>
                        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                          <Typography
                            component="span"
                            sx={{ fontSize: 14 }}
                            color={instalment.status === 'FAILED' || instalment.status === 'DEFAULTED' ? 'error' : undefined}
                          >
                            {statusText(instalment)}
                          </Typography>
                          {owed ? (
                            <Button
                              size="small"
                              variant={instalment.status === 'FAILED' ? 'contained' : 'outlined'}
                              onClick={() => setPaying({ plan, instalment })}
                              aria-label={`Pay now: ${chargeName(instalment, plan)}, ${formatMoney(instalment.cents)}`}
                            >
                              Pay now
                            </Button>
                          ) : null}
                        </Box>
                      </TableCell>
                    </TableRow>
                  );
                })}
              </TableBody>
            </Table>
          </Box>
        ))}
      </Box>
      {paying ? (
        <Suspense fallback={null}>
          <PaymentDialog
            open
            onClose={() => setPaying(null)}
            invoiceId={paying.plan.invoiceId}
            totalCents={paying.instalment.cents}
            instalment={{
              id: paying.instalment.id,
              label: chargeName(paying.instalment, paying.plan).toLowerCase(),
              onPaid: () =>
                setPaid(
                  `Thank you: ${chargeName(paying.instalment, paying.plan).toLowerCase()} (${formatMoney(paying.instalment.cents)}) is paid.`,
                ),
            }}
          />
        </Suspense>
      ) : null}
    </Box>
  );
}
