/**
 * `npm run create-admin -- --username ana --email ana@example.com [--agency "Central"]`: creates an
 * administrator with every permission group in the first-level agency (created when the database
 * has none). The password comes from ADMIN_PASSWORD or is asked for on the terminal. Uses the same
 * configuration as the server (DATA_DIR, DATABASE_URL …); run it while the embedded database is
 * not open by a running server.
 */
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { PERMISSIONS } from '../../domain/permissions.ts';
import { loginBody } from '../../domain/schemas/accounts.ts';
import { email as emailSchema, password as passwordSchema } from '../../domain/schemas/common.ts';
import { loadConfig } from '../config.ts';
import { insertAgency } from '../db/agencyTree.ts';
import { openDatabase } from '../db/connect.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { seedDatabase } from '../db/seed/index.ts';
import { hashPassword } from '../security/passwords.ts';

async function askPassword(): Promise<string> {
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  try {
    const first = await rl.question('Password (min. 8 characters): ');
    const second = await rl.question('Repeat the password: ');
    if (first !== second) throw new Error('The passwords do not match.');
    return first;
  } finally {
    rl.close();
  }
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      username: { type: 'string' },
      email: { type: 'string' },
      agency: { type: 'string', default: 'Agencia central' },
      'first-name': { type: 'string', default: '' },
      'last-name': { type: 'string', default: '' },
    },
  });
  if (!values.username || !values.email) {
    console.error('Usage: npm run create-admin -- --username NAME --email ADDRESS [--agency NAME] [--first-name X] [--last-name Y]');
    process.exit(2);
  }
  const username = loginBody.shape.username.parse(values.username);
  const email = emailSchema.parse(values.email);
  const password = passwordSchema.parse(process.env.ADMIN_PASSWORD ?? (await askPassword()));

  const config = loadConfig();
  const database = await openDatabase(config.database);
  try {
    await migrateToLatest(database.db);
    await seedDatabase(database.db, 'none');
    const hash = await hashPassword(password);
    const created = await database.db.transaction().execute(async (trx) => {
      const taken = await trx
        .selectFrom('users')
        .select('id')
        .where((eb) => eb(eb.fn('lower', ['username']), '=', username.toLowerCase()))
        .executeTakeFirst();
      if (taken) throw new Error(`The username '${username}' is taken.`);
      const top = await trx.selectFrom('agencies').select(['id', 'level', 'path']).where('level', '=', 1).orderBy('id').executeTakeFirst();
      const agency = top ?? (await insertAgency(trx, { name: values.agency ?? 'Agencia central', email }, null));
      const { id } = await trx
        .insertInto('users')
        .values({
          username,
          email,
          password_hash: hash,
          first_name: values['first-name'] ?? '',
          last_name: values['last-name'] ?? '',
          type: 'admin',
          agency_id: agency.id,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const groups = await trx.selectFrom('groups').select('id').where('name', 'in', [...PERMISSIONS]).execute();
      await trx.insertInto('user_groups').values(groups.map((g) => ({ user_id: id, group_id: g.id }))).execute();
      return { id, agency: agency.id };
    });
    console.log(`Administrator '${username}' created (id ${created.id}, agency ${created.agency}, ${PERMISSIONS.length} permission groups).`);
  } finally {
    await database.close();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
