import DownloadIcon from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';

/** Where the server sends an invoice's PDF, a payment's receipt and a card refund's receipt. */
export const invoicePdfPath = (invoiceId: number) => `/documents/invoices/${invoiceId}.pdf`;
export const receiptPdfPath = (paymentId: number) => `/documents/payments/${paymentId}.pdf`;
export const refundPdfPath = (withdrawalId: number) => `/documents/refunds/${withdrawalId}.pdf`;

/**
 * A plain link that downloads a billing PDF (the browser sends the session cookie; the server
 * names the file). `label` says which document it is (its accessible name and tooltip); it starts
 * with the visible `text`, so that what a person sees is what a voice command can say. In a table
 * row (`iconOnly`), the icon alone keeps a phone's row within the screen.
 */
export function PdfDownloadLink({
  href,
  label,
  text = 'Download',
  iconOnly = false,
}: {
  href: string;
  label: string;
  text?: string;
  iconOnly?: boolean;
}) {
  if (iconOnly) {
    return (
      <IconButton component="a" href={href} download size="small" color="primary" aria-label={label} title={label}>
        <DownloadIcon fontSize="small" />
      </IconButton>
    );
  }
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
