/**
 * Books a hotel stay inside the caller's transaction (the cart checkout's, docs/api-cart.md): the
 * general reservation row, the rooms by the guarded update of inventory.ts, the hotel part
 * (hotel_reservations: rooms with holders, ages and supplements, what was taken, the policy of the
 * check-in season) and the first history row, all in that one transaction. A stay with an
 * on-request night waits for the coordinator: coordinator status `requested`; otherwise it is
 * `confirmed` at once.
 */
import { fromMinor } from '../../../domain/money.ts';
import type { HotelBookedRoom } from '../../../domain/records/hotelSales.ts';
import { stayNights } from '../../../domain/services/hotels.ts';
import type { ServiceContext } from '../../http/context.ts';
import { insertReservation } from '../flightBooking/service.ts';
import { addHistory } from '../reservations/history.ts';
import type { ProviderBooking } from '../hotelProvider/service.ts';
import type { HotelItemData, PricedStay } from './cartItem.ts';
import { takeNights, takesOf } from './inventory.ts';
import type { HotelBuyer } from './pricing.ts';
import { frozenLevels } from './pricing.ts';

/** `providerBooking`: a provider hotel's booking made at the provider (providerStay.ts): no rooms of ours are taken, its reference is kept. */
export async function bookHotelStay(ctx: ServiceContext, item: HotelItemData, priced: PricedStay, buyer: HotelBuyer, seller: number | null, providerBooking?: ProviderBooking): Promise<{ id: number; locator: string }> {
  const { db: trx, actor } = ctx;
  const { price, sell } = priced;
  const holder = item.rooms[0].holder;
  const onRequest = price.onRequest;
  const roomNames = new Map((await trx.selectFrom('hotel_room_types').select(['id', 'name']).where('hotel_id', '=', item.hotel_id).execute()).map((r) => [r.id, r.name]));
  const reservation = await insertReservation(
    trx,
    {
      service_type: 'hotels',
      agency_id: actor.agency.id,
      operator_id: actor.id,
      seller_id: seller,
      client_name: `${holder.first_name} ${holder.last_name}`,
      start_date: item.checkin,
      end_date: item.checkout,
      currency_id: price.currency_id,
      net: fromMinor(price.netMinor),
      total: fromMinor(sell.sellMinor),
      price_levels: JSON.stringify({
        currency: price.currency_id,
        net: fromMinor(price.netMinor),
        sell: fromMinor(sell.sellMinor),
        levels: frozenLevels(sell, buyer),
        total: fromMinor(sell.sellMinor),
      }),
      commercial_status: 'non-paid',
      accounting_status: 'no-reviewed',
      provider_status: 'no-paid',
      coordinator_status: onRequest ? 'requested' : 'confirmed',
      idempotency_key: null,
      idempotency_hash: null,
      created_by: actor.id,
      language: ctx.lang,
    },
    null,
    actor.agency.id,
  );
  const takes = providerBooking ? [] : takesOf(item.rooms, item.checkin, item.checkout);
  await takeNights(trx, takes, stayNights(item.checkin, item.checkout).length);
  const rooms: HotelBookedRoom[] = item.rooms.map((r, i) => {
    const p = price.rooms[i];
    return {
      room_type: r.room_type_id,
      room_type_name: roomNames.get(r.room_type_id) ?? '',
      occupancy: p.occupancy_id,
      adults: r.adults,
      children_ages: r.children_ages,
      holder: r.holder,
      supplements: p.supplements.map((s) => ({ id: s.id, name: s.name, mandatory: s.mandatory, amount: fromMinor(s.amountMinor) })),
      net: fromMinor(p.netMinor),
      on_request: p.onRequest,
    };
  });
  await trx
    .insertInto('hotel_reservations')
    .values({
      reservation_id: reservation.id,
      hotel_id: item.hotel_id,
      checkin: item.checkin,
      checkout: item.checkout,
      meal_plan_id: item.meal_plan_id,
      rooms: JSON.stringify(rooms),
      taken: JSON.stringify(takes),
      cancellation_policy: JSON.stringify(price.cancellation_policies),
      on_request: onRequest,
      provider_reference: providerBooking?.reference ?? null,
    })
    .execute();
  await addHistory(trx, reservation.id, actor.id, 'created', null, { locator: reservation.locator, total: fromMinor(sell.sellMinor), currency: price.currency_id, hotel: item.hotel_id, checkin: item.checkin, checkout: item.checkout, taken: takes, on_request: onRequest, ...(providerBooking ? { provider_reference: providerBooking.reference } : {}) });
  return reservation;
}
