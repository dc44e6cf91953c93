/**
 * Helpers for the tests of the agency network (issue 3): the demo agencies by key, agency
 * administrators created on demand, multipart bodies, and a digest of tables to prove that a
 * refused request changed nothing.
 */
import { sql, type Kysely } from 'kysely';
import type { Permission } from '../../domain/permissions.ts';
import type { Database } from '../db/schema.ts';
import type { TestApp } from './testApp.ts';

export const NETWORK = {
  central: 'Grupo Viajes Caribe',
  mexico: 'Turismo Azul México',
  spain: 'Viajes Sol de España',
  cancun: 'Agencia Cancún Travel',
  merida: 'Viajes Mérida Express',
  andalucia: 'Rutas Andaluzas',
} as const;

export type AgencyKey = keyof typeof NETWORK;

/** What the first operator of an agency usually holds: it manages its users, sellers and agencies. */
export const AGENCY_ADMIN: Permission[] = ['Operator', 'Operator and Agency', 'Agency and Operators View', 'Seller Admin'];

/** An admin of a demo agency with the agency-administrator permissions (plus `extra`). */
export function agencyAdmin(t: TestApp, username: string, agency: AgencyKey, extra: Permission[] = []) {
  return t.createUser({ username, type: 'admin', agency: NETWORK[agency], groups: [...AGENCY_ADMIN, ...extra] });
}

export async function agencyIds(t: TestApp): Promise<Record<AgencyKey, number>> {
  const entries = await Promise.all(Object.entries(NETWORK).map(async ([key, name]) => [key, await t.agencyId(name)] as const));
  return Object.fromEntries(entries) as Record<AgencyKey, number>;
}

export async function userId(t: TestApp, username: string): Promise<number> {
  return (await t.db.selectFrom('users').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id;
}

/** Row count and a hash of every row of each table: equal digests, unchanged tables. */
export async function digest(db: Kysely<Database>, tables: readonly (keyof Database)[]): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const table of tables) {
    const row = await sql<{ n: number; h: string }>`select count(*)::int as n, coalesce(md5(string_agg(x::text, '|' order by x::text)), '') as h from ${sql.table(table)} x`.execute(db);
    out[table] = `${row.rows[0].n}:${row.rows[0].h}`;
  }
  return out;
}

export const NETWORK_TABLES = [
  'agencies',
  'users',
  'user_groups',
  'markups',
  'sellers',
  'agency_groups',
  'agency_group_members',
  'agency_registrations',
  'alerts',
  'release_notes',
  'outbox',
] as const satisfies readonly (keyof Database)[];

/** A multipart/form-data body with one file part (and optional text fields). */
export function multipart(field: string, filename: string, content: Buffer, type = 'application/octet-stream', fields: Record<string, string> = {}) {
  const boundary = `----test${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`));
  parts.push(content, Buffer.from(`\r\n--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A valid 1×1 PNG. */
export const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
