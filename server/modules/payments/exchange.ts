/**
 * Paying from funds in another currency (domain/payments/exchange.ts has the rule): which
 * conversion a payment takes — none when the agency's funds are in the reservation's currency —
 * read from the rates history of the payment's day (exchangeRates/service.ts ratesOn), and the
 * conversion kept on the operation (migration 0035) for its settlement and its refunds.
 */
import { currencyById } from '../../../domain/currencies.ts';
import { fromMinor } from '../../../domain/money.ts';
import { crossRate, exchangeFor, MissingRateError, type PaymentExchange } from '../../../domain/payments/exchange.ts';
import type { OperationExchangeRecord } from '../../../domain/records/payments.ts';
import type { Selectable, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { PaymentOperationsTable } from '../../db/schemaPayments.ts';
import { fieldError } from '../../http/errors.ts';
import { todayUtc } from '../flightBooking/common.ts';
import { rateTable, ratesOn } from '../exchangeRates/service.ts';

type Tx = Transaction<Database>;
type Row = Pick<Selectable<PaymentOperationsTable>, 'currency_id' | 'funds_currency_id' | 'funds_amount' | 'exchange_rates' | 'rate_date'>;

const code = (id: number) => currencyById(id)?.abbreviation ?? String(id);

/**
 * The conversion a payment from the funds of `agencyId` of a reservation in `currencyId` takes on
 * the day of `now` (UTC), or null when the funds are in that currency. A currency without a rate
 * that day is a 400 (`non_field_errors`) before anything is written.
 */
export async function fundsExchange(tx: Tx, agencyId: number, currencyId: number, now = new Date()): Promise<PaymentExchange | null> {
  const agency = await tx.selectFrom('agencies').select('currency_id').where('id', '=', agencyId).executeTakeFirstOrThrow();
  if (agency.currency_id === currencyId) return null;
  const day = todayUtc(now);
  try {
    return exchangeFor(currencyId, agency.currency_id, rateTable(await ratesOn(tx, day)), day);
  } catch (err) {
    if (!(err instanceof MissingRateError)) throw err;
    throw fieldError('non_field_errors', 'funds_exchange.no_rate', { currency: code(err.currencyId), date: day, reservation: code(currencyId), funds: code(agency.currency_id) });
  }
}

/** The conversion kept on an operation, or null. */
export function exchangeOf(op: Row): PaymentExchange | null {
  if (op.funds_currency_id === null || op.exchange_rates === null || op.rate_date === null) return null;
  return { currencyId: op.currency_id, fundsCurrencyId: op.funds_currency_id, rates: Object.fromEntries(Object.entries(op.exchange_rates).map(([k, v]) => [Number(k), v])), rateDate: op.rate_date };
}

/** The columns of migration 0035 for an operation that moves `fundsMinor` of the funds' currency with `x`. */
export function exchangeColumns(x: PaymentExchange | null, fundsMinor: number) {
  if (!x) return {};
  return { funds_currency_id: x.fundsCurrencyId, funds_amount: fromMinor(Math.abs(fundsMinor)), exchange_rates: JSON.stringify(x.rates), rate_date: x.rateDate };
}

/** The operation's conversion as the API shows it. */
export function exchangeRecord(op: Row): OperationExchangeRecord | null {
  const x = exchangeOf(op);
  if (!x || op.funds_amount === null) return null;
  return {
    funds_currency: x.fundsCurrencyId,
    funds_amount: Number(op.funds_amount).toFixed(2),
    rate: crossRate(x),
    rates: Object.fromEntries(Object.entries(x.rates).map(([k, v]) => [k, v])),
    rate_date: x.rateDate,
  };
}
