import { loadConfig, ConfigError } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { migrate } from '../db/migrate.ts';
import { setRoleByEmail } from './admin-repository.ts';
import { audit } from '../audit.ts';

/**
 * Makes or unmakes an administrator:  npm run admin -- grant you@example.com   |   npm run admin -- revoke you@example.com
 * Uses the same configuration as the server (DATA_DIR or DATABASE_URL). With PGlite, stop the server first: the
 * embedded database has a single writer.
 */
const [command, email] = process.argv.slice(2);
if (!['grant', 'revoke'].includes(command ?? '') || !email) {
  console.error('Usage: npm run admin -- grant <email>   |   npm run admin -- revoke <email>');
  process.exit(2);
}
let config;
try {
  config = loadConfig();
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(2);
}
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await migrate(database);
  const role = command === 'grant' ? 'admin' : 'user';
  const rows = await setRoleByEmail(database.db, email, role);
  if (rows.length === 0) {
    console.error(`No account with the e-mail ${email}. Sign up first, then run this again.`);
    process.exitCode = 1;
  } else {
    await audit(database.db, { action: `admin.role_${command}`, userId: rows[0].id, actorId: 'cli', details: { role } });
    console.log(command === 'grant' ? `${email} is now an administrator.` : `${email} is no longer an administrator.`);
  }
} finally {
  await database.close();
}
