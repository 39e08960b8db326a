import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { formatMoney } from '@solve/core/pricing';
import type { Dates } from '../../../app/dates';
import { ScrollableTable } from '../../../components/ScrollableTable';
import { StackedList, StackedListItem } from '../../../components/StackedList';
import { HeadedTable } from '..';
import type { AccountingTransaction } from './payments.documents';

interface Props {
  transactions: readonly AccountingTransaction[];
  dates: Dates;
}

export const TYPE_LABELS: Record<AccountingTransaction['type'], string> = {
  PAYMENT: 'Payment',
  REFUND: 'Refund',
  CREDIT_ISSUED: 'Credit issued',
  CREDIT_USED: 'Credit used',
};

/** The transactions: a table on a wide screen, a card each on a narrow one. */
export function TransactionList(props: Props) {
  const wide = useMediaQuery(useTheme().breakpoints.up('md'));
  return wide ? <TransactionTable {...props} /> : <TransactionCards {...props} />;
}

const whoFor = (row: AccountingTransaction) => [row.students, row.classes].filter(Boolean).join(' · ');

function TransactionTable({ transactions, dates }: Props) {
  return (
    <ScrollableTable label="Transactions table">
      <HeadedTable
        label="Transactions"
        columns={['When', 'Type', 'Family', 'Students and classes', 'Method', { label: 'Amount', align: 'right' }, 'Invoice', 'Reference']}
      >
        {transactions.map((row) => (
          <TableRow key={row.key}>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{dates.stamp(row.at)}</TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{TYPE_LABELS[row.type]}</TableCell>
            <TableCell>{row.family}</TableCell>
            <TableCell sx={{ overflowWrap: 'anywhere' }}>{whoFor(row) || '—'}</TableCell>
            <TableCell>{row.method}</TableCell>
            <TableCell align="right" sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
              {formatMoney(row.amountCents)}
            </TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{row.invoiceNumber ?? '—'}</TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{row.reference}</TableCell>
          </TableRow>
        ))}
      </HeadedTable>
    </ScrollableTable>
  );
}

function TransactionCards({ transactions, dates }: Props) {
  return (
    <StackedList label="Transactions">
      {transactions.map((row) => (
        <StackedListItem key={row.key} grid>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
            <Typography sx={{ fontWeight: 600 }}>
              {TYPE_LABELS[row.type]} · {row.family}
            </Typography>
            <Typography sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>{formatMoney(row.amountCents)}</Typography>
          </Box>
          {whoFor(row) && (
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {whoFor(row)}
            </Typography>
          )}
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {dates.stamp(row.at)} · {row.method}
            {row.invoiceNumber ? ` · ${row.invoiceNumber}` : ''} · {row.reference}
          </Typography>
        </StackedListItem>
      ))}
    </StackedList>
  );
}
