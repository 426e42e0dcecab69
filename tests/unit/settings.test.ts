import { execFile } from 'node:child_process';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { scrubbedEnv } from '../../src/server/services/publish/scrubbed-env';
import { parseSettings, SettingsError } from '../../src/server/settings/read-settings';
import { SECRET_ENV_NAMES, VARIABLES } from '../../src/server/settings/variables';

// The environment is read in one place per process, through one schema (src/server/settings/),
// and the operator's guide lists exactly the variables an operator sets.

const root = fileURLToPath(new URL('../..', import.meta.url));

function problems(env: Record<string, string>): readonly string[] {
  try {
    parseSettings('server', env);
  } catch (error) {
    if (error instanceof SettingsError) return error.problems;
    throw error;
  }
  return [];
}

describe('the settings', () => {
  it('name every variable that cannot work, with what it must be and what it was', () => {
    expect([...problems({ PORT: 'http', LOG_REQUESTS: 'yes', MAX_CONNECTIONS: '-5' })].sort()).toEqual([
      'LOG_REQUESTS must be "0" or "1" (got "yes")',
      'MAX_CONNECTIONS must be a whole number from 1 to 1000000 (got "-5")',
      'PORT must be a whole number from 0 to 65535 (got "http")',
    ]);
    expect(problems({ SITE_URL: 'kingstonespa.vn' })).toEqual(['SITE_URL must be a URL starting with https:// or http:// (got "kingstonespa.vn")']);
  });

  it('never print a secret’s value, even a wrong one', () => {
    const [problem = ''] = problems({ SMTP_URL: 'user:hunter2@mail.example' });
    expect(problem).toBe('SMTP_URL must be a URL starting with smtp:// or smtps://');
    expect(problem).not.toContain('hunter2');
  });

  it('fill in the defaults, and take an empty value for an unset one', () => {
    const settings = parseSettings('server', { PORT: '', DATA_DIR: '/srv/kingstone-data', SMTP_URL: '' });
    expect(settings).toMatchObject({ PORT: '4321', HOST: 'localhost', DATA_DIR: '/srv/kingstone-data', SITE_URL: 'https://kingstonespa.vn' });
    expect(settings.SMTP_URL).toBeUndefined();
  });

  it('keep each process to its own variables', () => {
    expect(parseSettings('build', { ADMIN_PASSWORD: 'not-the-build’s-business' })).not.toHaveProperty('ADMIN_PASSWORD');
    expect(() => parseSettings('build', { BROTLI_QUALITY: '12' })).toThrow(/BROTLI_QUALITY must be a whole number from 0 to 11/);
  });

  it('keep every secret from what a build or a hook runs', () => {
    const secrets = Object.fromEntries(SECRET_ENV_NAMES.map((name) => [name, 'x']));
    expect(scrubbedEnv({ ...secrets, PATH: '/usr/bin', SITE_URL: 'https://kingstonespa.vn' })).toEqual({ PATH: '/usr/bin', SITE_URL: 'https://kingstonespa.vn' });
    expect(SECRET_ENV_NAMES).toEqual(expect.arrayContaining(['ADMIN_PASSWORD', 'DATABASE_URL', 'INSTALL_SECRET', 'TELEGRAM_BOT_TOKEN', 'KINGSTONE_INTERNAL_TOKEN']));
  });

  it('stop npm start in one line that names the variable, before anything builds', async () => {
    const run = promisify(execFile)(process.execPath, ['scripts/start.mjs'], { cwd: root, env: { PATH: process.env['PATH'] ?? '', PORT: 'eighty' } });
    const failed = await run.then(
      () => undefined,
      (error: { code: number; stderr: string }) => error,
    );
    expect(failed?.code).toBe(1);
    expect(failed?.stderr.trim()).toBe('Kingstone Spa did not start: settings: PORT must be a whole number from 0 to 65535 (got "eighty")');
  });
});

describe('the operator’s guide', () => {
  it('lists exactly the variables an operator sets, in its Settings table', () => {
    const guide = readFileSync(path.join(root, 'docs/operator-guide.md'), 'utf8');
    const section = /^## Settings\n([\s\S]*?)(?=^## )/m.exec(guide)?.[1] ?? '';
    const listed = [...section.matchAll(/^\| `([A-Z0-9_]+)` \|/gm)].map((m) => m[1]);
    const declared = Object.entries(VARIABLES)
      .filter(([, variable]) => 'operator' in variable && variable.operator)
      .map(([name]) => name);
    expect(listed.sort()).toEqual(declared.sort());
  });
});

describe('the environment', () => {
  // Reading process.env anywhere else would be a setting no schema checks and no guide lists.
  // The pre-install tools run on the machine's own Node, before npm ci brings zod; the host
  // bridge hands values between the host and the bundle in one process, not settings. The site's
  // clock (declared in variables.ts like any setting) is read below the settings layer, by the views too.
  const READERS = [
    'src/server/settings/read-settings.ts',
    'src/config/clock.ts',
    'src/server/http/host-bridge.ts',
    'scripts/ensure-test-tools.mjs',
    'scripts/lib/chromium.mjs',
    'scripts/lib/nginx-paths.mjs',
  ];

  it('is read only by the settings modules', () => {
    const code = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', 'src', 'integrations', 'scripts', 'astro.config.mjs'], { cwd: root, encoding: 'utf8' })
      .split('\n')
      .filter((file) => /\.(?:ts|tsx|mjs|js|astro)$/.test(file) && !READERS.includes(file));
    const readers = code.filter((file) => {
      const text = readFileSync(path.join(root, file), 'utf8').replace(/^\s*(?:\/\/|\*).*$/gm, '');
      // An assignment hands a value on (a bench's own server, the build's runner); any other use reads.
      return [...text.matchAll(/(?:process|import\.meta)\.env\b(?:\.(\w+)|\[([^\]]+)\])?(\s*=(?!=))?/g)].some((m) => !m[3] && m[1] !== 'DEV' && m[1] !== 'SITE');
    });
    expect(readers).toEqual([]);
  });
});
