import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useQuery } from '@apollo/client/react';
import { formatMoney } from '@solve/core/pricing';
import { calendarDay } from '../../app/dates';
import { PaymentPlanOfferQuery } from './paymentPlan.documents';

interface Props {
  invoiceId: number;
  /** The deposit charged today when the family chose the plan; null: pay in full. */
  depositCents: number | null;
  onChange(depositCents: number | null): void;
}

/**
 * Pay in full or in instalments, when the academy offers a plan for this order: the plan shows its
 * schedule (the deposit today, then each month's date and amount). Nothing shows when no plan is offered.
 */
export function PlanChooser({ invoiceId, depositCents, onChange }: Props) {
  const { data } = useQuery(PaymentPlanOfferQuery, { variables: { invoiceId }, fetchPolicy: 'network-only' });
  const offer = data?.paymentPlanOffer;
  if (!offer) return null;
  const [deposit, ...monthly] = offer.schedule;
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" sx={{ fontWeight: 800 }}>
        How would you like to pay?
      </Typography>
      <RadioGroup
        value={depositCents === null ? 'full' : 'plan'}
        onChange={(event) => onChange(event.target.value === 'plan' ? (deposit?.cents ?? null) : null)}
      >
        <FormControlLabel value="full" control={<Radio />} label="Pay in full" />
        <FormControlLabel
          value="plan"
          control={<Radio />}
          label={`Pay in instalments: ${formatMoney(deposit?.cents ?? 0)} today, then ${offer.instalments} monthly payments`}
        />
      </RadioGroup>
      {depositCents !== null ? (
        <Box sx={{ pl: { xs: 1, sm: 4 } }}>
          <List dense aria-label="Instalment schedule" disablePadding>
            <ListItem disableGutters>
              Today: {formatMoney(deposit?.cents ?? 0)} ({offer.depositPercent}% deposit)
            </ListItem>
            {monthly.map((charge) => (
              <ListItem key={charge.number} disableGutters>
                {calendarDay(charge.dueDate)}: {formatMoney(charge.cents)}
              </ListItem>
            ))}
          </List>
          <Typography sx={{ fontSize: 13 }} color="text.secondary">
            {offer.creditCents > 0 ? `Your credits pay ${formatMoney(offer.creditCents)} first. ` : ''}
            Your card is saved with our card service and charged on each date. If a payment does not go through, we try again and let you
            know; you can also pay it from your finance page.
          </Typography>
        </Box>
      ) : null}
    </Box>
  );
}
