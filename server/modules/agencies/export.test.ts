import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../testing/testApp.ts';
import { agencyIds, NETWORK, type AgencyKey } from '../../testing/network.ts';
import { EXPORT_BATCH_SIZE } from './export.ts';
import { sheetRows } from '../../testing/xlsx.ts';

const t = useTestApp();
let ids: Record<AgencyKey, number>;
const BULK = EXPORT_BATCH_SIZE * 2 + 34;

beforeAll(async () => {
  ids = await agencyIds(t);
  // Enough rows for three keyset batches, all created in the same instant (ties on `created`).
  await sql`insert into agencies (name, level, parent_id, owner, acronym, general_margin, active)
    select 'Lote ' || lpad(n::text, 4, '0'), 3, ${ids.mexico}, 'Dueño ' || (n % 7), 'L' || (n % 10), (n % 20)::numeric / 2, n % 3 <> 0
    from generate_series(1, ${BULK}) n`.execute(t.db);
  await sql`update agencies set path = ${`${ids.central}.${ids.mexico}.`} || id || '.' where path = ''`.execute(t.db);
});

async function download(user: string, query = '', lang = 'es') {
  const res = await t.app.inject({ method: 'GET', url: `/api/agency/agencies/export_to_excel/?${query}`, headers: { ...(await t.auth(user)), 'accept-language': lang } });
  return res;
}

describe('GET agency/agencies/export_to_excel/', () => {
  it('streams an XLSX of the filtered list with headers in the request language', async () => {
    const res = await download('admin', `parent=${ids.central}&ordering=name`, 'en');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="agencias-\d{4}-\d{2}-\d{2}\.xlsx"$/);
    const rows = await sheetRows(res.rawPayload);
    expect(rows[0].slice(0, 4)).toEqual(['ID', 'Name', 'Level', 'Parent agency']);
    expect(rows.slice(1).map((r) => r[1])).toEqual([NETWORK.mexico, NETWORK.spain]);
    const mexico = rows[1];
    expect(mexico[2]).toBe('Second level');
    expect(mexico[3]).toBe(NETWORK.central);
    expect(mexico[12]).toBe('USD');
    expect(mexico[15]).toBe('Yes');
    expect(mexico[16]).toBe(8); // the general margin, a number
    expect(mexico[19]).toBeInstanceOf(Date);
    const es = await sheetRows((await download('admin', `id__in=${ids.central}`)).rawPayload);
    expect(es[0].slice(0, 3)).toEqual(['ID', 'Nombre', 'Nivel']);
    expect(es[1][2]).toBe('Primer nivel');
    expect(es[1][16]).toBeUndefined(); // no margin for the first level
  });

  it('exports every row of a large filter in the list order, across keyset batches', async () => {
    const res = await download('admin', 'name=lote&state=all&ordering=-created,owner,-name');
    const rows = (await sheetRows(res.rawPayload)).slice(1);
    expect(rows).toHaveLength(BULK);
    const expected = await t.db
      .selectFrom('agencies')
      .select('id')
      .where('name', 'like', 'Lote %')
      .orderBy('created_at', 'desc')
      .orderBy(sql`lower(owner)`)
      .orderBy(sql`lower(name)`, 'desc')
      .orderBy('id')
      .execute();
    expect(rows.map((r) => r[0])).toEqual(expected.map((r) => r.id));
    const active = (await sheetRows((await download('admin', 'name=lote&state=active')).rawPayload)).slice(1);
    expect(active).toHaveLength(BULK - Math.floor(BULK / 3));
  });

  it("keeps to the caller's subtree and hides the margins it may not see", async () => {
    const rows = (await sheetRows((await download('operator2', 'level=agency_2nd_level&state=all')).rawPayload)).slice(1);
    expect(rows.map((r) => r[1])).toEqual([NETWORK.mexico]);
    expect(rows[0][16]).toBeUndefined();
    const spain = (await sheetRows((await download('operator2b', 'state=all')).rawPayload)).slice(1);
    expect(spain.map((r) => r[1])).toEqual([NETWORK.andalucia, NETWORK.spain]);
  });

  it('is refused like the list: 403 without the viewing permission, 400 on bad filters', async () => {
    expect((await download('operator3')).statusCode).toBe(403);
    const bad = await download('admin', 'created_before=yesterday', 'en');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ created_before: ['Enter a valid date (YYYY-MM-DD).'] });
  });
});
