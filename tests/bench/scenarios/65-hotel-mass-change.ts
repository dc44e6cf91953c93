/**
 * The hotel availability mass change (issue 11, target < 2 s): a bench hotel with 10 room types is
 * made through the catalogue API (the demo hotels have 3), then POST /api/hotel-availability/mass-change/
 * sets a year (366 days) of its 10 room types: once on empty nights (3 660 inserted), then twice over
 * them (updated, allotment then mode), each with its 10 log rows. Reports each call's time and checks
 * the nights' count through the grid. BENCH_HAVAIL_DAYS makes the range shorter for a quick check.
 */
import { addDays, ok } from '../lib/api.ts';
import { round, type BenchContext, type Metric, type Scenario } from '../lib/harness.ts';

const ROOM_TYPES = 10;
const DAYS = Number(process.env.BENCH_HAVAIL_DAYS ?? 366);

async function benchHotel(ctx: BenchContext): Promise<{ hotel: number; roomTypes: number[] }> {
  const destination = (await ok<{ results: { id: number; country: number }[] }>(ctx, ctx.adminAccess, 'GET', '/api/nomenclator/destinations/?page_size=1')).results[0];
  const hotel = await ok<{ id: number }>(ctx, ctx.adminAccess, 'POST', '/api/admin-hotels/hotel/', { name: `Bench cambio masivo ${Date.now()}`, category: 4, country: destination.country, destination: destination.id });
  const roomTypes: number[] = [];
  for (let i = 1; i <= ROOM_TYPES; i++) {
    const rt = await ok<{ id: number }>(ctx, ctx.adminAccess, 'POST', '/api/admin-hotels/room-type/', { hotel: hotel.id, code: `B${i}`, name: `Bench ${i}`, capacity: 2 });
    roomTypes.push(rt.id);
  }
  return { hotel: hotel.id, roomTypes };
}

const scenario: Scenario = {
  name: 'hotel-mass-change',
  description: `POST /api/hotel-availability/mass-change/ over ${DAYS} days × ${ROOM_TYPES} room types (insert, then update twice)`,
  async run(ctx) {
    const { hotel, roomTypes } = await benchHotel(ctx);
    const start = addDays(new Date().toISOString().slice(0, 10), 30);
    const end = addDays(start, DAYS - 1);
    const timed = async (body: Record<string, unknown>): Promise<number> => {
      const t0 = performance.now();
      const res = await ok<{ nights: number }>(ctx, ctx.adminAccess, 'POST', '/api/hotel-availability/mass-change/', { hotel, start, end, room_types: roomTypes, ...body });
      const ms = performance.now() - t0;
      if (res.nights !== DAYS * ROOM_TYPES) throw new Error(`changed ${res.nights} nights, expected ${DAYS * ROOM_TYPES}`);
      return ms;
    };
    const insert = await timed({ allotment: 10 });
    const update = await timed({ allotment: 12 });
    const mode = await timed({ mode: 'on_request' });
    // The last month of the range, read back through the grid: every night of every room type is there.
    const gridStart = addDays(end, -Math.min(DAYS, 31) + 1);
    const grid = await ok<{ room_types: { nights: ({ allotment: number; mode: string } | null)[] }[] }>(ctx, ctx.adminAccess, 'GET', `/api/hotel-availability/grid/${hotel}/?start=${gridStart}&end=${end}`);
    const wrong = grid.room_types.flatMap((rt) => rt.nights).filter((n) => !n || n.allotment !== 12 || n.mode !== 'on_request').length;
    const target = { op: '<' as const, value: 2000 };
    const metrics: Metric[] = [
      { name: `mass change ${DAYS} days × ${ROOM_TYPES} room types, new nights`, value: round(insert), unit: 'ms', target },
      { name: `mass change ${DAYS} days × ${ROOM_TYPES} room types, allotment over existing nights`, value: round(update), unit: 'ms', target },
      { name: `mass change ${DAYS} days × ${ROOM_TYPES} room types, mode over existing nights`, value: round(mode), unit: 'ms', target },
      { name: 'nights read back wrong through the grid', value: wrong, unit: 'nights', target: { op: '=', value: 0 } },
    ];
    return metrics;
  },
};

export default scenario;
