import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatMoney } from '@solve/core/pricing';
import type { AccountingTotals } from './payments.documents';

/** The sums of every transaction the filters select (not only those loaded). */
export function TotalsCards({ totals }: { totals: AccountingTotals }) {
  const cards = [
    { label: 'Payments', cents: totals.paymentsCents },
    { label: 'Refunds', cents: totals.refundsCents },
    { label: 'Credits issued', cents: totals.creditsIssuedCents, note: `${formatMoney(totals.creditsUsedCents)} used` },
    { label: 'Net', cents: totals.netCents, note: 'Payments less refunds' },
  ];
  return (
    <Box
      component="ul"
      aria-label="Totals"
      sx={{ listStyle: 'none', m: 0, p: 0, mb: 2, display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' } }}
    >
      {cards.map((card) => (
        <Paper component="li" variant="outlined" key={card.label} sx={{ p: 1.5 }}>
          <Typography variant="body2" color="text.secondary">
            {card.label}
          </Typography>
          <Typography sx={{ fontWeight: 700, fontSize: 20, fontVariantNumeric: 'tabular-nums' }}>{formatMoney(card.cents)}</Typography>
          {card.note && (
            <Typography variant="body2" color="text.secondary">
              {card.note}
            </Typography>
          )}
        </Paper>
      ))}
    </Box>
  );
}
