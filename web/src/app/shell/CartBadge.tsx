import ShoppingCartOutlined from '@mui/icons-material/ShoppingCartOutlined';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import { cartBadgeLabel } from '@solve/core/shell';
import { useNavigate } from 'react-router';
import { graphql } from '../../graphql';
import { useDrawnQuery } from '../drawnQuery';

export const CartItemCountQuery = graphql(`
  query CartItemCount {
    cartItemCount
  }
`);

/** Classroom items in the family's pending or open invoice; shown only with a family account. */
export function CartBadge() {
  const navigate = useNavigate();
  const { data } = useDrawnQuery(CartItemCountQuery, { fetchPolicy: 'cache-and-network' });
  const count = data?.cartItemCount ?? 0;
  return (
    <IconButton color="inherit" aria-label={`Cart, ${count} ${count === 1 ? 'item' : 'items'}`} onClick={() => void navigate('/cart')}>
      <Badge badgeContent={cartBadgeLabel(count)} color="secondary">
        <ShoppingCartOutlined />
      </Badge>
    </IconButton>
  );
}
