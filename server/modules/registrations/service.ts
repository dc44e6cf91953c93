/**
 * Agency registration (docs/api.md 'Registrations'): the public form leaves a pending request;
 * staff approve it (the agency, active, and its first operator, who sets a password through a
 * 72-hour link in the outbox) or reject it with a reason. Every answer to the contact is a mail.
 */
import { sql, type Kysely } from 'kysely';
import { pickLanguage, type Language } from '../../../domain/constants.ts';
import { translate } from '../../../domain/i18n.ts';
import { AGENCY_ADMIN_PERMISSIONS, canCreateAgencyUnder, grantablePermissions } from '../../../domain/networkRules.ts';
import type { RegistrationRecord } from '../../../domain/records/network.ts';
import { levelFromRank, levelRank } from '../../../domain/roles.ts';
import type { RegistrationBody, registrationApproveBody, registrationListQuery } from '../../../domain/schemas/notices.ts';
import type { z } from '../../../domain/validation.ts';
import { insertAgency } from '../../db/agencyTree.ts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/schema.ts';
import type { ServiceContext } from '../../http/context.ts';
import type { Log } from '../../logging.ts';
import { ApiError, fieldError, forbidden, notFound } from '../../http/errors.ts';
import { paginate } from '../../http/pagination.ts';
import { takeHit, type RateLimit } from '../../http/rateLimit.ts';
import { agencyRowScope } from '../../http/scope.ts';
import type { AuthActor } from '../../security/actor.ts';
import { hashPassword } from '../../security/passwords.ts';
import { randomToken } from '../../security/tokens.ts';
import { issuePasswordLink } from '../accounts/passwords.ts';
import { containsPattern } from '../nomenclators/service.ts';
import { guardUsername } from '../operators/service.ts';
import { replaceUserGroups } from '../operators/query.ts';
import { invalidationBus, TOPICS } from '../../http/invalidation.ts';

type Db = Kysely<Database>;

export const REGISTRATION_LIMIT: RateLimit = { bucket: 'registration', max: 5, windowMinutes: 60 };
/** The first operator's password link lives 72 hours (a reset link: 60 minutes). */
export const WELCOME_LINK_HOURS = 72;

function registrations(db: Db, lang: Language) {
  return db
    .selectFrom('agency_registrations as r')
    .leftJoin('countries as c', 'c.id', 'r.country_id')
    .leftJoin('users as rv', 'rv.id', 'r.reviewed_by')
    .selectAll('r')
    .select([`${lang === 'en' ? 'c.name_en' : 'c.name_es'} as country_name`, sql<string | null>`nullif(trim(rv.first_name || ' ' || rv.last_name), '')`.as('reviewed_by_name')]);
}

type Row = Awaited<ReturnType<ReturnType<typeof registrations>['executeTakeFirstOrThrow']>>;

const toRecord = (r: Row): RegistrationRecord => ({
  id: r.id,
  status: r.status as RegistrationRecord['status'],
  agency_name: r.agency_name,
  legal_name: r.legal_name,
  country: r.country_id,
  country_name: r.country_name,
  city: r.city,
  address: r.address,
  phone: r.phone,
  email: r.email,
  website: r.website,
  contact_first_name: r.contact_first_name,
  contact_last_name: r.contact_last_name,
  contact_email: r.contact_email,
  contact_phone: r.contact_phone,
  requested_level: levelFromRank(r.requested_level),
  message: r.message,
  reason: r.reason,
  agency: r.agency_id,
  reviewed_by_name: r.reviewed_by_name,
  reviewed_at: r.reviewed_at ? r.reviewed_at.toISOString() : null,
  created: r.created_at.toISOString(),
});

/** Who sends the public form: no user, so no actor; its address is the rate limit's key. */
export interface Visitor {
  db: Db;
  lang: Language;
  t: ServiceContext['t'];
  ip: string;
  log: Log;
}

/** What approving needs of the app besides the context: the link's address, and whether to log it. */
export interface ApprovalDeps {
  config: Pick<Config, 'publicUrl' | 'isProduction'>;
  log: Log;
}

/** The public form. A filled honeypot is thanked like a person and dropped. */
export async function submitRegistration({ db, lang, t, ip, log }: Visitor, body: RegistrationBody): Promise<void> {
  await takeHit(db, REGISTRATION_LIMIT, ip);
  if (body.nickname && body.nickname.trim() !== '') {
    log.warn({ ip }, 'registration honeypot filled: discarded');
    return;
  }
  const country = await db.selectFrom('countries').select('id').where('id', '=', body.country).executeTakeFirst();
  if (!country) throw fieldError('country', 'validation.invalid_choice');
  const { nickname: _n, accept_terms: _t, country: _c, requested_level, legal_name, website, message, ...fields } = body;
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('agency_registrations')
      .values({
        ...fields,
        legal_name: legal_name ?? '',
        website: website ?? '',
        message: message ?? '',
        country_id: country.id,
        requested_level: levelRank(requested_level),
        ip: ip.slice(0, 64),
        language: lang,
      })
      .execute();
    await trx
      .insertInto('outbox')
      .values({
        to: body.contact_email,
        kind: 'registration_received',
        subject: t('mail.registration_received_subject'),
        body: t('mail.registration_received_body', { name: `${body.contact_first_name} ${body.contact_last_name}`, agency: body.agency_name }),
      })
      .execute();
  });
}

export async function listRegistrations({ db, lang }: ServiceContext, url: string, q: z.infer<typeof registrationListQuery>) {
  let query = registrations(db, lang);
  if (q.status) query = query.where('r.status', '=', q.status);
  if (q.search) {
    const p = containsPattern(q.search);
    query = query.where((eb) => eb.or([eb('r.agency_name', 'ilike', p), eb('r.contact_email', 'ilike', p), eb('r.email', 'ilike', p), eb('r.city', 'ilike', p)]));
  }
  const fields = { created: 'r.created_at', agency_name: sql`lower(r.agency_name)`, status: 'r.status' };
  return paginate(db, { url }, query, q, { fields, default: ['-created'], tiebreaker: 'r.id' }, toRecord);
}

export async function getRegistration(db: Db, lang: Language, id: number): Promise<RegistrationRecord> {
  const row = await registrations(db, lang).where('r.id', '=', id).executeTakeFirst();
  if (!row) throw notFound();
  return toRecord(row);
}

const notPending = () => new ApiError(409, { key: 'api.not_pending' }, 'not_pending');

/** Marks a pending request reviewed; false when someone else reviewed it first. */
async function review(db: Db, id: number, actor: AuthActor, status: 'approved' | 'rejected', extra: { reason?: string; agency_id?: number }) {
  return db
    .updateTable('agency_registrations')
    .set({ status, reviewed_by: actor.id, reviewed_at: sql<Date>`now()`, ...extra })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .returningAll()
    .executeTakeFirst();
}

export async function approveRegistration(ctx: ServiceContext, { config, log }: ApprovalDeps, id: number, body: z.infer<typeof registrationApproveBody>): Promise<RegistrationRecord> {
  const { db, actor } = ctx;
  const pending = await db.selectFrom('agency_registrations').selectAll().where('id', '=', id).executeTakeFirst();
  if (!pending) throw notFound();
  if (pending.status !== 'pending') throw notPending();
  const parent = await db.selectFrom('agencies as a').select(['a.id', 'a.level', 'a.path', 'a.currency_id']).where('a.id', '=', body.parent).where(agencyRowScope(actor, 'a.path')).executeTakeFirst();
  if (!parent) throw fieldError('parent', 'validation.invalid_choice');
  if (parent.level + 1 !== pending.requested_level) throw fieldError('parent', 'validation.level_mismatch');
  if (!canCreateAgencyUnder(actor, { id: parent.id, level: levelFromRank(parent.level) })) throw forbidden();
  if (await db.selectFrom('users').select('id').where(sql<boolean>`lower(username) = lower(${body.username})`).executeTakeFirst()) {
    throw fieldError('username', 'validation.username_taken');
  }
  // Nobody knows this password: the operator sets one through the link.
  const passwordHash = await hashPassword(randomToken(24));
  const groups = AGENCY_ADMIN_PERMISSIONS.filter((p) => grantablePermissions(actor).includes(p));
  const lang = pickLanguage(pending.language);
  const link = await guardUsername(() =>
    db.transaction().execute(async (trx) => {
      const agency = await insertAgency(
        trx,
        {
          name: pending.agency_name,
          owner: pending.legal_name || pending.agency_name,
          email: pending.email,
          country_id: pending.country_id,
          address: `${pending.address}, ${pending.city}`.slice(0, 500),
          phone: pending.phone,
          domain: websiteDomain(pending.website),
          acronym: body.acronym,
          currency_id: parent.currency_id,
          general_margin: body.general_margin,
          active: true,
        },
        parent,
      );
      if (!(await review(trx, id, actor, 'approved', { agency_id: agency.id }))) throw notPending();
      const user = await trx
        .insertInto('users')
        .values({
          username: body.username,
          password_hash: passwordHash,
          first_name: pending.contact_first_name,
          last_name: pending.contact_last_name,
          email: pending.contact_email,
          phone: pending.contact_phone,
          type: 'admin',
          agency_id: agency.id,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await replaceUserGroups(trx, user.id, groups);
      const welcome = await issuePasswordLink(trx, config, user.id, WELCOME_LINK_HOURS * 60);
      await trx
        .insertInto('outbox')
        .values({
          to: pending.contact_email,
          kind: 'registration_approved',
          subject: translate(lang, 'mail.registration_approved_subject'),
          body: translate(lang, 'mail.registration_approved_body', {
            name: `${pending.contact_first_name} ${pending.contact_last_name}`,
            agency: pending.agency_name,
            username: body.username,
            hours: WELCOME_LINK_HOURS,
            link: welcome,
          }),
        })
        .execute();
      return welcome;
    }),
  );
  await invalidationBus(db).publish(TOPICS.agencyNetwork);
  if (!config.isProduction) log.info({ to: pending.contact_email, link }, 'welcome link of an approved agency (shown outside production only)');
  return getRegistration(db, ctx.lang, id);
}

/** 'https://www.tulum.mx/x' → 'www.tulum.mx'; anything unparsable → ''. */
function websiteDomain(website: string): string {
  try {
    return website ? new URL(/^https?:\/\//.test(website) ? website : `https://${website}`).hostname.slice(0, 253) : '';
  } catch {
    return '';
  }
}

export async function rejectRegistration(ctx: ServiceContext, id: number, reason: string): Promise<RegistrationRecord> {
  const { db, actor } = ctx;
  if (!(await db.selectFrom('agency_registrations').select('id').where('id', '=', id).executeTakeFirst())) throw notFound();
  await db.transaction().execute(async (trx) => {
    const row = await review(trx, id, actor, 'rejected', { reason });
    if (!row) throw notPending();
    const lang = pickLanguage(row.language);
    await trx
      .insertInto('outbox')
      .values({
        to: row.contact_email,
        kind: 'registration_rejected',
        subject: translate(lang, 'mail.registration_rejected_subject'),
        body: translate(lang, 'mail.registration_rejected_body', { name: `${row.contact_first_name} ${row.contact_last_name}`, agency: row.agency_name, reason }),
      })
      .execute();
  });
  return getRegistration(db, ctx.lang, id);
}
