/** The demo agency network (three levels), its users, opening deposits and top-bar alerts. */
import type { Kysely } from 'kysely';
import { toMinor } from '../../../domain/money.ts';
import { agencyFunds, inTransaction, openingBalance } from '../../modules/ledger/accounts.ts';
import { postTransaction, type TransactionKind } from '../../modules/ledger/post.ts';
import { hashPassword } from '../../security/passwords.ts';
import { insertAgency, type NewAgency, type PlacedAgency } from '../agencyTree.ts';
import type { Database } from '../schema.ts';
import { DEMO_PASSWORD, DEMO_USERS, type AgencyKey } from './users.ts';

interface AgencySeed {
  key: AgencyKey;
  parent: AgencyKey | null;
  country: string;
  values: Omit<NewAgency, 'country_id'>;
  /** Ledger movements in the agency's currency, oldest first. */
  ledger: { amount: string; kind: TransactionKind; reference: string }[];
}

const AGENCIES: AgencySeed[] = [
  {
    key: 'central',
    parent: null,
    country: 'ES',
    values: {
      name: 'Grupo Viajes Caribe',
      owner: 'Grupo Viajes Caribe S.L.',
      email: 'central@grupoviajescaribe.com',
      acronym: 'GVC',
      bank_code: 'ES7621000418401234567891',
      address: 'Calle de Alcalá 120, 28009 Madrid',
      administrative_email: 'administracion@grupoviajescaribe.com',
      informative_email: 'info@grupoviajescaribe.com',
      phone: '+34910000000',
      domain: 'grupoviajescaribe.com',
      currency_id: 1,
      general_margin: '0.00',
      can_see_daughters: true,
    },
    ledger: [{ amount: '250000.00', kind: 'opening', reference: 'Saldo inicial' }],
  },
  {
    key: 'mexico',
    parent: 'central',
    country: 'MX',
    values: {
      name: 'Turismo Azul México',
      owner: 'Turismo Azul S.A. de C.V.',
      email: 'contacto@turismoazul.mx',
      acronym: 'TAM',
      bank_code: 'MX-BBVA-0123456789',
      address: 'Av. Paseo de la Reforma 250, Juárez, 06600 Ciudad de México',
      administrative_email: 'admin@turismoazul.mx',
      informative_email: 'info@turismoazul.mx',
      phone: '5550000000',
      domain: 'turismoazul.mx',
      currency_id: 1,
      general_margin: '8.00',
      can_see_daughters: true,
    },
    ledger: [
      { amount: '15000.00', kind: 'opening', reference: 'Depósito inicial' },
      { amount: '5000.00', kind: 'deposit', reference: 'Transferencia SPEI 48213' },
      { amount: '-1240.50', kind: 'payment', reference: 'Reserva hotel Meliá Cohiba' },
    ],
  },
  {
    key: 'spain',
    parent: 'central',
    country: 'ES',
    values: {
      name: 'Viajes Sol de España',
      owner: 'Viajes Sol S.A.',
      email: 'contacto@viajessol.es',
      acronym: 'VSE',
      bank_code: 'ES9121000418450200051332',
      address: 'Avenida de la Constitución 21, 41004 Sevilla',
      administrative_email: 'admin@viajessol.es',
      informative_email: 'info@viajessol.es',
      phone: '+34954000000',
      domain: 'viajessol.es',
      currency_id: 2,
      general_margin: '7.50',
      can_see_daughters: false,
    },
    ledger: [{ amount: '12000.00', kind: 'opening', reference: 'Depósito inicial' }],
  },
  {
    key: 'cancun',
    parent: 'mexico',
    country: 'MX',
    values: {
      name: 'Agencia Cancún Travel',
      owner: 'Cancún Travel S.C.',
      email: 'contacto@cancuntravel.mx',
      acronym: 'ACT',
      address: 'Blvd. Kukulcán km 9.5, Zona Hotelera, 77500 Cancún, Quintana Roo',
      phone: '9980000000',
      domain: 'cancuntravel.mx',
      currency_id: 1,
      general_margin: '5.00',
    },
    ledger: [
      { amount: '3500.00', kind: 'opening', reference: 'Depósito inicial' },
      { amount: '-420.00', kind: 'payment', reference: 'Traslado aeropuerto Cancún - Playa del Carmen' },
    ],
  },
  {
    key: 'merida',
    parent: 'mexico',
    country: 'MX',
    values: {
      name: 'Viajes Mérida Express',
      owner: 'Mérida Express S.A.',
      email: 'contacto@meridaexpress.mx',
      acronym: 'VME',
      address: 'Calle 60 No. 491, Centro, 97000 Mérida, Yucatán',
      phone: '9990000000',
      domain: 'meridaexpress.mx',
      currency_id: 1,
      general_margin: '4.50',
    },
    ledger: [{ amount: '2750.50', kind: 'opening', reference: 'Depósito inicial' }],
  },
  {
    key: 'andalucia',
    parent: 'spain',
    country: 'ES',
    values: {
      name: 'Rutas Andaluzas',
      owner: 'Rutas Andaluzas S.L.',
      email: 'contacto@rutasandaluzas.es',
      acronym: 'RAN',
      address: 'Calle Larios 5, 29005 Málaga',
      phone: '+34952000000',
      domain: 'rutasandaluzas.es',
      currency_id: 2,
      general_margin: '6.00',
    },
    ledger: [{ amount: '1800.00', kind: 'opening', reference: 'Depósito inicial' }],
  },
];

export interface SeededUser {
  username: string;
  role: string;
  agency: string;
}

export async function seedNetwork(db: Kysely<Database>): Promise<SeededUser[]> {
  const countries = await db.selectFrom('countries').select(['id', 'code']).execute();
  const countryId = new Map(countries.map((c) => [c.code, c.id]));
  const placed = new Map<AgencyKey, PlacedAgency & { name: string; currency: number }>();
  for (const seed of AGENCIES) {
    const parent = seed.parent ? placed.get(seed.parent) : null;
    if (parent === undefined) throw new Error(`Parent ${seed.parent} must be seeded before ${seed.key}`);
    const agency = await insertAgency(db, { ...seed.values, country_id: countryId.get(seed.country) ?? null }, parent);
    placed.set(seed.key, { ...agency, name: seed.values.name, currency: seed.values.currency_id ?? 1 });
  }

  const groups = await db.selectFrom('groups').select(['id', 'name']).execute();
  const groupId = new Map(groups.map((g) => [g.name, g.id]));
  const hashes = await Promise.all(DEMO_USERS.map(() => hashPassword(DEMO_PASSWORD)));
  const userIds = new Map<string, number>();
  const seeded: SeededUser[] = [];
  for (const [i, user] of DEMO_USERS.entries()) {
    const agency = placed.get(user.agency);
    if (!agency) throw new Error(`Unknown demo agency ${user.agency}`);
    const { groups: names, agency: _key, ...fields } = user;
    const { id } = await db
      .insertInto('users')
      .values({ ...fields, password_hash: hashes[i], agency_id: agency.id })
      .returning('id')
      .executeTakeFirstOrThrow();
    userIds.set(user.username, id);
    const links = names.map((name) => {
      const group_id = groupId.get(name);
      if (group_id === undefined) throw new Error(`Unknown permission group ${name}`);
      return { user_id: id, group_id };
    });
    if (links.length > 0) await db.insertInto('user_groups').values(links).execute();
    seeded.push({ username: user.username, role: user.type, agency: `${agency.name} (level ${agency.level})` });
  }

  const admin = userIds.get('admin') ?? null;
  for (const seed of AGENCIES) {
    const agency = placed.get(seed.key);
    if (!agency || seed.ledger.length === 0) continue;
    // Each seed movement is a balanced transaction against the opening balance (equity) account.
    await inTransaction(db, async (tx) => {
      for (const e of seed.ledger) {
        const minor = toMinor(e.amount);
        await postTransaction(tx, {
          kind: e.kind,
          reference: e.reference,
          createdBy: admin,
          entries: [
            { account: agencyFunds(agency.id, agency.currency), amountMinor: minor },
            { account: openingBalance(agency.currency), amountMinor: -minor },
          ],
        });
      }
    });
  }

  const cancun = placed.get('cancun')?.id ?? null;
  await db
    .insertInto('alerts')
    .values([
      { level: 'info', topic: 'Nueva temporada de invierno', body: 'Ya están disponibles las tarifas de invierno para Varadero, Cayo Santa María y Riviera Maya.', audience: 'all' },
      { level: 'success', topic: 'Pagos con enlace', body: 'Ahora puede enviar a sus clientes un enlace de pago con tarjeta desde el carrito.', audience: 'all' },
      { level: 'warning', topic: 'Cierre contable mensual', body: 'Las agencias de segundo nivel deben conciliar sus depósitos antes del día 5.', audience: 'level', audience_level: 2 },
      { level: 'danger', topic: 'Cambio de horario de vuelos', body: 'Los vuelos Cancún - La Habana del sábado salen una hora antes. Revise sus reservas.', audience: 'level', audience_level: 3 },
      { level: 'info', topic: 'Bienvenida', body: 'Bienvenidos a Cancún Travel en el portal B2B.', audience: 'agency', agency_id: cancun },
    ].map((a) => ({ audience_level: null, agency_id: null, ...a, created_by: admin })))
    .execute();
  return seeded;
}
