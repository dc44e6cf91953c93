/**
 * GET payments/reservation-lookup/?locator= — the reservation the /payment page is about to charge,
 * found by its locator inside the caller's tenant scope (outside it: 404, as if it did not exist),
 * with what it still owes.
 */
import { fromMinor, toMinor } from '../../../../domain/money.ts';
import { outstandingMinor } from '../../../../domain/payments/statuses.ts';
import type { PayableReservationRecord } from '../../../../domain/schemas/cardPayments.ts';
import type { ServiceContext } from '../../../http/context.ts';
import { notFound } from '../../../http/errors.ts';
import { agencyScope } from '../../../http/scope.ts';

export async function lookupReservation({ db, actor }: ServiceContext, locator: string): Promise<PayableReservationRecord> {
  const r = await db
    .selectFrom('reservations as r')
    .innerJoin('agencies as a', 'a.id', 'r.agency_id')
    .innerJoin('currencies as c', 'c.id', 'r.currency_id')
    .select(['r.id', 'r.locator', 'r.service_type', 'r.client_name', 'r.agency_id', 'a.name as agency_name', 'r.currency_id', 'c.abbreviation', 'r.total', 'r.paid_amount', 'r.status', 'r.commercial_status', 'r.order_id'])
    .where('r.locator', '=', locator)
    .where(agencyScope(actor, 'r.agency_id'))
    .executeTakeFirst();
  if (!r) throw notFound();
  const owed = r.commercial_status === 'cancelled' ? 0 : outstandingMinor(toMinor(r.total), toMinor(r.paid_amount));
  return {
    id: r.id,
    locator: r.locator,
    service_type: r.service_type,
    client_name: r.client_name,
    agency: r.agency_id,
    agency_name: r.agency_name,
    currency: r.currency_id,
    currency_code: r.abbreviation,
    total: fromMinor(toMinor(r.total)),
    paid_amount: fromMinor(toMinor(r.paid_amount)),
    owed: fromMinor(owed),
    status: r.status,
    commercial_status: r.commercial_status,
    order: r.order_id,
  };
}
