import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '../../components/visuallyHidden';
import { useQuery } from '@apollo/client/react';
import { classroomShortTitle } from '@solve/core/classroom';
import { formatMoney } from '@solve/core/pricing';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { PageSpinner } from '../../app/RequireSignIn';
import { calendarDay, useDates } from '../../app/dates';
import { FamilyFinanceQueryDoc, FamilyInvoiceQueryDoc } from './finance.documents';
import { invoicePdfPath, PdfDownloadLink, receiptPdfPath, refundPdfPath } from '../../components/PdfDownloadLink';
import { PaymentPlans } from './PaymentPlans';

/** A line of an invoice by name: 'Pre-Algebra for Alice Lee', or an offer's description. */
function lineLabel(item: { description: string; studentName: string | null; classroomTitle: string | null; classroomCode: string | null }) {
  const classroom = item.classroomTitle ? classroomShortTitle(item.classroomTitle) : item.classroomCode;
  if (!classroom) return item.description;
  return item.studentName ? `${classroom} for ${item.studentName}` : classroom;
}

/** Columns hidden at 768 px and below (§2 "Some columns are hidden on small screens"). */
const wide = { display: { xs: 'none', md: 'table-cell' } };

/** A phone's cells keep half the side padding, so four columns of codes and amounts fit 390 px. */
const phoneCells = { '& .MuiTableCell-root:not(.MuiTableCell-paddingNone)': { px: { xs: 1, sm: 2 } } };

/**
 * The FINANCE tab (§2): invoices (Invoice #, Status, Amount, Paid Date, Items, Notes) and credits
 * (number, Type, Status, Balance, Expiration, Notes), newest first. An invoice opens its detail;
 * a pending or open one leads to the cart. An issued invoice, each payment and each card refund download as PDFs.
 */
export function FinanceTab() {
  const { data, loading, error, refetch } = useQuery(FamilyFinanceQueryDoc, { fetchPolicy: 'cache-and-network' });
  const dates = useDates();
  const [openId, setOpenId] = useState<number | null>(null);
  if (loading && !data) return <PageSpinner />;
  if (error && !data) {
    return (
      <Alert severity="error" action={<Button onClick={() => void refetch()}>Try again</Button>}>
        Your orders could not be loaded. Please try again.
      </Alert>
    );
  }
  const invoices = data?.familyInvoices.invoices ?? [];
  const credits = data?.familyCredits.credits ?? [];
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 4 }}>
      <Box component="section" aria-label="Invoices">
        <Typography component="h3" variant="h6" sx={{ fontWeight: 800, mb: 1 }}>
          Invoices
        </Typography>
        {invoices.length === 0 ? <Typography color="text.secondary">No invoices yet.</Typography> : null}
        {invoices.length > 0 ? (
          <Table size="small" aria-label="Invoices" sx={phoneCells}>
            <TableHead>
              <TableRow>
                <TableCell>Invoice #</TableCell>
                <TableCell>Status</TableCell>
                <TableCell align="right">Amount</TableCell>
                <TableCell sx={wide}>Paid Date</TableCell>
                <TableCell sx={wide} align="right">
                  Items
                </TableCell>
                <TableCell sx={wide}>Notes</TableCell>
                <TableCell padding="none">
                  <Box component="span" sx={visuallyHidden}>
                    Documents
                  </Box>
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {invoices.map((invoice) => (
                <TableRow key={invoice.id} hover>
                  <TableCell>
                    {/* An invoice number stays on one line ('INV-1019'); the notes take what room is left. */}
                    <Button
                      size="small"
                      onClick={() => setOpenId(invoice.id)}
                      aria-label={`Invoice ${invoice.invoiceNumber}`}
                      sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
                    >
                      {invoice.invoiceNumber}
                    </Button>
                  </TableCell>
                  <TableCell>
                    <Chip size="small" color={invoice.paid ? 'success' : 'default'} label={invoice.paid ? 'PAID' : invoice.status} />
                  </TableCell>
                  <TableCell align="right">{formatMoney(invoice.priceCents)}</TableCell>
                  <TableCell sx={{ ...wide, whiteSpace: 'nowrap' }}>{invoice.paidDate ? dates.day(invoice.paidDate) : '—'}</TableCell>
                  <TableCell sx={wide} align="right">
                    {invoice.itemCount}
                  </TableCell>
                  <TableCell sx={wide}>{invoice.notes || invoice.classSummary || invoice.summary}</TableCell>
                  {/* The icon alone, without the cell's padding: a phone's row stays within the screen. */}
                  <TableCell padding="none">
                    {/* A cart is not a document yet: it has no PDF until it is issued. */}
                    {invoice.status !== 'PENDING' ? (
                      <PdfDownloadLink
                        href={invoicePdfPath(invoice.id)}
                        label={`Download invoice ${invoice.invoiceNumber} (PDF)`}
                        iconOnly
                      />
                    ) : null}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        ) : null}
      </Box>
      <PaymentPlans />
      <Box component="section" aria-label="Credits">
        <Typography component="h3" variant="h6" sx={{ fontWeight: 800, mb: 1 }}>
          Credits
        </Typography>
        {credits.length === 0 ? <Typography color="text.secondary">No credits.</Typography> : null}
        {credits.length > 0 ? (
          <Table size="small" aria-label="Credits" sx={phoneCells}>
            <TableHead>
              <TableRow>
                <TableCell>Number</TableCell>
                <TableCell>Type</TableCell>
                <TableCell>Status</TableCell>
                <TableCell align="right">Balance</TableCell>
                <TableCell sx={wide}>Expiration</TableCell>
                <TableCell sx={wide}>Notes</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {credits.map((credit) => (
                <TableRow key={credit.id}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{credit.creditNumber}</TableCell>
                  <TableCell>{credit.creditType}</TableCell>
                  <TableCell>{credit.status}</TableCell>
                  <TableCell align="right">{formatMoney(credit.balanceCents)}</TableCell>
                  <TableCell sx={wide}>{credit.expirationDate ? calendarDay(credit.expirationDate) : '—'}</TableCell>
                  <TableCell sx={wide}>{credit.notes}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        ) : null}
      </Box>
      <InvoiceDetail id={openId} onClose={() => setOpenId(null)} />
    </Box>
  );
}

function InvoiceDetail({ id, onClose }: { id: number | null; onClose(): void }) {
  const { data, loading, error } = useQuery(FamilyInvoiceQueryDoc, { variables: { id: id ?? 0 }, skip: id === null });
  const dates = useDates();
  const detail = data?.familyInvoice;
  return (
    <Dialog open={id !== null} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="invoice-detail-title">
      <DialogTitle id="invoice-detail-title">Invoice {detail?.invoice.invoiceNumber ?? ''}</DialogTitle>
      <DialogContent dividers>
        {loading ? <Typography>Loading…</Typography> : null}
        {error ? <Alert severity="error">This invoice could not be loaded.</Alert> : null}
        {detail ? (
          <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
            <Typography>
              Issued {dates.day(detail.invoice.issueDate)} ·{' '}
              {detail.invoice.paid
                ? `Paid ${detail.invoice.paidDate ? dates.day(detail.invoice.paidDate) : '—'}`
                : `Balance ${formatMoney(detail.invoice.balanceCents)}`}
            </Typography>
            <Table size="small" aria-label="Items">
              <TableBody>
                {detail.items.map((item) => (
                  <TableRow key={item.id}>
                    <TableCell>
                      {lineLabel(item)}
                      {item.withdrawn ? (
                        <Chip size="small" label="Withdrawn" sx={{ ml: 1 }} />
                      ) : item.enrolled ? (
                        <Chip size="small" color="success" label="Enrolled" sx={{ ml: 1 }} />
                      ) : null}
                    </TableCell>
                    <TableCell align="right">{formatMoney(item.itemType === 'CLASSROOM' ? item.priceCents : -item.priceCents)}</TableCell>
                  </TableRow>
                ))}
                <TableRow>
                  <TableCell sx={{ fontWeight: 800 }}>Total</TableCell>
                  <TableCell align="right" sx={{ fontWeight: 800 }}>
                    {formatMoney(detail.invoice.priceCents)}
                  </TableCell>
                </TableRow>
              </TableBody>
            </Table>
            {detail.payments.length > 0 ? (
              <>
                <Typography sx={{ fontWeight: 800 }}>Payments</Typography>
                {detail.payments.map((payment) => (
                  <Box key={payment.id} sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                    <Typography sx={{ fontSize: 14 }}>
                      {dates.day(payment.dateReceived)} · {payment.identification} · {formatMoney(payment.amountCents)}
                      {payment.authCode ? ` · authorization ${payment.authCode}` : ''}
                    </Typography>
                    <PdfDownloadLink
                      href={receiptPdfPath(payment.id)}
                      label={`Download receipt for ${formatMoney(payment.amountCents)} paid ${dates.day(payment.dateReceived)} (PDF)`}
                      text="Download receipt"
                    />
                  </Box>
                ))}
              </>
            ) : null}
            {detail.refunds.length > 0 ? (
              <>
                <Typography sx={{ fontWeight: 800 }}>Refunds</Typography>
                {detail.refunds.map((refund) => (
                  <Box key={refund.id} sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                    <Typography sx={{ fontSize: 14 }}>
                      {dates.day(refund.refundedAt)} · {formatMoney(refund.amountCents)} back to {refund.cardIdentification || 'the card'}
                    </Typography>
                    <PdfDownloadLink
                      href={refundPdfPath(refund.id)}
                      label={`Download refund receipt for ${formatMoney(refund.amountCents)} refunded ${dates.day(refund.refundedAt)} (PDF)`}
                      text="Download refund receipt"
                    />
                  </Box>
                ))}
              </>
            ) : null}
          </Box>
        ) : null}
      </DialogContent>
      <DialogActions>
        {detail && detail.invoice.status !== 'PENDING' ? (
          <PdfDownloadLink
            href={invoicePdfPath(detail.invoice.id)}
            label={`Download invoice ${detail.invoice.invoiceNumber} (PDF)`}
            text="Download invoice"
          />
        ) : null}
        {detail && !detail.invoice.paid ? (
          <Button component={RouterLink} to={`/cart?invoiceId=${detail.invoice.id}`} variant="contained">
            Go to cart
          </Button>
        ) : null}
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
