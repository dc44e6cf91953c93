/**
 * What a service needs to know about the call it serves, without Fastify: the database, who acts,
 * and the language of the answer. Routes build it with contextOf(request); the seed, scripts and
 * tests with serviceContext(), so services run the same outside HTTP.
 */
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { DEFAULT_LANGUAGE, type Language } from '../../domain/constants.ts';
import { translate, type MessageParams } from '../../domain/i18n.ts';
import type { Database } from '../db/schema.ts';
import type { AuthActor } from '../security/actor.ts';
import { actorOf } from './auth.ts';
import './types.ts';

export interface ServiceContext {
  db: Kysely<Database>;
  actor: AuthActor;
  lang: Language;
  t: (key: string, params?: MessageParams) => string;
}

export function serviceContext(db: Kysely<Database>, actor: AuthActor, lang: Language = DEFAULT_LANGUAGE): ServiceContext {
  return { db, actor, lang, t: (key, params) => translate(lang, key, params) };
}

/** The context of an authenticated request (behind requireAuth or requireRule). */
export function contextOf(request: FastifyRequest): ServiceContext {
  return serviceContext(request.server.db, actorOf(request), request.lang);
}

