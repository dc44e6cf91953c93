/**
 * Which database engine the server tests run on. Tests that only mean something on a real
 * PostgreSQL server (races between connections, several instances, prepared statements) import
 * `onPostgres` from here: `npm run test:pg` with TEST_PG_SCOPE=engine (what CI runs) picks exactly
 * the files that import this module, so a new race test joins CI by importing it.
 */
const url = process.env.DATABASE_URL;

export const onPostgres = Boolean(url) && url !== 'memory';
