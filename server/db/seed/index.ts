/**
 * Seeding at start: the essentials always; the demo data only into an empty database (no users)
 * and only when SEED=demo. One transaction, so a failed seed leaves the database empty.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../schema.ts';
import { analyzeBenchFlights, seedBenchFlights } from './benchFlights.ts';
import { analyzeBenchLedger, seedBenchLedger } from './benchLedger.ts';
import { analyzeNetwork, seedBenchNetwork } from './benchNetwork.ts';
import { seedCatalog } from './catalog.ts';
import { seedEssentials } from './essentials.ts';
import { ensureSeatCategories, seedFlights } from './flights.ts';
import { seedNetwork, type SeededUser } from './network.ts';
import { seedNetworkExtras } from './networkExtras.ts';
import { seedQuotes } from './quotes.ts';
import { seedAccountingProviders } from './accountingProviders.ts';
import { analyzeBenchHotels, seedBenchHotels } from './benchHotels.ts';
import { seedHotels } from './hotelCatalog.ts';
import { seedHouses } from './houses.ts';
import { seedHotelReservations } from './hotelReservations.ts';
import { DEMO_PASSWORD } from './users.ts';

const SEED_LOCK = 727001;

export type { SeededUser };
export { DEMO_PASSWORD };

export async function isEmpty(db: Kysely<Database>): Promise<boolean> {
  const row = await db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  return row === undefined;
}

/** Returns the demo users created, or null when nothing was seeded. */
export async function seedDatabase(db: Kysely<Database>, mode: 'demo' | 'none' | 'bench-network' | 'bench' | 'bench-ledger'): Promise<SeededUser[] | null> {
  // 'bench-ledger' is 'bench' plus a million ledger transactions and overdue debts (issue 10).
  const bench = mode === 'bench' || mode === 'bench-ledger';
  const seeded = await db.transaction().execute(async (trx) => {
    // Instances starting together against one server seed one after the other, not twice.
    await sql`select pg_advisory_xact_lock(${SEED_LOCK})`.execute(trx);
    await seedEssentials(trx);
    await ensureSeatCategories(trx);
    if (mode === 'none' || !(await isEmpty(trx))) return null;
    await seedCatalog(trx);
    const users = await seedNetwork(trx);
    await seedNetworkExtras(trx);
    await seedFlights(trx);
    await seedQuotes(trx);
    await seedAccountingProviders(trx);
    await seedHotels(trx, new Date().toISOString().slice(0, 10));
    await seedHouses(trx, new Date().toISOString().slice(0, 10));
    await seedHotelReservations(trx, new Date().toISOString().slice(0, 10));
    if (mode === 'bench-network' || bench) await seedBenchNetwork(trx);
    // 'bench' adds a year of schedules and 100 000 reservations on top of the bench network.
    if (bench) await seedBenchFlights(trx);
    if (mode === 'bench-ledger') await seedBenchLedger(trx);
    // Issue 11: 2 000 hotels with a year of availability for the hotel search bench.
    if (bench) await seedBenchHotels(trx, new Date().toISOString().slice(0, 10));
    return users;
  });
  if (seeded && (mode === 'bench-network' || bench)) await analyzeNetwork(db);
  if (seeded && bench) await analyzeBenchFlights(db);
  if (seeded && mode === 'bench-ledger') await analyzeBenchLedger(db);
  if (seeded && bench) await analyzeBenchHotels(db);
  return seeded;
}

export function demoUsersTable(users: SeededUser[]): string {
  const rows = [['username', 'role', 'agency', 'password'], ...users.map((u) => [u.username, u.role, u.agency, DEMO_PASSWORD])];
  const widths = rows[0].map((_, col) => Math.max(...rows.map((r) => r[col].length)));
  const line = (r: string[]) => r.map((cell, col) => cell.padEnd(widths[col])).join('  ');
  return [line(rows[0]), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.slice(1).map(line)].join('\n');
}
