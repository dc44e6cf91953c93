/**
 * Bad input to every endpoint gets a 400 with DRF field messages in the request's language
 * (or 413/415 for the body itself), never a 500.
 */
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { translate } from '../../domain/i18n.ts';
import type { Database } from '../../server/db/schema.ts';
import { digest } from '../../server/testing/network.ts';
import { useTestApp } from '../../server/testing/testApp.ts';
import { BODY_ENDPOINTS, ENDPOINTS, type Endpoint } from './endpoints.ts';
import { sweepRegisteredRoutes } from './sweep.ts';

const t = useTestApp();
const LANGS = ['es', 'en'] as const;
let tables: (keyof Database)[];
let before: Record<string, string>;

beforeAll(async () => {
  await t.auth('admin'); // the sign-in itself writes last_login
  const rows = await sql<{ name: keyof Database }>`select table_name as name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE' order by 1`.execute(t.db);
  tables = rows.rows.map((r) => r.name);
  before = await digest(t.db, tables);
}, 120_000);

export interface Sent {
  status: number;
  body: Record<string, unknown>;
}

async function send(endpoint: Endpoint, lang: string, options: { url?: string; payload?: string; contentType?: string }): Promise<Sent> {
  const headers: Record<string, string> = { 'accept-language': lang };
  if (endpoint.auth === 'bearer') Object.assign(headers, await t.auth('admin'));
  if (options.payload !== undefined) headers['content-type'] = options.contentType ?? 'application/json';
  const res = await t.app.inject({ method: endpoint.method, url: options.url ?? endpoint.url, headers, payload: options.payload });
  expect(res.statusCode, `${endpoint.method} ${options.url ?? endpoint.url}: ${res.body}`).toBeLessThan(500);
  expect(res.headers['content-type']).toMatch(/application\/json/);
  return { status: res.statusCode, body: res.json() };
}

/** A DRF 400: every value a non-empty list of texts, none of them a raw message key. */
function expectFieldErrors(sent: Sent, fields: string[]): void {
  expect(sent.status, JSON.stringify(sent.body)).toBe(400);
  for (const [field, messages] of Object.entries(sent.body)) {
    expect(Array.isArray(messages), field).toBe(true);
    for (const m of messages as unknown[]) {
      expect(typeof m).toBe('string');
      expect(m).not.toMatch(/^(validation|api)\./);
    }
  }
  // A list field may be reported on its item ('changes.0'), which names the field too.
  const reported = Object.keys(sent.body).map((key) => key.split('.')[0]);
  for (const field of fields) expect(reported, JSON.stringify(sent.body)).toContain(field);
}

/** Every endpoint that reads a JSON body and is described with one (POST, PUT and PATCH). */
const withBody = BODY_ENDPOINTS.filter((e) => Object.keys(e.valid ?? {}).length > 0);

describe.each(LANGS)('request bodies (%s)', (lang) => {
  it.each(BODY_ENDPOINTS.map((e) => [`${e.method} ${e.url}`, e] as const))('malformed JSON to %s', async (_url, endpoint) => {
    for (const payload of ['{"username": ', '{bad json}', '{"a":1}}']) {
      const sent = await send(endpoint, lang, { payload });
      expectFieldErrors(sent, ['non_field_errors']);
      expect(sent.body.non_field_errors).toEqual([translate(lang, 'validation.invalid_json')]);
    }
  });

  it.each(BODY_ENDPOINTS.map((e) => [`${e.method} ${e.url}`, e] as const))('not an object, unknown fields, too large, wrong type to %s', async (_url, endpoint) => {
    for (const payload of ['[]', '"text"', '42', 'true']) expectFieldErrors(await send(endpoint, lang, { payload }), ['non_field_errors']);

    const unknown = await send(endpoint, lang, { payload: JSON.stringify({ ...endpoint.valid, is_admin: true }) });
    expectFieldErrors(unknown, ['is_admin']);
    expect(unknown.body.is_admin).toEqual([translate(lang, 'validation.unknown_field')]);

    const big = await send(endpoint, lang, { payload: JSON.stringify({ filler: 'x'.repeat(1_100_000) }) });
    expect(big.status).toBe(413);
    expect(big.body).toEqual({ detail: translate(lang, 'api.payload_too_large') });

    const text = await send(endpoint, lang, { payload: 'username=admin', contentType: 'text/plain' });
    expect(text.status).toBe(415);
    const form = await send(endpoint, lang, { payload: 'username=admin', contentType: 'application/x-www-form-urlencoded' });
    expect(form.status).toBe(415);
  });

  it.each(withBody.map((e) => [`${e.method} ${e.url}`, e] as const))('missing, mistyped and oversized fields to %s', async (_url, endpoint) => {
    const fields = Object.keys(endpoint.valid ?? {});
    const required = [translate(lang, 'validation.required')];
    // An empty PATCH is refused as such (non_field_errors, the empty-PATCH check of sweep.ts).
    if (!endpoint.partial && endpoint.method !== 'PATCH') {
      const missing = await send(endpoint, lang, { payload: '{}' });
      expectFieldErrors(missing, fields);
      for (const field of fields) expect(missing.body[field]).toEqual(required);
      expectFieldErrors(await send(endpoint, lang, { payload: '' }), fields);
    }
    if (!endpoint.partial) {
      // Each required field left out of a body that has the others.
      for (const field of fields) {
        const { [field]: _left, ...others } = endpoint.valid ?? {};
        if (endpoint.method === 'PATCH' && Object.keys(others).length === 0) continue;
        const sent = await send(endpoint, lang, { payload: JSON.stringify(others) });
        expectFieldErrors(sent, [field]);
        expect(sent.body[field], field).toEqual(required);
      }
    }

    for (const wrong of [12345, { nested: true }, ['a'], false]) {
      // A number is the right type for ids and amounts, false for flags; the rest is wrong everywhere.
      const rightType = wrong === 12345 ? endpoint.numeric : wrong === false ? endpoint.boolean : undefined;
      const targets = fields.filter((f) => !rightType?.includes(f));
      if (targets.length === 0) continue;
      const payload = JSON.stringify(Object.fromEntries(fields.map((f) => [f, rightType?.includes(f) ? endpoint.valid?.[f] : wrong])));
      expectFieldErrors(await send(endpoint, lang, { payload }), targets);
    }
    const huge = JSON.stringify(Object.fromEntries(fields.map((f) => [f, 'x'.repeat(5000)])));
    expectFieldErrors(await send(endpoint, lang, { payload: huge }), fields);
  });
});

const ID_ROUTES: [Endpoint, (id: string) => string, string][] = [
  [ENDPOINTS.find((e) => e.url.includes('perfil'))!, (id) => `/api/agency/operators/user/${id}/perfil`, 'id'],
  [ENDPOINTS.find((e) => e.url.includes('country/'))!, (id) => `/api/nomenclator/country/${id}`, 'id'],
  [ENDPOINTS.find((e) => e.url.includes('mark-as-read'))!, (id) => `/api/notifications/user-alerts/${id}/mark-as-read/`, 'id'],
  [ENDPOINTS.find((e) => e.url.includes('agency-funds'))!, (id) => `/api/accounting/agency-funds/${id}/`, 'agency_id'],
  ...(
    [
      ['GET', (id: string) => `/api/agency/agencies/${id}/`],
      ['PATCH', (id: string) => `/api/agency/agencies/${id}/`],
      ['DELETE', (id: string) => `/api/agency/agencies/${id}/`],
      ['GET', (id: string) => `/api/agency/agencies/${id}/price-preview/?service_type=hotels&net=10`],
      ['DELETE', (id: string) => `/api/agency/agencies/${id}/logo/`],
      ['GET', (id: string) => `/api/agency/agencies/groups/${id}/`],
      ['DELETE', (id: string) => `/api/agency/agencies/groups/${id}/`],
      ['GET', (id: string) => `/api/agency/markups/${id}/`],
      ['PATCH', (id: string) => `/api/agency/markups/${id}/`],
      ['GET', (id: string) => `/api/agency/operators/${id}/`],
      ['PATCH', (id: string) => `/api/agency/operators/user/${id}/perfil`],
      ['GET', (id: string) => `/api/agency/sellers/${id}/`],
      ['DELETE', (id: string) => `/api/agency/sellers/${id}/`],
      ['GET', (id: string) => `/api/agency/registrations/${id}/`],
      ['GET', (id: string) => `/api/notifications/alerts/${id}/`],
      ['DELETE', (id: string) => `/api/notifications/alerts/${id}/`],
      ['GET', (id: string) => `/api/release-notes/${id}/`],
      ['PATCH', (id: string) => `/api/release-notes/${id}/`],
    ] as const
  ).map(([method, build]): [Endpoint, (id: string) => string, string] => [{ method, url: build('1'), auth: 'bearer' }, build, 'id']),
];

describe.each(LANGS)('path ids (%s)', (lang) => {
  it.each(ID_ROUTES.map(([e, build, field]) => [`${e.method} ${build(':id')}`, e, build, field] as const))('bad ids in %s', async (_u, endpoint, build, field) => {
    for (const id of ['abc', '-1', '0', '1.5', '99999999999', '1e400', '%20', 'null']) {
      const sent = await send(endpoint, lang, { url: build(id) });
      expectFieldErrors(sent, [field]);
    }
    const negative = await send(endpoint, lang, { url: build('-1') });
    expect(negative.body[field]).toEqual([translate(lang, 'validation.positive')]);
    const text = await send(endpoint, lang, { url: build('abc') });
    expect(text.body[field]).toEqual([translate(lang, 'validation.invalid_number')]);
  });
});

// GETs that are no DRF page: a summary, a report and a download of one departure, the bookable flights of a day, the rates of a day, a reservation looked up by its locator.
const NOT_PAGES = /\/\d|summary|edifact-report|flights-open|manifest\/export|exchange-rates\/current|reservation-lookup/;
const LISTS = ENDPOINTS.filter((e) => e.method === 'GET' && e.auth === 'bearer' && !NOT_PAGES.test(e.url));

describe.each(LANGS)('list queries (%s)', (lang) => {
  it.each(LISTS.map((e) => [e.url, e] as const))('bad page, page_size, ordering to %s', async (_url, endpoint) => {
    const cases: [string, string][] = [
      ['page=abc', 'page'],
      ['page=0', 'page'],
      ['page=-3', 'page'],
      ['page=99999999999', 'page'],
      ['page_size=0', 'page_size'],
      ['page_size=1001', 'page_size'],
      ['page_size=2.5', 'page_size'],
      ['page=1&page=2', 'page'],
      [`ordering=${'x'.repeat(201)}`, 'ordering'],
    ];
    for (const [query, field] of cases) {
      const sent = await send(endpoint, lang, { url: `${endpoint.url}?${query}` });
      expectFieldErrors(sent, [field]);
    }
    const tooBig = await send(endpoint, lang, { url: `${endpoint.url}?page_size=1001` });
    expect(tooBig.body.page_size).toEqual([translate(lang, 'validation.too_big', { max: 1000 })]);
  });

  it('bad filters of the nomenclators', async () => {
    const endpoint = ENDPOINTS.find((e) => e.url === '/api/nomenclator/provinces/')!;
    expectFieldErrors(await send(endpoint, lang, { url: '/api/nomenclator/provinces/?country=cuba' }), ['country']);
    expectFieldErrors(await send(endpoint, lang, { url: `/api/nomenclator/provinces/?search=${'a'.repeat(101)}` }), ['search']);
    const countries = ENDPOINTS.find((e) => e.url === '/api/nomenclator/countries/')!;
    const long = await send(countries, lang, { url: `/api/nomenclator/countries/?search=${'a'.repeat(101)}` });
    expect(long.body.search).toEqual([translate(lang, 'validation.too_long', { max: 100 })]);
  });
});

describe('odd requests', () => {
  it('a URL that cannot be decoded is a 400, not a 500', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nomenclator/country/%E0%A4%A' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toHaveProperty('detail');
  });

  it('the answers are in Spanish by default and in English on request', async () => {
    const es = await t.app.inject({ method: 'POST', url: '/api/accounts/login/', payload: {} });
    const en = await t.app.inject({ method: 'POST', url: '/api/accounts/login/', payload: {}, headers: { 'accept-language': 'en-US,en;q=0.9' } });
    expect(es.json()).toEqual({ username: ['Este campo es obligatorio.'], password: ['Este campo es obligatorio.'] });
    expect(en.json()).toEqual({ username: ['This field is required.'], password: ['This field is required.'] });
  });
});

sweepRegisteredRoutes(t, send, expectFieldErrors);

describe('after the sweep', () => {
  it('no refused request changed the data', async () => {
    expect(await digest(t.db, tables)).toEqual(before);
  });
});
