import { useMutation, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { PLAN_INSTALMENTS_RANGE, planTermsProblem } from '@solve/core/payment-plans';
import { useState } from 'react';
import { errorMessage } from '../../../components/errorMessage';
import { ProblemAlert } from '../../../components/ProblemAlert';
import { type PaymentPlanSettingsData, PaymentPlanSettingsQuery, UpdatePaymentPlanSettingsMutation } from './paymentPlanSettings.documents';

const INSTALMENT_CHOICES = Array.from(
  { length: PLAN_INSTALMENTS_RANGE.max - PLAN_INSTALMENTS_RANGE.min + 1 },
  (_, index) => PLAN_INSTALMENTS_RANGE.min + index,
);

/** Manage → Academy: whether large orders may be paid in instalments, and on what terms. */
export function PaymentPlanSection() {
  const { data, loading, error, refetch } = useQuery(PaymentPlanSettingsQuery);
  return (
    <section aria-labelledby="payment-plans-title">
      <Typography id="payment-plans-title" component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
        Payment plans
      </Typography>
      {loading && !data ? <Typography color="text.secondary">Loading the payment plan settings…</Typography> : null}
      {error && !data ? (
        <Alert severity="error" action={<Button onClick={() => void refetch()}>Try again</Button>}>
          The payment plan settings could not be loaded. Please try again.
        </Alert>
      ) : null}
      {data ? <PlanForm settings={data.paymentPlanSettings} /> : null}
    </section>
  );
}

function PlanForm({ settings }: { settings: PaymentPlanSettingsData }) {
  const [offered, setOffered] = useState(settings.thresholdCents !== null);
  const [threshold, setThreshold] = useState(settings.thresholdCents === null ? '500' : String(settings.thresholdCents / 100));
  const [deposit, setDeposit] = useState(String(settings.depositPercent));
  const [instalments, setInstalments] = useState(settings.instalments);
  const [action, setAction] = useState(settings.defaultAction);
  const [problem, setProblem] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [update, { loading }] = useMutation(UpdatePaymentPlanSettingsMutation, { refetchQueries: [PaymentPlanSettingsQuery] });
  const changed =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      setSaved(false);
      set(value);
    };

  async function save() {
    setProblem(null);
    const dollars = Number(threshold);
    if (offered && (!threshold.trim() || !Number.isFinite(dollars) || dollars < 0 || dollars > 100_000)) {
      setProblem('Enter the order total above which a plan is offered, in dollars (for example 500).');
      return;
    }
    const depositPercent = Number(deposit);
    const termsProblem = planTermsProblem({ depositPercent, instalments });
    if (termsProblem) {
      setProblem(termsProblem);
      return;
    }
    try {
      await update({
        variables: {
          input: { thresholdCents: offered ? Math.round(dollars * 100) : null, depositPercent, instalments, defaultAction: action },
        },
      });
      setSaved(true);
    } catch (caught) {
      setProblem(errorMessage(caught, 'The payment plan settings could not be saved. Please try again.'));
    }
  }

  return (
    <Stack sx={{ gap: 2, maxWidth: 560 }}>
      <Typography color="text.secondary">
        A family whose order is above the amount you set may pay a deposit today and the rest in monthly payments, charged to their saved
        card. A payment that does not go through is tried again 1, 3 and 7 days later, and the family is told each time.
      </Typography>
      <FormControlLabel
        control={<Switch checked={offered} onChange={(event) => changed(setOffered)(event.target.checked)} />}
        label="Offer payment plans"
      />
      {offered ? (
        <>
          <TextField
            label="Offer a plan for orders above ($)"
            value={threshold}
            onChange={(event) => changed(setThreshold)(event.target.value)}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          />
          <TextField
            label="Deposit paid today (%)"
            value={deposit}
            onChange={(event) => changed(setDeposit)(event.target.value)}
            helperText="From 1 to 99 percent of the order"
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
          <TextField
            select
            label="Monthly payments after the deposit"
            value={instalments}
            onChange={(event) => changed(setInstalments)(Number(event.target.value))}
          >
            {INSTALMENT_CHOICES.map((count) => (
              <MenuItem key={count} value={count}>
                {count}
              </MenuItem>
            ))}
          </TextField>
          <div>
            <FormLabel id="plan-default-label">When every try of a payment fails</FormLabel>
            <RadioGroup
              aria-labelledby="plan-default-label"
              value={action}
              onChange={(event) => changed(setAction)(event.target.value === 'WITHDRAW' ? 'WITHDRAW' : 'KEEP')}
            >
              <FormControlLabel value="KEEP" control={<Radio />} label="Keep the enrolment (the office follows up)" />
              <FormControlLabel value="WITHDRAW" control={<Radio />} label="Withdraw the student (no refund)" />
            </RadioGroup>
          </div>
        </>
      ) : null}
      <ProblemAlert problem={problem} />
      {saved ? <Alert severity="success">Payment plan settings saved.</Alert> : null}
      <div>
        <Button variant="contained" onClick={() => void save()} disabled={loading}>
          Save payment plans
        </Button>
      </div>
    </Stack>
  );
}
