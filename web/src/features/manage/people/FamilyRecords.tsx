import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { ScrollableTable } from '../../../components/ScrollableTable';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useDates } from '../../../app/dates';
import { formatMoney } from '@solve/core/pricing';
import { type ReactNode, useState } from 'react';
import { errorMessage } from '../../../components/errorMessage';
import { useAcademyTimeZone } from '../classes';
import { invoicePdfPath, PdfDownloadLink } from '../../../components/PdfDownloadLink';
import { FamilyCreditsQuery, FamilyInvoicesQuery } from './people.documents';
import { type ColumnHeading, HeadedTable } from '..';

/** Rows per page; the server gives at most 50. */
export const RECORDS_PAGE = 10;

function Pager({ label, offset, total, onOffset }: { label: string; offset: number; total: number; onOffset: (offset: number) => void }) {
  if (total <= RECORDS_PAGE) return null;
  const last = Math.min(offset + RECORDS_PAGE, total);
  return (
    <Stack
      direction="row"
      component="nav"
      aria-label={`${label} pages`}
      sx={{ alignItems: 'center', justifyContent: 'flex-end', gap: 1, mt: 1 }}
    >
      <Typography sx={{ fontSize: 14 }} color="text.secondary" role="status">
        {offset + 1}–{last} of {total}
      </Typography>
      <Button size="small" disabled={offset === 0} onClick={() => onOffset(Math.max(0, offset - RECORDS_PAGE))}>
        Newer
      </Button>
      <Button size="small" disabled={last >= total} onClick={() => onOffset(offset + RECORDS_PAGE)}>
        Older
      </Button>
    </Stack>
  );
}

function Records({
  label,
  columns,
  loading,
  error,
  empty,
  children,
}: {
  label: string;
  columns: readonly ColumnHeading[];
  loading: boolean;
  error: unknown;
  empty: boolean;
  children: ReactNode;
}) {
  if (error)
    return <Alert severity="error">{errorMessage(error, `The ${label.toLowerCase()} could not be loaded. Please try again.`)}</Alert>;
  if (loading) return <CircularProgress size={24} aria-label={`Loading the ${label.toLowerCase()}`} />;
  if (empty) return <Typography color="text.secondary">No {label.toLowerCase()}.</Typography>;
  return (
    <ScrollableTable label={`${label} table`}>
      <HeadedTable label={label} columns={columns}>
        {children}
      </HeadedTable>
    </ScrollableTable>
  );
}

const hideOnPhone = { display: { xs: 'none', sm: 'table-cell' } };

/** A family's invoices, newest first, a page at a time; issue dates are days in the academy's zone. */
export function FamilyInvoices({ familyAccountId }: { familyAccountId: number }) {
  const dates = useDates(useAcademyTimeZone());
  const [offset, setOffset] = useState(0);
  const { data, loading, error } = useQuery(FamilyInvoicesQuery, {
    variables: { familyAccountId, offset },
    fetchPolicy: 'cache-and-network',
  });
  const family = data?.manageFamily;
  return (
    <>
      <Records
        label="Invoices"
        columns={['Invoice', 'Issued', 'Status', { label: 'Amount', align: 'right' }, { label: 'For', sx: hideOnPhone }, 'Document']}
        loading={loading && !family}
        error={!family ? error : null}
        empty={family?.invoices.length === 0}
      >
        {family?.invoices.map((invoice) => (
          <TableRow key={invoice.id}>
            <TableCell>{invoice.invoiceNumber}</TableCell>
            <TableCell>{dates.longDay(invoice.issueDate)}</TableCell>
            <TableCell>{invoice.status.toLowerCase()}</TableCell>
            <TableCell align="right">
              {formatMoney(invoice.priceCents)}
              {invoice.balanceCents > 0 ? ` (due ${formatMoney(invoice.balanceCents)})` : ''}
            </TableCell>
            <TableCell sx={hideOnPhone}>{invoice.summary}</TableCell>
            <TableCell>
              {/* A family's cart is not issued yet: it has no PDF. */}
              {invoice.status !== 'PENDING' ? (
                <PdfDownloadLink href={invoicePdfPath(invoice.id)} label={`Download invoice ${invoice.invoiceNumber} (PDF)`} iconOnly />
              ) : null}
            </TableCell>
          </TableRow>
        ))}
      </Records>
      {family && <Pager label="Invoices" offset={offset} total={family.recordCounts.invoices} onOffset={setOffset} />}
    </>
  );
}

/** A family's credits, newest first, a page at a time. */
export function FamilyCredits({ familyAccountId }: { familyAccountId: number }) {
  const dates = useDates(useAcademyTimeZone());
  const [offset, setOffset] = useState(0);
  const { data, loading, error } = useQuery(FamilyCreditsQuery, {
    variables: { familyAccountId, offset },
    fetchPolicy: 'cache-and-network',
  });
  const family = data?.manageFamily;
  return (
    <>
      <Records
        label="Credits"
        columns={['Credit', 'Issued', 'Status', { label: 'Amount', align: 'right' }, { label: 'Notes', sx: hideOnPhone }]}
        loading={loading && !family}
        error={!family ? error : null}
        empty={family?.credits.length === 0}
      >
        {family?.credits.map((credit) => (
          <TableRow key={credit.id}>
            <TableCell>{credit.creditNumber}</TableCell>
            <TableCell>{dates.longDay(credit.issueDate)}</TableCell>
            <TableCell>{credit.status.toLowerCase()}</TableCell>
            <TableCell align="right">
              {formatMoney(credit.amountCents)} (left {formatMoney(credit.balanceCents)})
            </TableCell>
            <TableCell sx={hideOnPhone}>{credit.notes}</TableCell>
          </TableRow>
        ))}
      </Records>
      {family && <Pager label="Credits" offset={offset} total={family.recordCounts.credits} onOffset={setOffset} />}
    </>
  );
}
