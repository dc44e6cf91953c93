/** Remove a cart item after a confirmation; its seats are given back by the server. */
import DeleteIcon from '@mui/icons-material/Delete';
import { Button } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Confirm, useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../../dataProvider/index.ts';
import type { CartItemRecord } from '../../../domain/records/cart.ts';
import { CART_SUMMARY_KEY } from '../../layout/main/CartLink.tsx';
import { CART_ITEMS_KEY } from './keys.ts';

export function RemoveCartItem({ item }: { item: CartItemRecord }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const { mutate, isPending } = useMutation({
    mutationFn: () => dataProvider.removeCartItem(item.id),
    onSuccess: () => {
      setOpen(false);
      notify('app.cartPage.removed', { type: 'info' });
      void queryClient.invalidateQueries({ queryKey: CART_ITEMS_KEY });
      void queryClient.invalidateQueries({ queryKey: CART_SUMMARY_KEY });
    },
    onError: (error: Error) => notify(error.message, { type: 'error' }),
  });
  return (
    <>
      <Button size="small" color="error" startIcon={<DeleteIcon />} onClick={() => setOpen(true)}>
        {translate('app.cartPage.remove')}
      </Button>
      <Confirm
        isOpen={open}
        loading={isPending}
        title="app.cartPage.remove_title"
        content="app.cartPage.remove_content"
        translateOptions={{ name: item.description }}
        onConfirm={() => mutate()}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
