import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import { useTheme } from '@mui/material/styles';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { ScrollableTable } from '../../../components/ScrollableTable';
import { StackedList, StackedListItem } from '../../../components/StackedList';
import { HeadedTable } from '..';
import { amountText, type CouponView, scopeText, STATUS_TEXT, usesText, validText } from './couponForm';

interface Props {
  coupons: readonly CouponView[];
  courses: Parameters<typeof scopeText>[1];
  /** While a coupon is being archived, the Archive buttons wait. */
  archiving: boolean;
  onChange: (coupon: CouponView) => void;
  onArchive: (coupon: CouponView) => void;
}

/** The academy's coupons: a table from a tablet's width up, one block per coupon on a phone (nothing to scroll sideways). */
export function CouponsList(props: Props) {
  const wide = useMediaQuery(useTheme().breakpoints.up('sm'));
  return wide ? <CouponsTable {...props} /> : <CouponsStack {...props} />;
}

function CouponButtons({ coupon, archiving, onChange, onArchive }: Omit<Props, 'coupons' | 'courses'> & { coupon: CouponView }) {
  if (coupon.status === 'ARCHIVED') return null;
  return (
    <>
      <Button size="small" onClick={() => onChange(coupon)} aria-label={`Change ${coupon.code}`}>
        Change
      </Button>
      <Button size="small" color="error" disabled={archiving} onClick={() => onArchive(coupon)} aria-label={`Archive ${coupon.code}`}>
        Archive
      </Button>
    </>
  );
}

/** The code, with what the admin wrote of it and whether it is for a first enrolment only. */
function CouponCode({ coupon }: { coupon: CouponView }) {
  return (
    <>
      <Typography sx={{ fontWeight: 700, fontFamily: 'monospace' }}>{coupon.code}</Typography>
      {coupon.description ? (
        <Typography variant="body2" color="text.secondary">
          {coupon.description}
        </Typography>
      ) : null}
      {coupon.firstEnrolmentOnly ? (
        <Typography variant="body2" color="text.secondary">
          First enrolment only
        </Typography>
      ) : null}
    </>
  );
}

const StatusChip = ({ coupon }: { coupon: CouponView }) => (
  <Chip size="small" label={STATUS_TEXT[coupon.status]} color={coupon.status === 'LIVE' ? 'success' : 'default'} />
);

function CouponsTable({ coupons, courses, ...actions }: Props) {
  return (
    <ScrollableTable label="Coupons table">
      <HeadedTable label="Coupons" columns={['Code', 'Discount', 'For', 'Valid', 'Uses', 'Status', null]}>
        {coupons.map((coupon) => (
          <TableRow key={coupon.id}>
            <TableCell>
              <CouponCode coupon={coupon} />
            </TableCell>
            <TableCell>{amountText(coupon.amount)}</TableCell>
            <TableCell>{scopeText(coupon, courses)}</TableCell>
            <TableCell>{validText(coupon.validFrom, coupon.validTo)}</TableCell>
            <TableCell>{usesText(coupon)}</TableCell>
            <TableCell>
              <StatusChip coupon={coupon} />
            </TableCell>
            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
              <CouponButtons coupon={coupon} {...actions} />
            </TableCell>
          </TableRow>
        ))}
      </HeadedTable>
    </ScrollableTable>
  );
}

function CouponsStack({ coupons, courses, ...actions }: Props) {
  return (
    <StackedList label="Coupons">
      {coupons.map((coupon) => (
        <StackedListItem key={coupon.id}>
          <Box sx={{ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: 1 }}>
            <Box sx={{ minWidth: 0 }}>
              <CouponCode coupon={coupon} />
            </Box>
            <StatusChip coupon={coupon} />
          </Box>
          <Typography sx={{ mt: 0.5 }}>
            {amountText(coupon.amount)} · {scopeText(coupon, courses)}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Valid: {validText(coupon.validFrom, coupon.validTo)} · Uses: {usesText(coupon)}
          </Typography>
          <Box sx={{ display: 'flex', gap: 1, ml: -1, mt: 0.5 }}>
            <CouponButtons coupon={coupon} {...actions} />
          </Box>
        </StackedListItem>
      ))}
    </StackedList>
  );
}
