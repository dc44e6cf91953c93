/**
 * The hold expiry job: gives back the seats of cart items whose hold ran out. Each item is
 * claimed with FOR UPDATE SKIP LOCKED and released in its own short transaction, so several
 * instances share the work, a checkout or removal holding the item is skipped (it settles the hold
 * itself), and inventory rows are only ever locked in the shared order of one item's seats. The
 * item stays in the cart without its hold: its checkout then takes seats like any booking.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { createPoller, type JobBatch, type Poller } from '../../jobs/poller.ts';
import type { SeatSource } from '../flightBooking/inventory.ts';
import { releaseHold } from './holds.ts';

type Db = Kysely<Database>;

export const HOLD_POLL_MS = 15_000;
const BATCH = 50;

/** Releases one expired hold; false when none was due (or all due ones are being worked on). */
async function releaseOne(db: Db, now: Date): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const item = await trx
      .selectFrom('cart_items')
      .select(['id', 'held_seats'])
      .where('held_seats', 'is not', null)
      .where('expires_at', '<=', now)
      .orderBy('expires_at')
      .orderBy('id')
      .limit(1)
      .forUpdate()
      .skipLocked()
      .executeTakeFirst();
    if (!item) return false;
    await releaseHold(trx, item.held_seats as SeatSource[]);
    await trx.updateTable('cart_items').set({ held_seats: null }).where('id', '=', item.id).execute();
    return true;
  });
}

export async function releaseExpiredHolds(db: Db, now: Date, limit = BATCH): Promise<JobBatch> {
  let done = 0;
  while (done < limit && (await releaseOne(db, now))) done++;
  return { done };
}

export interface HoldExpiryOptions {
  db: Db;
  log: { error: (details: object, message: string) => void };
  clock?: () => Date;
  pollMs?: number;
}

export function createHoldExpiryWorker(options: HoldExpiryOptions): Poller<JobBatch> {
  const clock = options.clock ?? (() => new Date());
  return createPoller({
    intervalMs: options.pollMs ?? HOLD_POLL_MS,
    run: () => releaseExpiredHolds(options.db, clock()),
    onError: (err) => options.log.error({ err }, 'the cart hold expiry job could not run'),
  });
}
