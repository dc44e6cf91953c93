/**
 * SEED=bench-network (benchmarks only): on top of the demo data, a network of BENCH_AGENCIES
 * agencies on three levels and BENCH_OPERATORS users, written set-based (INSERT … SELECT over
 * generate_series) so it takes seconds, not minutes. Normal starts never run it.
 */
import { sql, type Kysely } from 'kysely';
import { hashPassword } from '../../security/passwords.ts';
import type { Database } from '../schema.ts';
import { DEMO_PASSWORD } from './users.ts';

/** Agencies in the whole database after seeding (demo ones included). */
export const BENCH_AGENCIES = 10_000;
export const BENCH_OPERATORS = 50_000;
/** Second-level agencies added; the rest of the new ones are third-level, unevenly spread below them. */
export const BENCH_SECOND_LEVEL = 200;

const PREFIXES = `array['Viajes','Turismo','Agencia','Tours','Rutas','Destinos','Travel','Expediciones','Vacaciones','Mundo','Aventuras','Sol y Playa']`;
const PLACES = `array['Caribe','Cancún','Mérida','La Habana','Varadero','Madrid','Sevilla','Málaga','Monterrey','Guadalajara','Puebla','Oaxaca','Bogotá','Lima','Santiago','Quito','Tulum','Cozumel','Holguín','Trinidad','Toronto','Montreal','Valencia','Bilbao','Querétaro','Veracruz','Cartagena','Medellín','Punta Cana','Santo Domingo']`;
const FIRST = `array['Ana','Luis','María','Carlos','Lucía','Jorge','Elena','Pedro','Sofía','Diego','Carmen','Javier','Laura','Miguel','Paula','Andrés']`;
const LAST = `array['García','Martínez','López','Hernández','González','Pérez','Sánchez','Ramírez','Torres','Flores','Rivera','Gómez','Díaz','Cruz','Morales','Ortiz']`;

/** The columns of a bench agency numbered n (names repeat their words, never their number). */
function agencyColumns(level: number): string {
  return `(${PREFIXES})[1 + n % 12] || ' ' || (${PLACES})[1 + (n / 12) % 30] || ' ' || n,
    ${level},
    'Empresa ' || (${PLACES})[1 + (n / 7) % 30] || ' ' || n || ' S.A.',
    'agencia' || n || '@bench.example',
    (select ids[1 + n % array_length(ids, 1)] from (select array_agg(id order by id) as ids from countries) c),
    upper(substr(md5(n::text), 1, 3)),
    '55' || lpad((n % 100000000)::text, 8, '0'),
    case when n % 5 = 0 then 2 else 1 end,
    ((n % 15) + 0.5)::numeric(14,2),
    n % 10 <> 0,
    now() - make_interval(hours => (n * 37) % 26280)`;
}

const AGENCY_INSERT = `insert into agencies (name, level, owner, email, country_id, acronym, phone, currency_id, general_margin, active, created_at, parent_id)`;

export async function seedBenchNetwork(db: Kysely<Database>): Promise<void> {
  const central = await db.selectFrom('agencies').select(['id', 'path']).where('level', '=', 1).orderBy('id').executeTakeFirstOrThrow();
  const existing = Number((await db.selectFrom('agencies').select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow()).n);
  const thirdLevel = BENCH_AGENCIES - existing - BENCH_SECOND_LEVEL;

  await sql.raw(`${AGENCY_INSERT} select ${agencyColumns(2)}, ${central.id} from generate_series(100001, ${100000 + BENCH_SECOND_LEVEL}) n`).execute(db);
  await sql`update agencies set path = ${central.path} || id || '.' where path = '' and level = 2`.execute(db);
  // Third level: parents drawn with a squared uniform, so a few agencies have many children and most a handful.
  await sql
    .raw(
      `with parents as (select id, row_number() over (order by id) - 1 as k from agencies where level = 2 and email like '%@bench.example')
       ${AGENCY_INSERT}
       select ${agencyColumns(3)}, p.id
       from generate_series(200001, ${200000 + thirdLevel}) n
       join parents p on p.k = floor(${BENCH_SECOND_LEVEL} * power(((n * 0.6180339887) % 1), 2))`,
    )
    .execute(db);
  await sql`update agencies a set path = p.path || a.id || '.' from agencies p where a.parent_id = p.id and a.path = ''`.execute(db);

  const hash = await hashPassword(DEMO_PASSWORD);
  // The join key is a function of n alone, so the planner can hash it (a column on both sides would nest loops).
  const benchAgencies = BENCH_SECOND_LEVEL + thirdLevel;
  await sql
    .raw(
      `with agencies_k as (select id, row_number() over (order by id) - 1 as k from agencies where email like '%@bench.example')
       insert into users (username, password_hash, first_name, last_name, email, phone, type, agency_id, is_active, date_joined)
       select 'bench.op' || n, '${hash.replace(/'/g, "''")}', (${FIRST})[1 + n % 16], (${LAST})[1 + (n / 16) % 16] || ' ' || (${LAST})[1 + (n / 256) % 16],
         'op' || n || '@bench.example', '55' || lpad(n::text, 8, '0'),
         case n % 10 when 0 then 'admin' when 1 then 'seller' else 'operator' end,
         a.id, n % 20 <> 0, now() - make_interval(hours => (n * 13) % 26280)
       from generate_series(1, ${BENCH_OPERATORS}) n
       join agencies_k a on a.k = n % ${benchAgencies}`,
    )
    .execute(db);
  await sql`insert into user_groups (user_id, group_id)
    select u.id, g.id from users u cross join groups g
    where u.username like 'bench.op%' and g.name in ('Hotel View', 'Flight View', 'Reservation View')`.execute(db);
  await sql`insert into markups (agency_id, service_type, kind, value, currency_id)
    select id, 'flights', 'percent', ((id % 5) + 1)::numeric(14,2), null from agencies where email like '%@bench.example' and id % 3 = 0`.execute(db);
  await sql`insert into markups (agency_id, service_type, kind, value, currency_id)
    select id, 'hotels', 'fixed', ((id % 20) + 5)::numeric(14,2), currency_id from agencies where email like '%@bench.example' and level = 3 and id % 5 = 0`.execute(db);
}

/** Fresh planner statistics after a bulk load (PGlite runs no autovacuum). */
export async function analyzeNetwork(db: Kysely<Database>): Promise<void> {
  for (const table of ['agencies', 'users', 'user_groups', 'markups', 'agency_group_members']) await sql`analyze ${sql.table(table)}`.execute(db);
}
