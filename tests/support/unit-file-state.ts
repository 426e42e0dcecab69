// Set up before each unit file. The files share one worker and its modules (vitest.config.ts), so
// what a file changes in the process is put back when it ends: the environment (settings are
// read from it), the working folder, stubbed globals, spies and fake timers. A file that left a
// variable set or deleted would otherwise decide what the next file's server or database is.
import { afterAll, vi } from 'vitest';

const environment = { ...process.env };
const folder = process.cwd();

afterAll(() => {
  // Vitest's own stubs first, so the environment as the file found it is what stays.
  vi.unstubAllEnvs();
  for (const name of Object.keys(process.env)) if (!(name in environment)) delete process.env[name];
  Object.assign(process.env, environment);
  if (process.cwd() !== folder) process.chdir(folder);
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
});
