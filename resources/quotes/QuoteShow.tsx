/**
 * /cart/cotizaciones/:id: one quote — who made it and when, its items with their prices in the
 * quote's currency and in their own, the total, the rates used — and its actions.
 */
import { Alert, Box, Paper, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { Show, useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import type { QuoteDetailRecord } from '../../domain/records/quotes.ts';
import { DETAIL_QUERY } from '../common/detailQuery.ts';
import { RecordBreadcrumbs } from '../../src/components/Breadcrumbs.tsx';
import { formatDate, formatInstant, formatMoney } from '../../src/components/flights/format.ts';
import { listPath } from '../paths.ts';
import { QuoteActions } from './QuoteActions.tsx';

function QuoteItems() {
  const quote = useRecordContext<QuoteDetailRecord>();
  const translate = useTranslate();
  const [language] = useLocaleState();
  if (!quote) return null;
  const converted = quote.items.some((i) => i.currency !== quote.currency);
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={translate('app.quotes.items')}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('app.quotes.service')}</TableCell>
            <TableCell>{translate('app.cartPage.columns.description')}</TableCell>
            <TableCell>{translate('app.cartPage.columns.dates')}</TableCell>
            <TableCell>{translate('app.cartPage.columns.passengers')}</TableCell>
            {converted && <TableCell align="right">{translate('app.quotes.original_price')}</TableCell>}
            <TableCell align="right">{translate('app.quotes.converted_price', { currency: quote.currency_code })}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {quote.items.map((item) => (
            <TableRow key={item.id}>
              <TableCell>{translate(`app.cartPage.services.${item.service_type}`, { _: item.service_type })}</TableCell>
              <TableCell>{item.description}</TableCell>
              <TableCell>
                {formatDate(item.start_date, language)} – {formatDate(item.end_date, language)}
              </TableCell>
              <TableCell>{translate('app.quotes.passengers', item.passengers)}</TableCell>
              {converted && <TableCell align="right">{formatMoney(item.price, item.currency, language)}</TableCell>}
              <TableCell align="right">{formatMoney(item.converted_price, quote.currency, language)}</TableCell>
            </TableRow>
          ))}
          <TableRow>
            <TableCell colSpan={converted ? 5 : 4} align="right" sx={{ fontWeight: 700 }}>
              {translate('resources.quotes.fields.total')}
            </TableCell>
            <TableCell align="right" sx={{ fontWeight: 700 }}>
              {formatMoney(quote.total, quote.currency, language)}
            </TableCell>
          </TableRow>
        </TableBody>
      </Table>
    </Box>
  );
}

function QuoteSummary() {
  const quote = useRecordContext<QuoteDetailRecord>();
  const translate = useTranslate();
  const [language] = useLocaleState();
  if (!quote) return null;
  const rates = quote.rates.filter((r) => r.currency !== 1);
  const converted = quote.items.some((i) => i.currency !== quote.currency);
  return (
    <Box sx={{ display: 'grid', gap: 2, p: 2 }}>
      <Box>
        <Typography variant="h6" component="h2">
          {quote.name}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {translate('app.quotes.created_by', { owner: quote.owner_name, agency: quote.agency_name, date: formatInstant(quote.created_at, language) })}
        </Typography>
      </Box>
      <QuoteActions page />
      {!quote.can_change && <Alert severity="info">{translate('app.quotes.owner_only')}</Alert>}
      <Paper variant="outlined">
        <QuoteItems />
      </Paper>
      <Typography variant="body2" color="text.secondary">
        {converted
          ? `${translate('app.quotes.rates')}: ${rates.map((r) => translate('app.quotes.rate_line', { rate: r.rate, currency: r.currency_code, date: formatDate(r.effective_from, language) })).join(' · ')}`
          : translate('app.quotes.no_conversion')}
      </Typography>
    </Box>
  );
}

export function QuoteShow() {
  const { id = '' } = useParams();
  return (
    <>
      <RecordBreadcrumbs<QuoteDetailRecord> resource="quotes" id={id} parents={[{ label: 'app.menu.routes.cart_cotizaciones', to: listPath('quotes') }]} name={(q) => q.name} />
      <Show resource="quotes" id={id} actions={false} queryOptions={DETAIL_QUERY}>
        <QuoteSummary />
      </Show>
    </>
  );
}

export default QuoteShow;
