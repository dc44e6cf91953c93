/**
 * The bad-input sweep over every route the app registers (issue 7): a NUL in every query
 * parameter, body field and path parameter, ordering names of Object's prototype, ids beyond
 * PostgreSQL's integer in the path and in `id__in`, empty and null PATCH bodies. Each is a
 * translated 400 (or 404 for a path id) in JSON, never a 500 nor a cut download.
 */
import { describe, expect, it } from 'vitest';
import { translate } from '../../domain/i18n.ts';
import type { TestApp } from '../../server/testing/testApp.ts';
import { ENDPOINTS, type Endpoint } from './endpoints.ts';
import { bodyFields, matches, queryParameters, registeredRoutes, withParams, type RegisteredRoute } from './routes.ts';

// Each case walks every route of the table (hundreds, exports included): on a loaded 2-core
// machine that outgrows the 30 s of a single test, and it grows with every new route.
const SWEEP_TIMEOUT = 180_000;

interface Sent {
  status: number;
  body: Record<string, unknown>;
}
type Send = (endpoint: Endpoint, lang: string, options: { url?: string; payload?: string; contentType?: string }) => Promise<Sent>;
type ExpectFieldErrors = (sent: Sent, fields: string[]) => void;

const LANGS = ['es', 'en'] as const;
const HUGE_ID = '99999999999999999999';
const PROTOTYPE_NAMES = ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf', 'isPrototypeOf', '__defineGetter__'];

export function sweepRegisteredRoutes(t: TestApp, send: Send, expectFieldErrors: ExpectFieldErrors): void {
  // The routes are read from the app once it is built (useTestApp's beforeAll), so the cases are
  // one test per route rather than it.each over a list known at collection time.
  // Each language takes every other route (both languages' messages are checked, every route is
  // swept once): the sweep is among the longest files of the suite and CI has 30 minutes.
  const forEachRoute = async (lang: string, check: (route: RegisteredRoute, endpoint: Endpoint) => Promise<void>) => {
    const failures: string[] = [];
    const share = LANGS.indexOf(lang as (typeof LANGS)[number]);
    for (const route of registeredRoutes(t.app).filter((_, i) => i % LANGS.length === share)) {
      const described = ENDPOINTS.find((e) => matches(route, e));
      // A described route is called at its described URL, so a path parameter that is not an id
      // (a gateway's name) is valid and the sweep reaches the query and body it is testing.
      const endpoint: Endpoint = { method: route.method, url: described?.url.split('?')[0] ?? withParams(route, '1'), auth: described?.auth ?? 'bearer', emptyPatch: described?.emptyPatch };
      try {
        await check(route, endpoint);
      } catch (err) {
        failures.push(`${route.method} ${route.path}: ${(err as Error).message.split('\n')[0]}`);
      }
    }
    expect(failures).toEqual([]);
  };
  const withQuery = (url: string, query: string) => `${url}?${query}`;

  describe.each(LANGS)('every registered route (%s)', (lang) => {
    const nul = () => translate(lang, 'validation.null_character');

    it('a NUL in every query parameter is a 400 on each of them', async () => {
      await forEachRoute(lang, async (route, endpoint) => {
        const params = queryParameters(t.app, route);
        if (params.length === 0) return;
        const sent = await send(endpoint, lang, { url: withQuery(endpoint.url, params.map((p) => `${p}=a%00b`).join('&')), payload: route.method === 'GET' || route.method === 'DELETE' ? undefined : '{}' });
        expectFieldErrors(sent, params);
        for (const p of params) expect(sent.body[p], p).toEqual([nul()]);
      });
    }, SWEEP_TIMEOUT);

    it('a NUL in every body field is a 400 on each of them', async () => {
      await forEachRoute(lang, async (route, endpoint) => {
        const fields = bodyFields(t.app, route);
        if (fields.length === 0) return;
        const sent = await send(endpoint, lang, { payload: JSON.stringify(Object.fromEntries(fields.map((f) => [f, 'a\u0000b']))) });
        expectFieldErrors(sent, fields);
        for (const f of fields) expect(sent.body[f], f).toEqual([nul()]);
        const nested = await send(endpoint, lang, { payload: JSON.stringify({ [fields[0]]: ['a\u0000b'] }) });
        expectFieldErrors(nested, [fields[0]]);
      });
    }, SWEEP_TIMEOUT);

    it('a NUL or an id beyond the integer range in the path is a 400 or a 404', async () => {
      await forEachRoute(lang, async (route, endpoint) => {
        if (!route.path.includes('/:')) return;
        for (const value of ['a%00b', HUGE_ID, '2147483648']) {
          const payload = route.method === 'GET' || route.method === 'DELETE' ? undefined : '{}';
          const sent = await send(endpoint, lang, { url: withParams(route, value), payload });
          expect([400, 404], `${value}: ${JSON.stringify(sent.body)}`).toContain(sent.status);
        }
      });
    }, SWEEP_TIMEOUT);

    it('an id beyond the integer range in id__in is a 400 on id__in', async () => {
      await forEachRoute(lang, async (route, endpoint) => {
        if (!queryParameters(t.app, route).includes('id__in')) return;
        for (const ids of [HUGE_ID, `1,${HUGE_ID}`, '2147483648', '0']) {
          const sent = await send(endpoint, lang, { url: withQuery(endpoint.url, `id__in=${ids}`) });
          expectFieldErrors(sent, ['id__in']);
        }
      });
    }, SWEEP_TIMEOUT);

    it("names of Object's prototype in ordering are ignored", async () => {
      await forEachRoute(lang, async (route, endpoint) => {
        if (!queryParameters(t.app, route).includes('ordering')) return;
        for (const ordering of ['__proto__', PROTOTYPE_NAMES.flatMap((n) => [n, `-${n}`]).join(',')]) {
          const res = await t.app.inject({ method: route.method, url: withQuery(endpoint.url, `ordering=${ordering}&page_size=1`), headers: { ...(await t.auth('admin')), 'accept-language': lang } });
          expect(res.statusCode, `${ordering}: ${res.body.slice(0, 200)}`).toBeLessThan(500);
          // Exports answer the workbook; lists a page, or a 400 for a filter they require.
          if (res.headers['content-type']?.includes('application/json')) expect(res.json(), ordering).not.toHaveProperty('ordering');
        }
      });
    }, SWEEP_TIMEOUT);

    it('an empty or null PATCH body is a 400 that changes nothing', async () => {
      await forEachRoute(lang, async (route, endpoint) => {
        if (route.method !== 'PATCH' || endpoint.emptyPatch) return;
        for (const payload of ['{}', 'null', '']) {
          const sent = await send(endpoint, lang, { payload });
          expectFieldErrors(sent, ['non_field_errors']);
          expect(sent.body, payload).toEqual({ non_field_errors: [translate(lang, 'validation.empty_update')] });
        }
      });
    }, SWEEP_TIMEOUT);
  });
}
