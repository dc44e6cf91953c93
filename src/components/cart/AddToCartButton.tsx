/**
 * 'Añadir al carrito' of a booking's verify step: the priced selection (its price token) goes into
 * the cart and its seats are held; the user lands on /cart. Shared by every service's booking.
 */
import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCart';
import { Button } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { AppDataProvider } from '../../../dataProvider/index.ts';
import type { PriceCalculationBody } from '../../../domain/schemas/flightBooking.ts';
import { CART_SUMMARY_KEY } from '../../layout/main/CartLink.tsx';
import { CART_ITEMS_KEY } from './keys.ts';

export function AddToCartButton({ selection, priceToken, disabled }: { selection: PriceCalculationBody; priceToken: string | undefined; disabled?: boolean }) {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const { mutate, isPending } = useMutation({
    mutationFn: (price_token: string) => dataProvider.addCartItem({ ...selection, service_type: 'flights', price_token }),
    onSuccess: (item) => {
      const minutes = Math.round((Date.parse(item.expires_at) - Date.now()) / 60_000);
      notify('app.cartPage.added', { type: 'info', messageArgs: { minutes } });
      void queryClient.invalidateQueries({ queryKey: CART_ITEMS_KEY });
      void queryClient.invalidateQueries({ queryKey: CART_SUMMARY_KEY });
      navigate('/cart');
    },
    onError: (error: Error) => notify(error.message, { type: 'error' }),
  });
  return (
    <Button variant="outlined" startIcon={<AddShoppingCartIcon />} onClick={() => priceToken && mutate(priceToken)} disabled={!priceToken || disabled || isPending}>
      {translate('app.cartPage.add')}
    </Button>
  );
}
