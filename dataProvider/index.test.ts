// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { dataProvider } from './index.ts';
import { filterQuery, listQuery } from './query.ts';
import { stubApi } from './testing.ts';

describe('query building', () => {
  it('drops empty filters, renames q to search and joins lists', () => {
    expect(
      filterQuery({ q: 'hav', country: '', province: null, city: undefined, ids: [], level: 0, active: false, id__in: [1, 2], agency: { level: 'x' } }),
    ).toEqual({ search: 'hav', level: 0, active: false, id__in: '1,2', agency__level: 'x' });
  });

  it('builds page, page_size and ordering with a minus for descending', () => {
    expect(listQuery({ pagination: { page: 2, perPage: 25 }, sort: { field: 'created', order: 'DESC' }, filter: {} })).toEqual({
      page: 2,
      page_size: 25,
      ordering: '-created',
    });
    expect(listQuery({ sort: { field: 'name', order: 'ASC' } })).toEqual({ ordering: 'name' });
  });
});

describe('DRF data provider', () => {
  it('getList reads count and results from the mapped endpoint', async () => {
    const calls = stubApi(() => ({ status: 200, data: { count: 42, results: [{ id: 1, name: 'Cuba' }] } }));
    const result = await dataProvider.getList('countries', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'name', order: 'DESC' },
      filter: { search: '', code: 'CU' },
    });
    expect(result).toEqual({ data: [{ id: 1, name: 'Cuba' }], total: 42 });
    expect(calls[0]).toMatchObject({ method: 'GET', url: 'nomenclator/countries/', params: { page: 1, page_size: 10, ordering: '-name', code: 'CU' } });
  });

  it('getMany is one request with id__in', async () => {
    const calls = stubApi(() => ({ status: 200, data: { count: 3, results: [{ id: 1 }, { id: 2 }, { id: 3 }] } }));
    const { data } = await dataProvider.getMany('provinces', { ids: [1, 2, 3] });
    expect(data).toHaveLength(3);
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ url: 'nomenclator/provinces/', params: { id__in: '1,2,3', page_size: 3 } });
  });

  it('getManyReference filters by the target; getOne, update (PATCH), create and delete use the record paths', async () => {
    const calls = stubApi((call) => ({ status: call.method === 'DELETE' ? 204 : 200, data: call.method === 'DELETE' ? null : { id: 7 } }));
    await dataProvider.getManyReference('provinces', {
      target: 'country',
      id: 5,
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'id', order: 'ASC' },
      filter: {},
    });
    await dataProvider.getOne('countries', { id: 5 });
    await dataProvider.update('currencies', { id: 7, data: { name: 'x' }, previousData: { id: 7 } });
    await dataProvider.create('user-alerts', { data: { topic: 't' } });
    const deleted = await dataProvider.delete('currencies', { id: 7, previousData: { id: 7, name: 'x' } });
    await dataProvider.deleteMany('currencies', { ids: [8, 9] });
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'GET nomenclator/provinces/',
      'GET nomenclator/country/5',
      'PATCH currency/7/',
      'POST notifications/user-alerts/',
      'DELETE currency/7/',
      'DELETE currency/8/',
      'DELETE currency/9/',
    ]);
    expect(calls[0].params).toMatchObject({ country: 5, ordering: 'id' });
    expect(deleted.data).toEqual({ id: 7, name: 'x' });
  });

  it('serves an unmapped resource at <resource>/', async () => {
    const calls = stubApi(() => ({ status: 200, data: [{ id: 1 }] }));
    const result = await dataProvider.getList('widgets', { pagination: { page: 1, perPage: 5 }, sort: { field: 'id', order: 'ASC' }, filter: {} });
    expect(calls[0].url).toBe('widgets/');
    expect(result.total).toBe(1);
  });

  it('maps the agency network resources to their API paths', async () => {
    const calls = stubApi(() => ({ status: 200, data: { count: 0, results: [] } }));
    for (const resource of ['agencies', 'markups', 'operators', 'sellers', 'agency-groups', 'registrations', 'alerts', 'release-notes']) {
      await dataProvider.getList(resource, { pagination: { page: 1, perPage: 5 }, sort: { field: 'id', order: 'ASC' }, filter: {} });
    }
    expect(calls.map((c) => c.url)).toEqual([
      'agency/agencies/',
      'agency/markups/',
      'agency/operators/',
      'agency/sellers/',
      'agency/agencies/groups/',
      'agency/registrations/',
      'notifications/alerts/',
      'release-notes/',
    ]);
  });

  it('getMany without id__in: one detail per id (countries), or the short list filtered (currencies, groups)', async () => {
    const calls = stubApi((call) =>
      call.url.startsWith('nomenclator/country/')
        ? { status: 200, data: { id: Number(call.url.split('/').pop()), name: 'x' } }
        : { status: 200, data: { count: 3, results: [{ id: 1 }, { id: 2 }, { id: 36 }] } },
    );
    const countries = await dataProvider.getMany('countries', { ids: [4, 9] });
    expect(countries.data.map((c) => c.id)).toEqual([4, 9]);
    const currencies = await dataProvider.getMany('currencies', { ids: [36, 1] });
    expect(currencies.data.map((c) => c.id)).toEqual([1, 36]);
    expect(calls.map((c) => c.url)).toEqual(['nomenclator/country/4', 'nomenclator/country/9', 'currency/']);
    expect(calls[2].params).toMatchObject({ page_size: 1000 });
  });
});
