/**
 * The agency list's records are written as JSON by the database (query.ts agencyRecordJson): the
 * page must be the very text the records built in JavaScript gave — toAgencyRecord, serialised —
 * for staff and for agency administrators of the second and third level (the general margin shown
 * on some rows only, spec §6), in both languages, with logos, groups, children and inactive
 * agencies, for the 'contains' filters (counted over the page's rows) and the others.
 */
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AgencyRecord } from '../../../domain/records/network.ts';
import { levelFromRank } from '../../../domain/roles.ts';
import { agencyListQuery } from '../../../domain/schemas/agencies.ts';
import { ApiError } from '../../http/errors.ts';
import { orderedPage, pageOf } from '../../http/pagination.ts';
import type { AuthActor } from '../../security/actor.ts';
import { agencyAdmin, agencyIds } from '../../testing/network.ts';
import { useTestApp } from '../../testing/testApp.ts';
import { agencyKeys, agencyOrdering, agencyRows, filteredAgencies, toAgencyRecord } from './query.ts';

const t = useTestApp();

beforeAll(async () => {
  const ids = await agencyIds(t);
  await agencyAdmin(t, 'mx_json', 'mexico');
  await agencyAdmin(t, 'cancun_json', 'cancun');
  await sql`insert into agencies (name, level, parent_id, path, country_id, owner, logo, general_margin, active, created_at)
    select 'Viajes Lote ' || n, 3, ${ids.mexico}, '', case when n % 3 = 0 then null else 2 end, 'Dueño ' || n, case when n % 4 = 0 then 'logos/' || n || '.png' else null end,
      n * 0.25, n % 5 <> 0, timestamptz '2026-01-01 10:00:00.123456+00' + make_interval(secs => n * 1.000777)
    from generate_series(1, 30) n`.execute(t.db);
  await sql`update agencies set path = (select path from agencies where id = ${ids.mexico}) || id || '.' where name like 'Viajes Lote %'`.execute(t.db);
  await sql`insert into agency_group_members (group_id, agency_id) select g.id, a.id from agency_groups g, agencies a where a.name in ('Viajes Lote 2', 'Viajes Lote 7')`.execute(t.db);
});

/** The page as the list answered before its records came from the database. */
async function expectedPage(username: string, url: string, lang: 'es' | 'en'): Promise<string> {
  const user = await t.db.selectFrom('users').innerJoin('agencies', 'agencies.id', 'users.agency_id').select(['users.id', 'users.type', 'agencies.id as agency', 'agencies.level', 'agencies.path']).where('username', '=', username).executeTakeFirstOrThrow();
  // The scope and the margin's visibility read the type and the agency only.
  const actor = { id: user.id, username, type: user.type, groups: [], agency: { id: user.agency, level: levelFromRank(user.level), path: user.path } } as unknown as AuthActor;
  const q = agencyListQuery.parse(Object.fromEntries(new URL(url, 'http://local').searchParams));
  const { page: _p, page_size: _s, ordering: _o, ...filters } = q;
  const ids = (await orderedPage(agencyKeys(t.db, actor, filters), q, agencyOrdering(lang)).execute()).map((r) => r.id);
  const rows = ids.length > 0 ? await agencyRows(t.db, actor, lang, { id__in: ids }).execute() : [];
  const results: AgencyRecord[] = ids.map((id) => toAgencyRecord(actor, rows.find((r) => r.id === id) ?? expect.fail(`row ${id}`)));
  const { count } = await filteredAgencies(t.db, actor, filters).select(sql<number>`count(*)::int`.as('count')).executeTakeFirstOrThrow();
  return JSON.stringify(pageOf({ url }, q, count, results));
}

describe('agency list records written by the database', () => {
  for (const username of ['admin', 'mx_json', 'cancun_json'])
    for (const lang of ['es', 'en'] as const)
      for (const query of ['', 'name=lote&ordering=-created&page_size=7&page=2', 'search=viajes&ordering=country', 'state=all&ordering=-owner,name', 'state=inactive&ordering=id', 'owner=dueño&page_size=4'])
        it(`are the records built in JavaScript, byte for byte (${username}, ${lang}, ${query || 'no filter'})`, async () => {
          const url = `/api/agency/agencies/?${query}`;
          const res = await t.app.inject({ method: 'GET', url, headers: { ...(await t.auth(username)), 'accept-language': lang } });
          // A page past the last one is a 404 both ways (the level-3 administrator sees no 'Lote' agency).
          const expected = await expectedPage(username, url, lang).catch((err: unknown) => (err instanceof ApiError && err.statusCode === 404 ? null : Promise.reject(err)));
          expect(res.statusCode, res.body.slice(0, 300)).toBe(expected === null ? 404 : 200);
          if (expected === null) return;
          // A short message when they differ: the first differing record.
          if (res.body !== expected) {
            const got = JSON.parse(res.body) as { results: unknown[] };
            const want = JSON.parse(expected) as { results: unknown[] };
            const i = want.results.findIndex((r, n) => JSON.stringify(r) !== JSON.stringify(got.results[n]));
            expect({ ...got, results: got.results[i] }).toEqual({ ...want, results: want.results[i] });
          }
          expect(res.body).toBe(expected);
        });
});
