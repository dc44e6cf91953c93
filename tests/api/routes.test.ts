/**
 * The described endpoints are the registered routes (so the checks of this folder skip none), and
 * every list pages deterministically under react-admin's default sort, `ordering=id`.
 */
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../server/testing/testApp.ts';
import { ENDPOINTS, type Endpoint } from './endpoints.ts';
import { matches, registeredRoutes } from './routes.ts';

const t = useTestApp();

describe('the endpoints of tests/api', () => {
  it('describe every route the app registers', () => {
    const routes = registeredRoutes(t.app);
    expect(routes.length).toBeGreaterThan(200);
    const undescribed = routes.filter((route) => !ENDPOINTS.some((e) => matches(route, e))).map((r) => `${r.method} ${r.path}`);
    expect(undescribed, 'add these to tests/api/endpoints.ts').toEqual([]);
  });

  it('are all registered routes', () => {
    const routes = registeredRoutes(t.app);
    const stale = ENDPOINTS.filter((e) => !routes.some((route) => matches(route, e))).map((e) => `${e.method} ${e.url}`);
    expect(stale).toEqual([]);
  });
});

interface ListPage {
  count: number;
  results: { id: number }[];
}

async function page(endpoint: Endpoint, query: string): Promise<ListPage | null> {
  const separator = endpoint.url.includes('?') ? '&' : '?';
  const res = await t.app.inject({ method: 'GET', url: `${endpoint.url}${separator}${query}`, headers: await t.auth('admin') });
  expect(res.statusCode, `${endpoint.url}?${query}: ${res.body.slice(0, 300)}`).toBeLessThan(500);
  if (res.statusCode !== 200 || !res.headers['content-type']?.includes('application/json')) return null;
  const body = res.json<Partial<ListPage>>();
  return Array.isArray(body.results) && typeof body.count === 'number' ? (body as ListPage) : null;
}

/** The GETs that answer a DRF page to the admin with their described URL (lists, not details). */
const LIST_CANDIDATES = ENDPOINTS.filter((e) => e.method === 'GET' && e.auth !== 'none' && !/\/\d+(\/|$)/.test(e.url) && !/export|edifact/.test(e.url));

describe('ordering=id on every list', () => {
  const paged: string[] = [];

  it.each(LIST_CANDIDATES.map((e) => [e.url, e] as const))('%s: page 2 follows page 1', async (_url, endpoint) => {
    const first = await page(endpoint, 'ordering=id&page_size=1');
    if (!first || first.count < 2) return; // not a list, or too short to page in the demo data
    const size = Math.min(25, Math.floor(first.count / 2));
    for (const [ordering, sign] of [
      ['id', 1],
      ['-id', -1],
    ] as const) {
      const one = (await page(endpoint, `ordering=${ordering}&page_size=${size}&page=1`))!.results.map((r) => r.id);
      const two = (await page(endpoint, `ordering=${ordering}&page_size=${size}&page=2`))!.results.map((r) => r.id);
      const walked = [...one, ...two];
      expect(walked, `${endpoint.url} ordering=${ordering}`).toEqual([...walked].sort((a, b) => sign * (a - b)));
      expect(new Set(walked).size, `${endpoint.url} ordering=${ordering}`).toBe(walked.length);
    }
    paged.push(endpoint.url);
  });

  it('paged the lists of every area (the demo data has enough rows)', () => {
    expect(paged.length, paged.join('\n')).toBeGreaterThan(30);
    for (const url of ['/api/agency/agencies/', '/api/agency/operators/', '/api/flights/reservations/', '/api/notifications/alerts/', '/api/release-notes/']) expect(paged).toContain(url);
  });
});
