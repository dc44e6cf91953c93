// @vitest-environment jsdom
import { AxiosHeaders, type AxiosAdapter } from 'axios';
import { afterEach, describe, expect, it } from 'vitest';
import { http } from './http.ts';
import { dataProvider } from './index.ts';

interface Seen {
  method: string;
  url: string;
  params: Record<string, unknown>;
  headers: AxiosHeaders;
  data: unknown;
}

const original = http.defaults.adapter;
afterEach(() => {
  http.defaults.adapter = original;
});

/** Answers every request with `data` and records it, headers included. */
function answer(data: unknown, headers: Record<string, string> = {}): Seen[] {
  const seen: Seen[] = [];
  const adapter: AxiosAdapter = async (config) => {
    seen.push({
      method: (config.method ?? 'get').toUpperCase(),
      url: config.url ?? '',
      params: (config.params ?? {}) as Record<string, unknown>,
      headers: AxiosHeaders.from(config.headers),
      data: typeof config.data === 'string' && config.data ? JSON.parse(config.data) : config.data,
    });
    return { status: 200, statusText: 'OK', data, headers, config };
  };
  http.defaults.adapter = adapter;
  return seen;
}

describe('flight calls', () => {
  it('books with the Idempotency-Key header and the draft as the body', async () => {
    const seen = answer({ id: 9, locator: 'ABC234' });
    const body = { outbound: 1, inbound: 2, category: 1, adults: 1, children: 0, infants: 0, passengers: [], price_token: 't' };
    expect(await dataProvider.bookFlight(body, 'key-123')).toEqual({ id: 9, locator: 'ABC234' });
    expect(seen[0]).toMatchObject({ method: 'POST', url: 'flights/reservation/', data: body });
    expect(seen[0].headers.get('Idempotency-Key')).toBe('key-123');
  });

  it('hands the reservation totals to the list as meta, and the filters as query parameters', async () => {
    const seen = answer({ count: 1, next: null, previous: null, page: 1, total_pages: 1, results: [{ id: 1 }], totals: { paid: '10.00', unpaid: '5.00', currency: 1 } });
    const result = await dataProvider.getList('flight-reservations', {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'created', order: 'DESC' },
      filter: { currency: 1, pnr: 'AB', coordinator_status: '', departure_date_start: '2030-01-01' },
    });
    expect(result).toEqual({ data: [{ id: 1 }], total: 1, meta: { totals: { paid: '10.00', unpaid: '5.00', currency: 1 } } });
    expect(seen[0]).toMatchObject({ url: 'flights/reservations/', params: { currency: 1, pnr: 'AB', departure_date_start: '2030-01-01', ordering: '-created', page: 1, page_size: 25 } });
    expect(seen[0].params).not.toHaveProperty('coordinator_status');
  });

  it('asks for the bookable days of a month and searches with the counts', async () => {
    const seen = answer({ days: ['2030-01-04'], outbound: [], inbound: [] });
    expect(await dataProvider.getBookableDays(1, 2, '2030-01')).toEqual(['2030-01-04']);
    await dataProvider.searchFlights({ origin: 1, destination: 2, departure_date: '2030-01-04', adults: 2, children: 0, infants: 1 });
    expect(seen.map((s) => [s.url, s.params])).toEqual([
      ['flights/search/flights-open/get_bookable_days/', { origin: 1, destination: 2, month: '2030-01' }],
      ['flights/search/flights-open/', { origin: 1, destination: 2, departure_date: '2030-01-04', adults: 2, children: 0, infants: 1 }],
    ]);
  });

  it('downloads the manifest, the EDIFACT list and the extended export under the names the server gives', async () => {
    const seen = answer(new Blob(['x']), { 'content-disposition': 'attachment; filename="manifiesto-CU152-2030-01-04.xlsx"' });
    expect((await dataProvider.exportManifest(7)).filename).toBe('manifiesto-CU152-2030-01-04.xlsx');
    await dataProvider.downloadEdifact(7);
    await dataProvider.exportFlightReservations({ filter: { currency: 1 }, sort: { field: 'created', order: 'DESC' } }, true);
    expect(seen.map((s) => [s.url, s.params])).toEqual([
      ['flights/manifest/export/', { subcalendar_id: 7 }],
      ['admin-flights/edifact-report/', { subcalendar_id: 7 }],
      ['flights/reservations/export-extended/', { currency: 1, ordering: '-created' }],
    ]);
  });
});
