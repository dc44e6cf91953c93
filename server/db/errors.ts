/**
 * Recognising constraint violations from either back end (pg and PGlite both raise errors carrying
 * the SQLSTATE `code` and the `constraint` name), so a race lost to a unique index becomes a 400,
 * not a 500.
 */
interface PgError {
  code?: unknown;
  constraint?: unknown;
}

function pgError(err: unknown): PgError {
  return typeof err === 'object' && err !== null ? (err as PgError) : {};
}

/** 23505: a unique index refused the row; `constraint` narrows it to one index. */
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  const e = pgError(err);
  return e.code === '23505' && (constraint === undefined || e.constraint === constraint);
}

/** 23503: a foreign key refused the change (a referenced row is missing, or still referenced). */
export function isForeignKeyViolation(err: unknown): boolean {
  return pgError(err).code === '23503';
}

/**
 * 40P01 (deadlock detected) or 40001 (serialization failure): PostgreSQL rolled the transaction
 * back to break a cycle of waits; the same transaction run again normally succeeds.
 */
export function isTransientConflict(err: unknown): boolean {
  const code = pgError(err).code;
  return code === '40P01' || code === '40001';
}
