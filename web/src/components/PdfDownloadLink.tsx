import DownloadIcon from '@mui/icons-material/Download';
import Button from '@mui/material/Button';

/** Where the server sends an invoice's PDF, a payment's receipt and a card refund's receipt. */
export const invoicePdfPath = (invoiceId: number) => `/documents/invoices/${invoiceId}.pdf`;
export const receiptPdfPath = (paymentId: number) => `/documents/payments/${paymentId}.pdf`;
export const refundPdfPath = (withdrawalId: number) => `/documents/refunds/${withdrawalId}.pdf`;

/**
 * A plain link that downloads a billing PDF (the browser sends the session cookie; the server
 * names the file). `label` says which document it is, for screen readers and tooltips.
 */
export function PdfDownloadLink({ href, label, text = 'PDF' }: { href: string; label: string; text?: string }) {
  return (
    <Button
      component="a"
      href={href}
      download
      size="small"
      startIcon={<DownloadIcon fontSize="small" />}
      aria-label={label}
      title={label}
      sx={{ whiteSpace: 'nowrap', minWidth: 0 }}
    >
      {text}
    </Button>
  );
}
