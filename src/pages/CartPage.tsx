import { Alert, Paper, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Loading, useDataProvider, useLocaleState, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider/index.ts';
import { Countdown } from '../components/cart/Countdown.tsx';
import { CART_ITEMS_KEY } from '../components/cart/keys.ts';
import { RemoveCartItem } from '../components/cart/RemoveCartItem.tsx';
import { CheckoutForm } from '../components/cart/CheckoutForm.tsx';
import { OrderDone } from '../components/cart/OrderDone.tsx';
import type { CheckoutRecord } from '../../domain/records/cart.ts';
import { SaveAsQuote } from '../components/cart/SaveAsQuote.tsx';
import { PageTitle } from '../components/PageTitle.tsx';
import { formatDate, formatMoney } from '../components/flights/format.ts';
import { CART_HOLDING_SERVICES } from '../../domain/schemas/cart.ts';

const COLUMNS = ['service', 'description', 'dates', 'passengers', 'price', 'expiry'] as const;

/** /cart: the user's items with their holds, then their checkout, then the order it made (docs/api-cart.md). */
export function CartPage() {
  const translate = useTranslate();
  const [language] = useLocaleState();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { data, isPending, isError } = useQuery({ queryKey: CART_ITEMS_KEY, queryFn: () => dataProvider.getCartItems() });
  const [done, setDone] = useState<CheckoutRecord | null>(null);
  const title = translate('app.cart.title');
  if (done) {
    return (
      <>
        <PageTitle title={title} />
        <OrderDone result={done} onContinue={() => setDone(null)} />
      </>
    );
  }
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 4 } }}>
      <PageTitle title={title} />
      <SaveAsQuote />
      {isPending && <Loading />}
      {isError && <Alert severity="error">{translate('app.cartPage.load_error')}</Alert>}
      {data?.length === 0 && <Alert severity="info">{translate('app.cartPage.empty')}</Alert>}
      {data && data.length > 0 && (
        <Table size="small" aria-label={title}>
          <TableHead>
            <TableRow>
              {COLUMNS.map((c) => (
                <TableCell key={c}>{translate(`app.cartPage.columns.${c}`)}</TableCell>
              ))}
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {data.map((item) => (
              <TableRow key={item.id}>
                <TableCell>{translate(`app.cartPage.services.${item.service_type}`, { _: item.service_type })}</TableCell>
                <TableCell>{item.description}</TableCell>
                <TableCell>
                  {formatDate(item.start_date, language)} – {formatDate(item.end_date, language)}
                </TableCell>
                <TableCell>{translate('app.cartPage.passengers', item.passengers)}</TableCell>
                <TableCell align="right">{formatMoney(item.price, item.currency, language)}</TableCell>
                <TableCell>
                  <Countdown expiresAt={item.expires_at} held={item.held} holds={CART_HOLDING_SERVICES.includes(item.service_type)} />
                </TableCell>
                <TableCell>
                  <RemoveCartItem item={item} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {/* Remounted when the items change (one removed, new prices), so the form fits them. */}
      {data && data.length > 0 && <CheckoutForm key={data.map((i) => `${i.id}:${i.price}`).join(',')} items={data} onDone={setDone} />}
    </Paper>
  );
}

export default CartPage;
