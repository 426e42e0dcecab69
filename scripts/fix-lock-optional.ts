// The registry mirror this project installs from lacks some other-platform builds of native
// bindings (e.g. @oxlint/binding-darwin-x64 at the version oxlint pins). `npm install` then leaves
// them out of package-lock.json and `npm ci` refuses the lock as out of sync. This records each
// missing optional binding in the lock with its os/cpu, so `npm ci` skips it on this platform as
// it would any foreign-platform package. Run after `npm install` changes the lock.
import { readFileSync, writeFileSync } from 'node:fs';

const LOCK = new URL('../package-lock.json', import.meta.url);
/** The parts of a lock entry this reads and writes. */
interface LockEntry {
  version?: string;
  dev?: boolean;
  optional?: boolean;
  optionalDependencies?: Record<string, string>;
  os?: string[];
  cpu?: string[];
  libc?: string[];
}

const lock = JSON.parse(readFileSync(LOCK, 'utf8'));
const packages: Record<string, LockEntry> = lock.packages;

/** Guess os/cpu/libc from a binding's name, e.g. "...-darwin-arm64", "...-linux-x64-musl". */
function platformOf(name: string): Pick<LockEntry, 'os' | 'cpu' | 'libc'> {
  const os = ['android', 'darwin', 'freebsd', 'linux', 'openharmony', 'win32', 'wasm32'].find((o) => name.includes(`-${o}`));
  const cpu = ['arm64', 'arm', 'x64', 'ia32', 'ppc64', 'riscv64', 's390x', 'wasi'].find((c) => new RegExp(`-${c}(-|$)`).test(name));
  const libc = /-musl/.test(name) ? ['musl'] : /-gnu/.test(name) ? ['glibc'] : undefined;
  if (os === 'wasm32') return { cpu: ['wasm32'] };
  return { ...(os ? { os: [os] } : {}), ...(cpu ? { cpu: [cpu] } : {}), ...(libc ? { libc } : {}) };
}

let added = 0;
for (const [, pkg] of Object.entries(packages)) {
  for (const [dep, range] of Object.entries(pkg.optionalDependencies ?? {})) {
    const key = `node_modules/${dep}`;
    if (packages[key]) continue;
    packages[key] = { version: String(range).replace(/^[\^~=]/, ''), ...(pkg.dev ? { dev: pkg.dev } : {}), optional: true, ...platformOf(dep) };
    added += 1;
  }
}
lock.packages = Object.fromEntries(Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))));
writeFileSync(LOCK, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`package-lock.json: recorded ${added} foreign-platform optional bindings`);
