/** What the app adds to Fastify's request and instance, typed once for every module. */
import type { Kysely } from 'kysely';
import type { Language } from '../../domain/constants.ts';
import type { MessageParams } from '../../domain/i18n.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/schema.ts';
import type { AuthActor } from '../security/actor.ts';
import type { SessionGenerations } from '../security/sessions.ts';
import type { TokenService } from '../security/tokens.ts';
import type { TtlCache } from './cache.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** From Accept-Language: es unless the client prefers en. */
    lang: Language;
    /** Set by the auth hooks; null for anonymous requests. */
    actor: AuthActor | null;
    t(key: string, params?: MessageParams): string;
  }
  interface FastifyInstance {
    db: Kysely<Database>;
    config: Config;
    tokens: TokenService;
    /** The users' session generations this instance has read (security/sessions.ts). */
    sessions: SessionGenerations;
    /** Agency list pages and counts, per scope (docs/decisions.md); cleared on every instance by every network write. */
    networkCache: TtlCache;
  }
}

export {};
