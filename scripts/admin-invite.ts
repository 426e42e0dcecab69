// `npm run admin:invite -- --role owner [--name "Lan"] [--lang vi]`: prints a one-time link that
// creates one admin account (24 hours, used once). How a new install gets its first owner, and how
// an owner who lost every way in gets back (the old account is then disabled from the new one).
import path from 'node:path';
import { parseArgs } from 'node:util';
import './lib/server-modules.ts';
import { settingsOrExit } from './lib/tool-settings.ts';

const { openDatabase } = await import('../src/server/data/connect.ts');
const { createInvite, INVITE_HOURS, INVITE_PATH } = await import('../src/server/services/admin/invites.ts');
const { cleanName } = await import('../src/server/services/admin/accounts.ts');
const { isRole, ROLES } = await import('../src/people/roles.ts');
const { isLocale, LOCALES } = await import('../src/i18n/locales.ts');

const usage = `usage: npm run admin:invite -- --role ${ROLES.join('|')} [--name "Lan"] [--lang ${LOCALES.join('|')}]`;
let values: { role?: string | undefined; name?: string | undefined; lang?: string | undefined };
try {
  ({ values } = parseArgs({ options: { role: { type: 'string' }, name: { type: 'string' }, lang: { type: 'string' } } }));
} catch (error) {
  console.error(`${(error as Error).message}\n${usage}`);
  process.exit(1);
}
const role = values.role;
const name = cleanName(values.name ?? (role === 'owner' ? 'Owner' : ''));
const lang = values.lang ?? 'ko';
if (!isRole(role) || !name || !isLocale(lang)) {
  console.error(!isRole(role) ? `--role must be one of ${ROLES.join(', ')}\n${usage}` : !name ? `--name must be 1–60 characters\n${usage}` : `--lang must be one of ${LOCALES.join(', ')}\n${usage}`);
  process.exit(1);
}

const settings = settingsOrExit();
const { db, close } = await openDatabase({ databaseUrl: settings.DATABASE_URL, dataDir: path.resolve(settings.DATA_DIR ?? 'data') });
try {
  const token = await createInvite(db, { role, name, locale: lang, by: 'npm run admin:invite' });
  const port = settings.PORT ?? '4321';
  console.log(`An invite for ${name} (${role}), good for ${INVITE_HOURS} hours, once:\n`);
  console.log(`  ${(settings.SITE_URL ?? '').replace(/\/$/, '')}${INVITE_PATH}${token}`);
  console.log(`\nOn this computer (npm start): http://localhost:${port}${INVITE_PATH}${token}`);
  console.log('Open it on the phone that will sign in, and set up a passkey or a password with an authenticator app.');
} finally {
  await close();
}
