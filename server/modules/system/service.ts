/** What the browser shell needs before sign-in, and a liveness check that touches the database. */
import { sql, type Kysely } from 'kysely';
import { CONFIGURATION_SCHEMAS, safeHttpUrl, socialLink } from '../../../domain/schemas/configurations.ts';
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

/**
 * The stored values are checked again on the way out: a row written before the schemas existed,
 * or by hand, must not put a `javascript:` link in the footer of every visitor.
 */
function asEmail(value: unknown, fallback: string): string {
  const checked = CONFIGURATION_SCHEMAS.support_email.safeParse(value);
  return checked.success ? checked.data : fallback;
}

function asSocial(value: unknown): ShellConfig['social'] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item: unknown) => {
    const checked = socialLink.safeParse(item);
    return checked.success ? [checked.data] : [];
  });
}

export async function shellConfig(db: Kysely<Database>, config: Config): Promise<ShellConfig> {
  const rows = await db.selectFrom('configurations').select(['key', 'value']).where('key', 'in', [...SHELL_KEYS]).execute();
  const byKey = new Map(rows.map((r) => [r.key, r.value]));
  return {
    maintenance: config.maintenance,
    environment: config.environment,
    support_email: asEmail(byKey.get('support_email'), `soporte@${config.supportEmailDomain}`),
    group_website: safeHttpUrl(byKey.get('group_website')) ?? '',
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
