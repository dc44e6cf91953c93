/**
 * 'Pasar al carrito': every item of the quote back into the cart, re-priced and held (docs/api-quotes.md
 * 'Convert'). New prices come back as a 409 `price_changed`, shown old and new beside each other;
 * accepting them converts at exactly those prices. Then the user lands on /cart.
 */
import ShoppingCartCheckoutIcon from '@mui/icons-material/ShoppingCartCheckout';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, IconButton, Table, TableBody, TableCell, TableHead, TableRow, Tooltip } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type MouseEvent } from 'react';
import { useDataProvider, useLocaleState, useNotify, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { AppDataProvider } from '../../dataProvider/index.ts';
import { isHttpError } from '../../dataProvider/errors.ts';
import { PATHS } from '../../domain/menu.ts';
import type { QuotePriceChangeRecord, QuoteRecord } from '../../domain/records/quotes.ts';
import { CART_ITEMS_KEY } from '../../src/components/cart/keys.ts';
import { formatMoney } from '../../src/components/flights/format.ts';
import { useHandleError } from '../../src/errors/useHandleError.ts';
import { CART_SUMMARY_KEY } from '../../src/layout/main/CartLink.tsx';

/** The items of a 409 price_changed, or null for any other failure. */
function priceChanges(error: unknown): QuotePriceChangeRecord[] | null {
  if (!isHttpError(error) || error.status !== 409 || error.body?.code !== 'price_changed') return null;
  const items = (error.body.data as { items?: QuotePriceChangeRecord[] } | undefined)?.items;
  return Array.isArray(items) ? items : null;
}

export function ConvertQuoteButton({ quote, variant = 'icon' }: { quote: QuoteRecord; variant?: 'icon' | 'button' }) {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const handleError = useHandleError();
  const [language] = useLocaleState();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const [changes, setChanges] = useState<QuotePriceChangeRecord[] | null>(null);
  const { mutate, isPending } = useMutation({
    mutationFn: (accepted: QuotePriceChangeRecord[] | null) =>
      dataProvider.convertQuote(quote.id, accepted ? { accepted_prices: accepted.map((c) => ({ id: c.id, price: c.new_price })) } : {}),
    onSuccess: (result) => {
      setChanges(null);
      notify('app.quotes.converted', { type: 'success', messageArgs: { count: result.items.length } });
      void queryClient.invalidateQueries({ queryKey: CART_ITEMS_KEY });
      void queryClient.invalidateQueries({ queryKey: CART_SUMMARY_KEY });
      navigate(PATHS.cart);
    },
    onError: (error) => {
      const changed = priceChanges(error);
      if (changed) setChanges(changed);
      else {
        setChanges(null);
        handleError(error);
      }
    },
  });
  const label = translate('app.quotes.convert');
  const start = (event: MouseEvent) => {
    event.stopPropagation();
    mutate(null);
  };
  return (
    <>
      {variant === 'icon' ? (
        <Tooltip title={label}>
          <span>
            <IconButton size="small" color="primary" aria-label={label} onClick={start} disabled={isPending}>
              <ShoppingCartCheckoutIcon fontSize="small" />
            </IconButton>
          </span>
        </Tooltip>
      ) : (
        <Button variant="contained" startIcon={<ShoppingCartCheckoutIcon />} onClick={start} disabled={isPending}>
          {label}
        </Button>
      )}
      <Dialog open={changes !== null} onClose={() => setChanges(null)} aria-labelledby={`price-changed-${quote.id}`} onClick={(event) => event.stopPropagation()}>
        <DialogTitle id={`price-changed-${quote.id}`}>{translate('app.quotes.price_changed_title')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{translate('app.quotes.price_changed_intro')}</DialogContentText>
          <Table size="small" sx={{ mt: 2 }}>
            <TableHead>
              <TableRow>
                <TableCell>{translate('app.quotes.service')}</TableCell>
                <TableCell align="right">{translate('app.quotes.old_price')}</TableCell>
                <TableCell align="right">{translate('app.quotes.new_price')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {(changes ?? []).map((c) => (
                <TableRow key={c.id}>
                  <TableCell>{c.description}</TableCell>
                  <TableCell align="right">{formatMoney(c.old_price, c.currency, language)}</TableCell>
                  <TableCell align="right">{formatMoney(c.new_price, c.currency, language)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setChanges(null)}>{translate('ra.action.cancel')}</Button>
          <Button variant="contained" onClick={() => mutate(changes)} disabled={isPending}>
            {translate('app.quotes.accept_prices')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
