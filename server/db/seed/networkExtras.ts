/**
 * Demo data of the agency network back office (issue 3): markups, agency groups, a pending
 * registration, seller data and the release notes. Runs after seedNetwork in the same transaction.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../schema.ts';
import { seedReleaseNotes } from './releaseNotes.ts';

async function agencyIds(db: Kysely<Database>): Promise<Map<string, number>> {
  const rows = await db.selectFrom('agencies').select(['id', 'acronym']).execute();
  return new Map(rows.map((r) => [r.acronym, r.id]));
}

function need<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`Demo seed: ${what} is missing`);
  return value;
}

export async function seedNetworkExtras(db: Kysely<Database>): Promise<void> {
  const ids = await agencyIds(db);
  const agency = (acronym: string) => need(ids.get(acronym), `agency ${acronym}`);

  // Second level: a flights markup over the general margin; third level: a fixed hotels markup.
  await db
    .insertInto('markups')
    .values([
      { agency_id: agency('TAM'), service_type: 'flights', kind: 'percent', value: '2.50', currency_id: null },
      { agency_id: agency('VSE'), service_type: 'flights', kind: 'percent', value: '3.00', currency_id: null },
      { agency_id: agency('TAM'), service_type: 'hotels', kind: 'percent', value: '1.50', currency_id: null },
      { agency_id: agency('ACT'), service_type: 'hotels', kind: 'fixed', value: '15.00', currency_id: 1 },
      { agency_id: agency('VME'), service_type: 'hotels', kind: 'fixed', value: '12.00', currency_id: 1 },
      { agency_id: agency('RAN'), service_type: 'hotels', kind: 'fixed', value: '10.00', currency_id: 2 },
      { agency_id: agency('ACT'), service_type: 'transfers', kind: 'percent', value: '5.00', currency_id: null, active: false },
    ])
    .execute();

  const groups = await db
    .insertInto('agency_groups')
    .values([
      { name: 'Mayoristas México', description: 'Agencias de la red mexicana: asignación de plazas en los vuelos a Cuba.' },
      { name: 'Mercado europeo', description: 'Agencias de España: reglas de precio de temporada europea.' },
    ])
    .returning(['id', 'name'])
    .execute();
  const group = (name: string) => need(groups.find((g) => g.name === name)?.id, `group ${name}`);
  await db
    .insertInto('agency_group_members')
    .values([
      { group_id: group('Mayoristas México'), agency_id: agency('TAM') },
      { group_id: group('Mayoristas México'), agency_id: agency('ACT') },
      { group_id: group('Mayoristas México'), agency_id: agency('VME') },
      { group_id: group('Mercado europeo'), agency_id: agency('VSE') },
      { group_id: group('Mercado europeo'), agency_id: agency('RAN') },
    ])
    .execute();

  const mexico = await db.selectFrom('countries').select('id').where('code', '=', 'MX').executeTakeFirstOrThrow();
  await db
    .insertInto('agency_registrations')
    .values({
      agency_name: 'Viajes Tulum Aventura',
      legal_name: 'Tulum Aventura S.A. de C.V.',
      country_id: mexico.id,
      city: 'Tulum',
      address: 'Av. Tulum 150, Centro, 77760 Tulum, Quintana Roo',
      phone: '9840000000',
      email: 'contacto@tulumaventura.mx',
      website: 'https://tulumaventura.mx',
      contact_first_name: 'Mariana',
      contact_last_name: 'Chan Poot',
      contact_email: 'mariana@tulumaventura.mx',
      contact_phone: '9840000001',
      requested_level: 3,
      message: 'Somos una agencia de Tulum y queremos vender vuelos y hoteles en Cuba a nuestros clientes.',
    })
    .execute();

  const seller = await db.selectFrom('users').select(['id', 'agency_id']).where('username', '=', 'seller2').executeTakeFirstOrThrow();
  await db
    .insertInto('sellers')
    .values({
      user_id: seller.id,
      agency_id: seller.agency_id,
      code: 'V-001',
      corporate_email: 'ventas@turismoazul.mx',
      corporate_phone: '5550000012',
      personal_phone: '5551234567',
      cost_center: 'Ventas CDMX',
    })
    .execute();

  await seedReleaseNotes(db);
}
