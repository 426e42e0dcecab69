// `npm run admin:hash -- "<password>"` (or piped in): prints an ADMIN_PASSWORD_HASH, so the plain
// password need not sit in the environment. Node 24 runs the server's own TypeScript module here.
import { hashPassword, MIN_PASSWORD_LENGTH } from '../src/server/services/admin/password.ts';

const password =
  process.argv[2] ??
  (await new Promise<string>((resolve) => {
    let text = '';
    process.stdin.on('data', (c) => (text += c));
    process.stdin.on('end', () => resolve(text.trim()));
  }));
if (!password) {
  console.error('usage: npm run admin:hash -- "<password>"   (or pipe it in)');
  process.exit(1);
}
if ([...password].length < MIN_PASSWORD_LENGTH) {
  console.error(`the password must be at least ${MIN_PASSWORD_LENGTH} characters long`);
  process.exit(1);
}
console.log(await hashPassword(password));
