/**
 * Unpaid checkouts (docs/api-cart.md 'Booking unpaid'): a checkout without a payment is allowed
 * while the `unpaid_booking_hours` setting is above 0, and its reservations get a payment deadline.
 * The release job claims each reservation still unpaid after it with FOR UPDATE SKIP LOCKED (like
 * the hold expiry job) and cancels it through its service's own cancellation — flight seats or hotel
 * rooms freed and the history row written by it, in the claim's transaction, as the user who booked
 * it — and notifies the agency (alert and e-mail, unpaidNotice.ts) in that same transaction.
 */
import type { Kysely } from 'kysely';
import { CONFIGURATION_SCHEMAS } from '../../../domain/schemas/configurations.ts';
import type { Database } from '../../db/schema.ts';
import { serviceContext } from '../../http/context.ts';
import { ApiError } from '../../http/errors.ts';
import { createPoller, type JobBatch, type Poller } from '../../jobs/poller.ts';
import type { ServiceContext } from '../../http/context.ts';
import { findUser, toActor } from '../accounts/session.ts';
import { cancelFlightReservation } from '../flightBooking/changes.ts';
import { cancelHotelReservation } from '../hotelSales/reservations.ts';
import { reservationsChanged } from '../reservations/cache.ts';
import { notifyUnpaidRelease } from './unpaidNotice.ts';

type Db = Kysely<Database>;

export const DEFAULT_UNPAID_HOURS = 48;
export const UNPAID_POLL_MS = 60_000;
const BATCH = 50;

/**
 * The hours an unpaid booking of the agency lasts: its own term, else the portal's
 * `unpaid_booking_hours` setting (a missing or malformed row falls back to the default).
 */
export async function unpaidHours(db: Db, agencyId: number): Promise<number> {
  const row = await db
    .selectNoFrom((eb) => [
      eb.selectFrom('agencies').select('unpaid_booking_hours').where('id', '=', agencyId).as('own'),
      eb.selectFrom('configurations').select('value').where('key', '=', 'unpaid_booking_hours').as('setting'),
    ])
    .executeTakeFirstOrThrow();
  // The agency's own term (migration 0048), else the portal's setting, else the default.
  if (row.own !== null) return row.own;
  const parsed = CONFIGURATION_SCHEMAS.unpaid_booking_hours.safeParse(row.setting);
  return parsed.success ? parsed.data : DEFAULT_UNPAID_HOURS;
}

/**
 * Each service's own cancellation (its inventory release, penalty rule and history row), run in the
 * claim's transaction. A service without one is treated as a refused cancellation: the booking
 * loses its deadline and stays for the staff.
 */
const CANCELLATIONS: Record<string, (ctx: ServiceContext, id: number, now: Date) => Promise<unknown>> = {
  flights: (ctx, id, now) => cancelFlightReservation(ctx, id, {}, now),
  hotels: (ctx, id, now) => cancelHotelReservation(ctx, id, {}, now),
};

/** The cancellation refused this reservation (a checked-in passenger, …): its transaction is undone. */
class CancellationRefused extends Error {
  constructor(readonly reservationId: number) {
    super(`reservation ${reservationId}: cancellation refused`);
  }
}

/**
 * Cancels one reservation unpaid past its deadline; false when none is due (or all are being worked
 * on). A reservation whose cancellation is refused loses its deadline instead: it stays unpaid for
 * the staff to follow, and neither blocks the rest of the run nor comes back at every poll.
 */
async function releaseOne(db: Db, now: Date): Promise<boolean> {
  try {
    return await claimAndCancel(db, now);
  } catch (err) {
    if (!(err instanceof CancellationRefused)) throw err;
    await db.updateTable('reservations').set({ payment_deadline: null }).where('id', '=', err.reservationId).where('payment_deadline', '<=', now).execute();
    return true;
  }
}

async function claimAndCancel(db: Db, now: Date): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const due = await trx
      .selectFrom('reservations')
      .select(['id', 'created_by', 'service_type', 'payment_deadline'])
      .where('status', '=', 'reserved')
      .where('payment_deadline', '<=', now)
      .where('paid_amount', '=', '0')
      // A card payment still open (the payer on the gateway's page) waits: the reconciliation job
      // closes an abandoned one (payments/reconcile.ts), and the release follows.
      .where(({ not, exists, selectFrom, or, and }) =>
        not(
          exists(
            selectFrom('payment_operations as po')
              .select('po.id')
              .where('po.kind', '=', 'payment')
              .where('po.status', 'in', ['pending', 'processing', 'authorised'])
              .where((w) => or([w('po.reservation_id', '=', w.ref('reservations.id')), and([w('po.reservation_id', 'is', null), w('po.order_id', '=', w.ref('reservations.order_id'))])])),
          ),
        ),
      )
      .orderBy('payment_deadline')
      .orderBy('id')
      .limit(1)
      .forUpdate()
      .skipLocked()
      .executeTakeFirst();
    if (!due) return false;
    const user = due.created_by === null ? undefined : await findUser(trx, { id: due.created_by });
    // Without its booker (deleted user) the deadline is dropped rather than retried for ever.
    if (user) {
      const cancel = CANCELLATIONS[due.service_type];
      if (!cancel) throw new CancellationRefused(due.id);
      try {
        await cancel(serviceContext(trx, toActor(user)), due.id, now);
      } catch (err) {
        if (err instanceof ApiError && err.statusCode < 500) throw new CancellationRefused(due.id);
        throw err;
      }
      await notifyUnpaidRelease(trx, due.id, due.payment_deadline!);
    }
    await trx.updateTable('reservations').set({ payment_deadline: null }).where('id', '=', due.id).execute();
    return true;
  });
}

export async function releaseUnpaidBookings(db: Db, now: Date, limit = BATCH): Promise<JobBatch> {
  let done = 0;
  while (done < limit && (await releaseOne(db, now))) done++;
  if (done > 0) await reservationsChanged(db);
  return { done };
}

export interface UnpaidReleaseOptions {
  db: Db;
  log: { error: (details: object, message: string) => void };
  clock?: () => Date;
  pollMs?: number;
}

export function createUnpaidReleaseWorker(options: UnpaidReleaseOptions): Poller<JobBatch> {
  const clock = options.clock ?? (() => new Date());
  return createPoller({
    intervalMs: options.pollMs ?? UNPAID_POLL_MS,
    run: () => releaseUnpaidBookings(options.db, clock()),
    onError: (err) => options.log.error({ err }, 'the unpaid booking release job could not run'),
  });
}
