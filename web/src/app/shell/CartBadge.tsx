import ShoppingCartOutlined from '@mui/icons-material/ShoppingCartOutlined';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import { useQuery } from '@apollo/client/react';
import { CART_BADGE_MAX } from '@solve/core/constants';
import { useNavigate } from 'react-router';
import { graphql } from '../../graphql';

export const CartItemCountQuery = graphql(`
  query CartItemCount {
    cartItemCount
  }
`);

/** '9+' when over 8 (family-catalog-payment.md §2). */
export function cartBadgeLabel(count: number): string {
  return count > CART_BADGE_MAX - 1 ? `${CART_BADGE_MAX}+` : String(count);
}

/** Classroom items in the family's pending or open invoice; shown only with a family account. */
export function CartBadge() {
  const navigate = useNavigate();
  const { data } = useQuery(CartItemCountQuery);
  const count = data?.cartItemCount ?? 0;
  return (
    <IconButton color="inherit" aria-label={`Cart, ${count} items`} onClick={() => navigate('/cart')}>
      <Badge badgeContent={count > 0 ? cartBadgeLabel(count) : null} color="secondary">
        <ShoppingCartOutlined />
      </Badge>
    </IconButton>
  );
}
