/** What the browser shell needs before sign-in, and a liveness check that touches the database. */
import { sql, type Kysely } from 'kysely';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/schema.ts';

export interface ShellConfig {
  maintenance: boolean;
  environment: string;
  support_email: string;
  group_website: string;
  social: { name: string; url: string }[];
}

/** Configuration keys the shell reads (seeded; editable by the provider). */
export const SHELL_KEYS = ['support_email', 'group_website', 'social_links'] as const;

function asString(value: unknown, fallback: string): string {
  return typeof value === 'string' && value.trim() !== '' ? value : fallback;
}

function asSocial(value: unknown): ShellConfig['social'] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item: unknown) => {
    if (typeof item !== 'object' || item === null) return [];
    const { name, url } = item as Record<string, unknown>;
    return typeof name === 'string' && typeof url === 'string' ? [{ name, url }] : [];
  });
}

export async function shellConfig(db: Kysely<Database>, config: Config): Promise<ShellConfig> {
  const rows = await db.selectFrom('configurations').select(['key', 'value']).where('key', 'in', [...SHELL_KEYS]).execute();
  const byKey = new Map(rows.map((r) => [r.key, r.value]));
  return {
    maintenance: config.maintenance,
    environment: config.environment,
    support_email: asString(byKey.get('support_email'), `soporte@${config.supportEmailDomain}`),
    group_website: asString(byKey.get('group_website'), ''),
    social: asSocial(byKey.get('social_links')),
  };
}

export async function databaseIsUp(db: Kysely<Database>): Promise<boolean> {
  try {
    await sql`select 1`.execute(db);
    return true;
  } catch {
    return false;
  }
}
