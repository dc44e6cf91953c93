/**
 * Access tokens that end at once (issue 7, docs/decisions.md 'Tokens and sessions'). Each access
 * token carries its user's session generation at signing (`users.session_generation`); whatever
 * ends the user's sessions (deactivation, a password change or reset, logout, a revoked refresh
 * token family) raises it in the same transaction and, after the commit, announces the user on the
 * invalidation bus. Every instance keeps the generations it has read in memory, so an
 * authenticated request costs no query, and drops the user's entry when the announcement arrives.
 *
 * A counter rather than a "valid after" instant: JWT `iat` has whole seconds, so an instant could
 * neither refuse a token signed in the same second as the event nor accept a login right after it.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { invalidationBus, TOPICS } from '../http/invalidation.ts';

export const USER_SESSIONS_TOPIC = TOPICS.userSessions;

/**
 * How long a generation is trusted without an announcement. The bus is what makes a change apply
 * at once; this only bounds the harm of an announcement lost on the way (a dropped LISTEN
 * connection), at the price of one small query per active user and minute.
 */
export const SESSION_GENERATION_TTL_MS = 60_000;

interface Entry {
  expires: number;
  /** null: the user does not exist or is inactive, so no access token of theirs counts. */
  value: Promise<number | null>;
}

export class SessionGenerations {
  readonly #entries = new Map<number, Entry>();
  readonly #unsubscribe: () => void;

  constructor(
    readonly db: Kysely<Database>,
    readonly ttlMs = SESSION_GENERATION_TTL_MS,
    readonly maxEntries = 50_000,
  ) {
    this.#unsubscribe = invalidationBus(db).subscribe(USER_SESSIONS_TOPIC, (key) => {
      if (key === undefined) this.#entries.clear();
      else this.#entries.delete(Number(key));
    });
  }

  /** Whether an access token of `userId` signed at `generation` still counts. */
  async accepts(userId: number, generation: number): Promise<boolean> {
    return (await this.#current(userId)) === generation;
  }

  /** Stops listening to the bus (the app is closing). */
  close(): void {
    this.#unsubscribe();
  }

  #current(userId: number): Promise<number | null> {
    const now = Date.now();
    const hit = this.#entries.get(userId);
    if (hit && hit.expires > now) return hit.value;
    if (this.#entries.size >= this.maxEntries) {
      const oldest = this.#entries.keys().next();
      if (!oldest.done) this.#entries.delete(oldest.value);
    }
    // The entry goes in before the query starts: an announcement that arrives meanwhile removes
    // it, so a value read before the other instance's commit is never kept.
    const value = this.#read(userId);
    const entry = { expires: now + this.ttlMs, value };
    this.#entries.set(userId, entry);
    value.catch(() => {
      if (this.#entries.get(userId) === entry) this.#entries.delete(userId);
    });
    return value;
  }

  async #read(userId: number): Promise<number | null> {
    const row = await this.db.selectFrom('users').select(['session_generation', 'is_active']).where('id', '=', userId).executeTakeFirst();
    return row?.is_active ? row.session_generation : null;
  }
}

/**
 * Ends every access token of the users signed so far. Call it inside the transaction of the write
 * that ends their sessions, and `announceSessionsEnded` after the commit.
 */
export async function raiseSessionGeneration(db: Kysely<Database>, userId: number): Promise<number> {
  const row = await db
    .updateTable('users')
    .set((eb) => ({ session_generation: eb('session_generation', '+', 1) }))
    .where('id', '=', userId)
    .returning('session_generation')
    .executeTakeFirst();
  return row?.session_generation ?? 0;
}

/** Tells every instance (this one included) that the users' older access tokens no longer count. */
export async function announceSessionsEnded(db: Kysely<Database>, userIds: Iterable<number>): Promise<void> {
  const bus = invalidationBus(db);
  for (const id of new Set(userIds)) await bus.publish(USER_SESSIONS_TOPIC, String(id));
}
