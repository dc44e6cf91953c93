/** Cart link of the top bar with the item count of GET cart/summary/. */
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import { Badge, IconButton, Tooltip } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router-dom';
import { useDataProvider, useTranslate } from 'ra-core';
import type { AppDataProvider } from '../../../dataProvider/index.ts';

export const CART_SUMMARY_KEY = ['cart-summary'] as const;

export function useCartCount(): { count: number | undefined; isError: boolean } {
  const dataProvider = useDataProvider<AppDataProvider>();
  const { data, isError } = useQuery({ queryKey: CART_SUMMARY_KEY, queryFn: () => dataProvider.getCartSummary(), retry: false });
  return { count: data?.count, isError };
}

export function CartLink() {
  const translate = useTranslate();
  const { count = 0 } = useCartCount();
  const label = translate('app.topbar.cart', { smart_count: count });
  return (
    <Tooltip title={label}>
      <IconButton color="inherit" component={RouterLink} to="/cart" aria-label={label}>
        {/* The count is in the link's name already; the badge alone would be read a second time. */}
        <Badge badgeContent={count} color="secondary" max={99} slotProps={{ badge: { 'aria-hidden': true } }}>
          <ShoppingCartIcon />
        </Badge>
      </IconButton>
    </Tooltip>
  );
}
