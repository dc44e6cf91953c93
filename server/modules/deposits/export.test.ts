/** GET reports/deposits/export/: the filtered deposit report as an XLSX, read back cell by cell. */
import { beforeAll, describe, expect, it } from 'vitest';
import { agencyIds, type AgencyKey } from '../../testing/network.ts';
import { useTestApp } from '../../testing/testApp.ts';
import { sheetRows } from '../../testing/xlsx.ts';

const t = useTestApp();
let ids: Record<AgencyKey, number>;

beforeAll(async () => {
  ids = await agencyIds(t);
  const headers = await t.auth('accounting');
  for (const payload of [
    { agency: ids.mexico, amount: '1500.00', transaction_number: 'EXP-A', payment_type: 'bank_transfer', notes: 'Primera' },
    { agency: ids.spain, amount: '99.90', transaction_number: 'EXP-B', payment_type: 'cash' },
    { agency: ids.cancun, amount: '20.00', transaction_number: 'OTRO-C', payment_type: 'card' },
  ]) {
    const res = await t.app.inject({ method: 'POST', url: '/api/accounting/deposit/', headers, payload });
    if (res.statusCode !== 201) throw new Error(res.body);
  }
});

async function download(query: string, user = 'accounting', lang = 'es') {
  return t.app.inject({ method: 'GET', url: `/api/reports/deposits/export/?${query}`, headers: { ...(await t.auth(user)), 'accept-language': lang } });
}

describe('GET reports/deposits/export/', () => {
  it('streams the filtered report in the list order, amounts as numbers, headers and payment types translated', async () => {
    const res = await download('transaction_number=exp-&ordering=-amount', 'accounting', 'en');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="depositos-\d{4}-\d{2}-\d{2}\.xlsx"$/);
    const rows = await sheetRows(res.rawPayload);
    expect(rows[0]).toEqual(['Id', 'Date', 'Agency', 'Amount', 'Currency', 'Transaction number', 'Payment type', 'Notes', 'Evidence', 'Registered by']);
    expect(rows.slice(1).map((r) => r.slice(2, 8))).toEqual([
      ['Turismo Azul México', 1500, 'USD', 'EXP-A', 'Bank transfer', 'Primera'],
      ['Viajes Sol de España', 99.9, 'EUR', 'EXP-B', 'Cash', undefined], // an empty note is an empty cell
    ]);
    expect(rows[1]?.[1]).toBeInstanceOf(Date);
    expect(rows[1]?.[9]).toBe('Carlos Domínguez León');
    const es = await sheetRows((await download('payment_type=card')).rawPayload);
    expect(es[0]?.slice(0, 3)).toEqual(['Id', 'Fecha', 'Agencia']);
    expect(es.slice(1).map((r) => [r[5], r[6]])).toEqual([['OTRO-C', 'Tarjeta']]);
  });

  it('is refused like the report: 403 outside the reports rule, 400 on bad filters', async () => {
    expect((await download('', 'operator2')).statusCode).toBe(403);
    const bad = await download('created_before=mañana', 'accounting', 'en');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ created_before: ['Enter a valid date (YYYY-MM-DD).'] });
  });
});
