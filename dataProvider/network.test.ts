// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { dataProvider } from './index.ts';
import { filenameFromDisposition } from './network.ts';
import { stubApi, stubNavigation } from './testing.ts';

describe('agency network calls', () => {
  it('reads the export file name from Content-Disposition', () => {
    expect(filenameFromDisposition('attachment; filename="agencias-2026-01-31.xlsx"', 'x.xlsx')).toBe('agencias-2026-01-31.xlsx');
    expect(filenameFromDisposition("attachment; filename*=UTF-8''agencias%20red.xlsx", 'x.xlsx')).toBe('agencias red.xlsx');
    expect(filenameFromDisposition(undefined, 'x.xlsx')).toBe('x.xlsx');
  });

  it('exports with the list filters and ordering, without pagination', async () => {
    const calls = stubApi(() => ({ status: 200, data: new Blob(['xlsx']) }));
    const file = await dataProvider.exportAgencies({ filter: { state: 'active', q: 'sol', level: '' }, sort: { field: 'name', order: 'DESC' } });
    expect(calls[0]).toMatchObject({ method: 'GET', url: 'agency/agencies/export_to_excel/', params: { state: 'active', search: 'sol', ordering: '-name' } });
    expect(calls[0].params).not.toHaveProperty('page');
    expect(file.filename).toMatch(/^agencias-\d{4}-\d{2}-\d{2}\.xlsx$/);
  });

  it("turns a failed export's JSON blob back into the server's message", async () => {
    stubApi(() => ({ status: 403, data: new Blob([JSON.stringify({ detail: 'No se puede realizar la operación con el usuario actual.' })]) }));
    await expect(dataProvider.exportAgencies({ filter: {}, sort: { field: 'name', order: 'ASC' } })).rejects.toMatchObject({
      status: 403,
      message: 'No se puede realizar la operación con el usuario actual.',
    });
  });

  it('a public call answered 401 neither refreshes nor leaves the page', async () => {
    const visited = stubNavigation('/agencias/registro');
    const calls = stubApi(() => ({ status: 401, data: { detail: 'x', code: 'not_authenticated' } }));
    await expect(dataProvider.getPublicCountries()).rejects.toMatchObject({ status: 401 });
    expect(calls).toHaveLength(1);
    expect(visited).toEqual([]);
  });

  it('posts the review of a registration and an operator password to their paths', async () => {
    const calls = stubApi(() => ({ status: 200, data: {} }));
    await dataProvider.approveRegistration(3, { parent: 2, general_margin: '5.00', username: 'nuevo', acronym: 'NVO' });
    await dataProvider.rejectRegistration(4, 'Datos incompletos de la agencia');
    await dataProvider.setOperatorPassword(9, { new_password1: 'abcdefgh', new_password2: 'abcdefgh' });
    await dataProvider.pricePreview(2, 'flights', '500.00');
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'POST agency/registrations/3/approve/',
      'POST agency/registrations/4/reject/',
      'POST agency/operators/9/set-password/',
      'GET agency/agencies/2/price-preview/',
    ]);
    expect(calls[3].params).toEqual({ service_type: 'flights', net: '500.00' });
  });
});
