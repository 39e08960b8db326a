import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useMutation } from '@apollo/client/react';
import { messages } from '@solve/core/messages';
import { formatMoney } from '@solve/core/pricing';
import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { PageSpinner } from '../../app/RequireSignIn';
import { CartItemCountQuery } from '../../app/shell/CartBadge';
import { errorMessage } from '../../components/errorMessage';
import { useOpenedOnce } from '../../components/useOpenedOnce';
import { visuallyHidden } from '../../components/visuallyHidden';
import { type CartData, CartQuery, RemoveCartItemMutation } from './cart.documents';
import { CouponCodeField } from './CouponCodeField';
import { WaitlistOfferFromLink } from '../waitlist';
import { useDrawnQuery } from '../../app/drawnQuery';

// The card form (its fields and checks) loads when Go to payment is first pressed.
const PaymentDialog = lazy(() => import('./PaymentDialog').then((module) => ({ default: module.PaymentDialog })));

/**
 * /cart and /purchase (§2, §4): the family's PENDING invoice (or an OPEN one owing money, or the
 * invoice named by ?invoiceId=), its lines with remove, open credits spent first, the total floored
 * at 0, and 'Go to payment'. A paid cart shows the paid icon, no remove column, no pay button.
 */
export default function CartPage() {
  const [params] = useSearchParams();
  const asked = Number(params.get('invoiceId'));
  const invoiceId = Number.isInteger(asked) && asked > 0 ? asked : null;
  const variables = { invoiceId };
  const { data, loading, error, refetch } = useDrawnQuery(CartQuery, { variables, fetchPolicy: 'cache-and-network' });
  if (loading && !data) return <PageSpinner />;
  if (error && !data) {
    return (
      <Page>
        <Alert severity="error" action={<Button onClick={() => void refetch()}>Try again</Button>}>
          {errorMessage(error, messages.CART_UNREADABLE)}
        </Alert>
      </Page>
    );
  }
  const cart = data?.cart;
  if (!cart || cart.items.length === 0) {
    return (
      <Page>
        <Alert severity="info">{messages.CART_EMPTY}</Alert>
        <Button component={RouterLink} to="/catalog" variant="contained" sx={{ mt: 2 }}>
          Browse the catalog
        </Button>
      </Page>
    );
  }
  return (
    <Page>
      <CartView cart={cart} />
    </Page>
  );
}

function Page({ children }: { children: React.ReactNode }) {
  return (
    <Box sx={{ width: '100%', maxWidth: 960, mx: 'auto', px: { xs: 2, md: 4 }, py: { xs: 2, md: 4 } }}>
      <Typography component="h2" variant="h4" sx={{ fontWeight: 800, mb: 2 }}>
        Cart
      </Typography>
      <WaitlistOfferFromLink />
      {children}
    </Box>
  );
}

function CartView({ cart }: { cart: CartData }) {
  const [paying, setPaying] = useState(false);
  const askedToPay = useOpenedOnce(paying);
  const [problem, setProblem] = useState<string | null>(null);
  const [remove, { loading: removing }] = useMutation(RemoveCartItemMutation, { refetchQueries: ['Cart', CartItemCountQuery] });
  const removable = !cart.paid && cart.status === 'PENDING';
  const wide = { display: { xs: 'none', sm: 'table-cell' } };

  const removeLine = async (id: number) => {
    setProblem(null);
    try {
      await remove({ variables: { itemId: id } });
    } catch (caught) {
      setProblem(errorMessage(caught, messages.CART_UNREADABLE));
    }
  };

  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 2, flexWrap: 'wrap' }}>
        <Typography color="text.secondary">Invoice {cart.invoiceNumber}</Typography>
        {cart.paid ? (
          <Chip icon={<CheckCircleIcon titleAccess="Paid" />} color="success" label="Paid" />
        ) : (
          <Chip label={cart.status === 'PENDING' ? 'Pending' : 'Open'} />
        )}
      </Box>
      <Table aria-label="Items" size="small">
        <TableHead>
          <TableRow>
            <TableCell>Item</TableCell>
            <TableCell sx={wide}>Student</TableCell>
            <TableCell align="right">Price</TableCell>
            {removable ? (
              <TableCell align="right">
                <Box component="span" sx={visuallyHidden}>
                  Remove
                </Box>
              </TableCell>
            ) : null}
          </TableRow>
        </TableHead>
        <TableBody>
          {cart.items.map((item) => (
            <TableRow key={item.id}>
              <TableCell>
                {/* A discount names itself (the class it is taken off is for the record). */}
                {item.itemType === 'CLASSROOM' && item.classroomCode ? (
                  <Link component={RouterLink} to={`/checkout?classroomId=${item.classroomId}`}>
                    {item.classroomTitle}
                  </Link>
                ) : (
                  item.description
                )}
                {item.earlyBird ? <Chip size="small" color="secondary" label="Early bird" sx={{ ml: 1 }} /> : null}
                {item.enrolled ? <Chip size="small" color="success" label="Enrolled" sx={{ ml: 1 }} /> : null}
                <Typography sx={{ display: { sm: 'none' }, fontSize: 13 }} color="text.secondary">
                  {item.studentName}
                </Typography>
              </TableCell>
              <TableCell sx={wide}>{item.studentName ?? ''}</TableCell>
              <TableCell align="right">
                {item.itemType === 'CLASSROOM' ? formatMoney(item.priceCents) : formatMoney(-item.priceCents)}
                {item.earlyBird ? (
                  <Box component="s" sx={{ display: 'block', fontSize: 12, color: 'text.secondary' }}>
                    {formatMoney(item.unitPriceCents)}
                  </Box>
                ) : null}
              </TableCell>
              {removable ? (
                <TableCell align="right">
                  {item.itemType === 'CLASSROOM' && !item.enrolled ? (
                    <IconButton
                      aria-label={`Remove ${item.classroomTitle ?? item.description} for ${item.studentName ?? ''}`}
                      onClick={() => void removeLine(item.id)}
                      disabled={removing}
                    >
                      <DeleteOutlineIcon />
                    </IconButton>
                  ) : null}
                </TableCell>
              ) : null}
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: '1fr auto',
          gap: 0.5,
          maxWidth: 360,
          ml: 'auto',
          mt: 2,
          '& dd': { m: 0, textAlign: 'right' },
        }}
      >
        {cart.paid ? (
          <>
            <dt>Order total</dt>
            <dd>{formatMoney(cart.priceCents)}</dd>
            <dt>Paid</dt>
            <dd>-{formatMoney(cart.priceCents - cart.balanceCents)}</dd>
          </>
        ) : (
          <>
            <dt>Subtotal</dt>
            <dd>{formatMoney(cart.balanceCents)}</dd>
          </>
        )}
        {cart.credits.map((credit) => (
          <Box key={credit.id} sx={{ display: 'contents' }}>
            <dt>
              Credit {credit.creditNumber}
              {credit.notes ? ` (${credit.notes})` : ''}
            </dt>
            <dd>{formatMoney(credit.balanceCents)} available</dd>
          </Box>
        ))}
        {cart.creditCents > 0 ? (
          <>
            <dt>Credits applied</dt>
            <dd>-{formatMoney(cart.creditCents)}</dd>
          </>
        ) : null}
        <Box component="dt" sx={{ fontWeight: 800 }}>
          Total
        </Box>
        <Box component="dd" sx={{ fontWeight: 800 }}>
          {formatMoney(cart.totalCents)}
        </Box>
      </Box>
      {removable ? <CouponCodeField applied={cart.couponCode ?? null} /> : null}
      {problem ? (
        <Alert severity="error" sx={{ mt: 2 }}>
          {problem}
        </Alert>
      ) : null}
      {!cart.paid ? (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 2, mt: 3, flexWrap: 'wrap' }}>
          <Button component={RouterLink} to="/catalog">
            Add more classes
          </Button>
          <Button variant="contained" size="large" onClick={() => setPaying(true)}>
            Go to payment
          </Button>
        </Box>
      ) : null}
      {askedToPay ? (
        <Suspense fallback={null}>
          <PaymentDialog open={paying} onClose={() => setPaying(false)} invoiceId={cart.invoiceId} totalCents={cart.totalCents} />
        </Suspense>
      ) : null}
    </>
  );
}
