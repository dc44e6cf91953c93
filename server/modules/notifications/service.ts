/**
 * Top-bar alerts. An alert reaches everyone, one agency level, one agency or one user; it stays
 * in the caller's unread list until the caller marks it read.
 */
import type { ExpressionBuilder, Kysely } from 'kysely';
import type { AlertLevel } from '../../../domain/constants.ts';
import { levelRank } from '../../../domain/roles.ts';
import type { Database } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import type { ServiceContext } from '../../http/context.ts';
import { paginate, type ListQuery } from '../../http/pagination.ts';
import type { AuthActor } from '../../security/actor.ts';

type AlertsEb = ExpressionBuilder<Database, 'alerts'>;

/** The active alerts whose audience includes the actor. */
function addressedTo(actor: AuthActor) {
  return (eb: AlertsEb) =>
    eb.and([
      eb('alerts.active', '=', true),
      eb.or([
        eb('alerts.audience', '=', 'all'),
        eb.and([eb('alerts.audience', '=', 'level'), eb('alerts.audience_level', '=', levelRank(actor.agency.level))]),
        eb.and([eb('alerts.audience', '=', 'agency'), eb('alerts.agency_id', '=', actor.agency.id)]),
        eb.and([eb('alerts.audience', '=', 'user'), eb('alerts.user_id', '=', actor.id)]),
      ]),
    ]);
}

export async function listUnreadAlerts({ db, actor }: ServiceContext, url: string, q: ListQuery) {
  const query = db
    .selectFrom('alerts')
    .select(['alerts.id', 'alerts.level', 'alerts.topic', 'alerts.body', 'alerts.created_at'])
    .where(addressedTo(actor))
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('alert_reads')
            .select('alert_reads.alert_id')
            .whereRef('alert_reads.alert_id', '=', 'alerts.id')
            .where('alert_reads.user_id', '=', actor.id),
        ),
      ),
    );
  return paginate(
    db,
    { url },
    query,
    q,
    { fields: { created: 'alerts.created_at', id: 'alerts.id', level: 'alerts.level' }, default: ['-created', '-id'], tiebreaker: 'alerts.id' },
    (r) => ({
      id: r.id,
      read: false as const,
      alert: { id: r.id, level: r.level as AlertLevel, topic: r.topic, body: r.body, created: r.created_at.toISOString() },
    }),
  );
}

/** Idempotent; 404 for an alert the caller was never sent. */
export async function markAlertRead(db: Kysely<Database>, actor: AuthActor, alertId: number): Promise<{ id: number; read: true }> {
  const alert = await db.selectFrom('alerts').select('alerts.id').where('alerts.id', '=', alertId).where(addressedTo(actor)).executeTakeFirst();
  if (!alert) throw notFound();
  await db
    .insertInto('alert_reads')
    .values({ alert_id: alert.id, user_id: actor.id })
    .onConflict((oc) => oc.columns(['alert_id', 'user_id']).doNothing())
    .execute();
  return { id: alert.id, read: true };
}
