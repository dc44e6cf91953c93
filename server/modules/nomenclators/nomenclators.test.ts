import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../testing/testApp.ts';

const t = useTestApp();

async function get(url: string, lang = 'es', user = 'operator3') {
  return t.app.inject({ method: 'GET', url, headers: { ...(await t.auth(user)), 'accept-language': lang } });
}

describe('countries', () => {
  it('pages the countries with names in the request language, ordered by name', async () => {
    const es = (await get('/api/nomenclator/countries/?page_size=5')).json();
    expect(es.count).toBeGreaterThanOrEqual(35);
    expect(es.results).toHaveLength(5);
    expect(es.results[0]).toEqual({ id: expect.any(Number), name: 'Alemania', code: 'DE' });
    expect(es.next).toBe('/api/nomenclator/countries/?page_size=5&page=2');
    expect(es.previous).toBeNull();
    expect(es.total_pages).toBe(Math.ceil(es.count / 5));
    const en = (await get('/api/nomenclator/countries/?page_size=5', 'en')).json();
    expect(en.results[0].name).toBe('Argentina');
  });

  it('searches in both languages and by code, and orders descending', async () => {
    const spain = (await get('/api/nomenclator/countries/?search=spain')).json();
    expect(spain.results).toEqual([{ id: expect.any(Number), name: 'España', code: 'ES' }]);
    const byCode = (await get('/api/nomenclator/countries/?search=cu', 'en')).json();
    expect(byCode.results.map((c: { code: string }) => c.code)).toContain('CU');
    const desc = (await get('/api/nomenclator/countries/?ordering=-name&page_size=1')).json();
    expect(desc.results[0].name).toBe('Venezuela');
    const unknown = (await get('/api/nomenclator/countries/?ordering=password&page_size=1')).json();
    expect(unknown.results[0].name).toBe('Alemania');
  });

  it('walks the pages without overlap and answers 404 past the last one', async () => {
    const seen = new Set<number>();
    let url: string | null = '/api/nomenclator/countries/?page_size=10';
    while (url) {
      const page: { results: { id: number }[]; next: string | null } = (await get(url)).json();
      for (const c of page.results) seen.add(c.id);
      url = page.next;
    }
    const total = (await get('/api/nomenclator/countries/')).json().count;
    expect(seen.size).toBe(total);
    expect((await get('/api/nomenclator/countries/?page=99')).statusCode).toBe(404);
  });

  it('answers one country with its provinces, and 404 for an unknown one', async () => {
    const list = (await get('/api/nomenclator/countries/?search=cuba')).json();
    const cuba = (await get(`/api/nomenclator/country/${list.results[0].id}`)).json();
    expect(cuba).toMatchObject({ name: 'Cuba', code: 'CU' });
    expect(cuba.provinces).toHaveLength(16);
    expect(cuba.provinces.map((p: { name: string }) => p.name)).toContain('Isla de la Juventud');
    expect((await get('/api/nomenclator/country/99999')).statusCode).toBe(404);
  });
});

describe('provinces, chains, prices, currencies', () => {
  it('filters provinces by country and search', async () => {
    const mexico = (await get('/api/nomenclator/countries/?search=xico')).json().results[0];
    const states = (await get(`/api/nomenclator/provinces/?country=${mexico.id}&page_size=100`)).json();
    expect(states.count).toBe(32);
    expect(states.results.every((p: { country: number }) => p.country === mexico.id)).toBe(true);
    const roo = (await get(`/api/nomenclator/provinces/?search=roo`)).json();
    expect(roo.results).toEqual([{ id: expect.any(Number), name: 'Quintana Roo', country: mexico.id }]);
  });

  it('gives La Habana the market default province id 3', async () => {
    const habana = (await get('/api/nomenclator/provinces/?search=La Habana')).json();
    expect(habana.results[0].id).toBe(3);
  });

  it('lists hotel chains and available prices', async () => {
    const chains = (await get('/api/nomenclator/hotel_chains/?search=meli')).json();
    expect(chains.results).toEqual([{ id: expect.any(Number), name: 'Meliá Hotels International', code: 'MELIA' }]);
    const prices = (await get('/api/nomenclator/available-prices/')).json();
    expect(prices.results.map((p: { code: string }) => p.code).sort()).toEqual(['COMM', 'NET', 'PROMO', 'PUBLIC']);
    expect(prices.results[0]).toHaveProperty('description');
  });

  it('lists the four currencies with their fixed ids', async () => {
    const res = (await get('/api/currency/', 'en')).json();
    expect(res.results).toEqual([
      { id: 1, abbreviation: 'USD', symbol: '$', name: 'US dollar' },
      { id: 2, abbreviation: 'EUR', symbol: '€', name: 'Euro' },
      { id: 3, abbreviation: 'MXN', symbol: 'MX$', name: 'Mexican peso' },
      { id: 36, abbreviation: 'CAD', symbol: 'CA$', name: 'Canadian dollar' },
    ]);
  });
});

describe('configurations and flight policies', () => {
  it('shows public settings to everyone and internal ones to the central admin only', async () => {
    const keys = async (user: string) =>
      (await get('/api/configurations?page_size=100', 'es', user)).json().results.map((c: { key: string }) => c.key);
    const operatorKeys = await keys('operator3');
    expect(operatorKeys).toContain('flight_availability_hidden_operator_ids');
    expect(operatorKeys).not.toContain('accounting_notifications_email');
    expect(await keys('admin')).toContain('accounting_notifications_email');
    const hidden = (await get('/api/configurations?search=hidden')).json().results[0];
    expect(hidden.value).toEqual([]);
  });

  it('lists the cancellation policies and terms of flights only', async () => {
    const policies = (await get('/api/flights/cancellationpolicy')).json();
    expect(policies.count).toBe(5);
    expect(policies.results[0]).toEqual({
      id: expect.any(Number),
      name: 'Cancelación tardía',
      description: expect.any(String),
      discount_type: 'percent',
      value: '100.00',
      currency: null,
      min_days: 0,
      max_days: 6,
    });
    expect(policies.results.find((p: { discount_type: string }) => p.discount_type === 'fixed')).toMatchObject({ value: '35.00', currency: 1 });
    const terms = (await get('/api/flights/termconditions/')).json();
    expect(terms.count).toBe(3);
    expect(terms.results[0]).toEqual({ id: expect.any(Number), name: 'Equipaje', description: expect.stringContaining('50 lb') });
  });
});
