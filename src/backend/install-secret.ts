import { createHmac, randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** The install's secret: INSTALL_SECRET, else a random one kept in DATA_DIR (0600), made once. */
let secret: Buffer | undefined;
const derived = new Map<string, Buffer>();

function readOrCreate(): Buffer {
  const fromEnv = process.env['INSTALL_SECRET'];
  if (fromEnv) return Buffer.from(fromEnv);
  const dir = path.resolve(process.env['DATA_DIR'] ?? 'data');
  const file = path.join(dir, 'install-secret');
  try {
    return Buffer.from(readFileSync(file, 'utf8').trim(), 'hex');
  } catch {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    const made = randomBytes(32).toString('hex');
    try {
      // 'wx': two processes starting together keep the first one's secret.
      writeFileSync(file, `${made}\n`, { mode: 0o600, flag: 'wx' });
    } catch {
      return Buffer.from(readFileSync(file, 'utf8').trim(), 'hex');
    }
    chmodSync(file, 0o600);
    return Buffer.from(made, 'hex');
  }
}

/**
 * A key for one purpose (`name`), derived from the install's secret, so different uses never share
 * a key and nothing secret is written into code or logs.
 */
export function installSecret(name: string): Buffer {
  let key = derived.get(name);
  if (!key) {
    secret ??= readOrCreate();
    key = createHmac('sha256', secret).update(name).digest();
    derived.set(name, key);
  }
  return key;
}
