/**
 * 409 price_changed of a checkout (docs/api-cart.md 'Checkout' step 1): each changed item with its
 * old and new price; confirming posts the same checkout again (the items now carry the new prices).
 */
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useId } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import type { CartItemRecord, PriceChangeRecord } from '../../../domain/records/cart.ts';
import { formatMoney } from '../flights/format.ts';

interface Props {
  changes: readonly PriceChangeRecord[];
  items: readonly CartItemRecord[];
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

export function PriceChangedDialog({ changes, items, busy, onConfirm, onCancel }: Props) {
  const translate = useTranslate();
  const [language] = useLocaleState();
  const titleId = useId();
  const itemOf = (id: number) => items.find((i) => i.id === id);
  return (
    <Dialog open onClose={onCancel} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{translate('app.checkout.price_changed.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{translate('app.checkout.price_changed.intro')}</DialogContentText>
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{translate('app.checkout.price_changed.item')}</TableCell>
              <TableCell align="right">{translate('app.checkout.price_changed.old')}</TableCell>
              <TableCell align="right">{translate('app.checkout.price_changed.new')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {changes.map((c) => {
              const item = itemOf(c.id);
              const currency = item?.currency ?? 1;
              return (
                <TableRow key={c.id}>
                  <TableCell>{item?.description ?? `#${c.id}`}</TableCell>
                  <TableCell align="right">{formatMoney(c.old_price, currency, language)}</TableCell>
                  <TableCell align="right">
                    <strong>{formatMoney(c.new_price, currency, language)}</strong>
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={busy}>
          {translate('app.checkout.price_changed.cancel')}
        </Button>
        <Button variant="contained" onClick={onConfirm} disabled={busy}>
          {translate('app.checkout.price_changed.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
