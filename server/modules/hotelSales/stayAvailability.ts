/**
 * What the search reads of each candidate's availability: the nights of its room types over the
 * stay, summed up per room type (domain hotelStayAvailability.ts `summedStay`). The nights are kept
 * in memory per hotel, availability version and block of BLOCK_DAYS days. Like the catalogue
 * (searchCatalogue.ts) it is not an answer cache and stays on with ANSWER_CACHE=off: the candidates'
 * statement reads each hotel's committed version (migration 0055: any statement that changes a
 * hotel's nights appends to it in its own transaction, whoever wrote it), and the nights kept for a
 * version were read after that version was committed, so no instance sums up nights older than
 * the committed ones. A booking still takes its rooms by the guarded update of the nights
 * themselves (inventory.ts): the search only decides what is shown.
 */
import { sql, type Kysely, type RawBuilder } from 'kysely';
import { dayNumber } from '../../../domain/services/hotelStay.ts';
import { availabilityBlock, BLOCK_DAYS, stayBlocks, summedStay, type AvailabilityBlock, type BlockNight } from '../../../domain/services/hotelStayAvailability.ts';
import type { StayAvailability } from '../../../domain/services/hotels.ts';
import type { Database } from '../../db/schema.ts';
import type { Fold } from '../../jobs/foldWorker.ts';

type Db = Kysely<Database>;

/**
 * A hotel's availability version: the sum of its changes' weights and their highest id (0055).
 * The sum grows with every committed change in any order of commits; the id tells a table emptied
 * and filled again (the identity keeps counting).
 */
export function availabilityVersion(hotelId: RawBuilder<number>): RawBuilder<string> {
  return sql<string>`(select coalesce(sum(c.weight), 0) || ':' || coalesce(max(c.id), 0) from hotel_availability_changes c where c.hotel_id = ${hotelId})`;
}

/** Folds each hotel's appended version rows into one (0055), up to `maxHotels` hotels; how many it folded. */
export async function foldAvailabilityVersions(db: Db, maxHotels: number): Promise<number> {
  const { rows } = await sql<{ folded: number }>`select hotel_availability_changes_fold(${maxHotels}) as folded`.execute(db);
  return rows[0].folded;
}

export const AVAILABILITY_VERSIONS_FOLD: Fold = { name: 'hotel availability versions', run: foldAvailabilityVersions };

/**
 * Hotels kept (a version of each): their blocks are about 1 KB each, a year of a hotel ~12 KB.
 * Beyond, the hotel whose kept version was first read longest ago is dropped, and read again when asked.
 */
const HOTELS_KEPT = 5_000;
/** Blocks a hotel keeps at most (stays asked over ~3 years); beyond, its blocks are read again. */
const BLOCKS_PER_HOTEL = 40;

/** One hotel's nights at one version: the blocks read since (each read after the version was). */
interface HotelNights {
  readonly version: string;
  readonly blocks: Map<number, AvailabilityBlock>;
}

/**
 * Per database handle, by hotel id. Not a TtlCache: entries are looked up by hotel and replaced
 * when its version changes, and a search asks ~130 hotels' blocks, nearly always all kept.
 */
const keptByDb = new WeakMap<Db, Map<number, HotelNights>>();

const EMPTY: AvailabilityBlock = availabilityBlock([]);

/** The blocks asked, one [hotel, block] pair each, read in one statement. */
async function loadBlocks(db: Db, hotels: readonly number[], blocks: readonly number[]): Promise<{ hotel_id: number; block: number; nights: BlockNight[] | null }[]> {
  // One row per (hotel, block) with its nights, each [room type, day in the block, rooms left, mode].
  const { rows } = await sql<{ hotel_id: number; block: number; nights: BlockNight[] | null }>`
    select p.hotel_id, p.block, (
      select json_agg(json_build_array(a.room_type_id, a.date - p.first, a.allotment - a.sold, a.mode))
      from hotel_availability a
      where a.hotel_id = p.hotel_id and a.date >= p.first and a.date < p.first + ${BLOCK_DAYS}::int
    ) as nights
    from (
      select k.hotel_id, k.block, date '1970-01-01' + k.block * ${BLOCK_DAYS}::int as first
      from unnest(${hotels}::int[], ${blocks}::int[]) as k(hotel_id, block)
    ) p`.execute(db);
  return rows;
}

/** The kept nights of `hotel` at `version`, a new empty entry when its version changed. */
function nightsOf(kept: Map<number, HotelNights>, hotel: number, version: string): HotelNights {
  let entry = kept.get(hotel);
  if (entry !== undefined && entry.version === version) {
    if (entry.blocks.size > BLOCKS_PER_HOTEL) entry.blocks.clear();
    return entry;
  }
  // Deleted first so that the hotel goes to the end of the map's order (the oldest go first).
  if (entry !== undefined) kept.delete(hotel);
  else if (kept.size >= HOTELS_KEPT) kept.delete(kept.keys().next().value as number);
  entry = { version, blocks: new Map() };
  kept.set(hotel, entry);
  return entry;
}

/**
 * The stay of `nights` from `checkin` of each hotel, by id, for the hotels with a room type
 * sellable on every night; `hotels` carry the versions their candidates' statement read.
 */
export async function stayAvailabilities(db: Db, hotels: readonly { id: number; availability_version: string }[], checkin: string, nights: number): Promise<Map<number, StayAvailability>> {
  let kept = keptByDb.get(db);
  if (kept === undefined) keptByDb.set(db, (kept = new Map()));
  const blocks = stayBlocks(dayNumber(checkin), nights);
  const entries: HotelNights[] = [];
  const missingHotels: number[] = [];
  const missingBlocks: number[] = [];
  for (const h of hotels) {
    const entry = nightsOf(kept, h.id, h.availability_version);
    entries.push(entry);
    for (const b of blocks) {
      if (entry.blocks.has(b)) continue;
      missingHotels.push(h.id);
      missingBlocks.push(b);
    }
  }
  if (missingHotels.length > 0) {
    // Into the entries of the versions read above only: a newer version's entry, put in meanwhile
    // by another search, must not get nights read before that version was committed.
    const asked = new Map(hotels.map((h, i) => [h.id, entries[i]]));
    for (const row of await loadBlocks(db, missingHotels, missingBlocks)) {
      asked.get(row.hotel_id)?.blocks.set(row.block, row.nights ? availabilityBlock(row.nights) : EMPTY);
    }
  }
  const out = new Map<number, StayAvailability>();
  const stay: AvailabilityBlock[] = [];
  for (let i = 0; i < hotels.length; i++) {
    stay.length = 0;
    for (const b of blocks) stay.push(entries[i].blocks.get(b) ?? EMPTY);
    const summed = summedStay(checkin, nights, stay);
    if (summed.roomTypes.size > 0) out.set(hotels[i].id, summed);
  }
  return out;
}
