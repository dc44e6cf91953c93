/**
 * /admin/tipos-de-cambio: the history of exchange rates against USD (newest effective day first),
 * the rates in effect today beside it, and 'Nuevo tipo de cambio' for the finance staff. Rates are
 * never edited nor deleted: a new rate is a new row (docs/api-quotes.md).
 */
import { Chip } from '@mui/material';
import { DataTable, DateField, SelectField, SelectInput, useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import type { ExchangeRateRecord } from '../../domain/schemas/exchangeRates.ts';
import { formatDate } from '../../src/components/flights/format.ts';
import { useDateLocale } from '../../src/components/useDateLocale.ts';
import { ListPage } from '../common/ListPage.tsx';
import { ResponsiveList } from '../common/ResponsiveList.tsx';
import { CurrentRates } from './CurrentRates.tsx';
import { CreateExchangeRateButton, ratedCurrencyChoices } from './ExchangeRateDialog.tsx';

const filters = [<SelectInput key="currency" source="currency" choices={ratedCurrencyChoices} translateChoice={false} alwaysOn emptyText="app.network.any" label="resources.exchange-rates.fields.currency" />];

function CurrentChip() {
  const record = useRecordContext<ExchangeRateRecord>();
  const translate = useTranslate();
  if (!record?.current) return null;
  return <Chip size="small" variant="outlined" color="success" label={translate('app.exchangeRates.current_chip')} />;
}

export function ExchangeRateList() {
  const locales = useDateLocale();
  const [language] = useLocaleState();
  return (
    <ListPage
      resource="exchange-rates"
      title="app.menu.routes.admin_tipos_de_cambio"
      crumbs={[{ label: 'app.menu.areas.administration' }]}
      filters={filters}
      sort={{ field: 'effective_from', order: 'DESC' }}
      toolbar={{ create: false, extra: <CreateExchangeRateButton /> }}
      emptyMessage="app.exchangeRates.empty"
      aside={<CurrentRates />}
    >
      <ResponsiveList<ExchangeRateRecord> resource="exchange-rates" linkable={false} primary={(r) => `${r.currency_code} ${r.rate}`} secondary={(r) => r.effective_from} tertiary={(r) => r.created_by_name}>
        <DataTable rowClick={false} bulkActionButtons={false}>
          <DataTable.Col source="currency">
            <SelectField source="currency" choices={ratedCurrencyChoices} translateChoice={false} />
          </DataTable.Col>
          <DataTable.Col source="rate" />
          <DataTable.Col source="effective_from" render={(r: ExchangeRateRecord) => formatDate(r.effective_from, language)} />
          <DataTable.Col source="current" disableSort>
            <CurrentChip />
          </DataTable.Col>
          <DataTable.Col source="created_by_name" disableSort />
          <DataTable.Col source="created_at">
            <DateField source="created_at" showTime locales={locales} />
          </DataTable.Col>
        </DataTable>
      </ResponsiveList>
    </ListPage>
  );
}

export default ExchangeRateList;
