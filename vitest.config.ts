/// <reference types="vitest/config" />
import { getViteConfig } from 'astro/config';

/**
 * Files that need a process of their own: each depends on something read once per process and
 * kept (the install secret, a login's attempts, a lazily loaded editor, the process-wide
 * runtime's rate limiters in src/server/web/runtime.ts), which an earlier file in a shared worker
 * would already have made.
 */
const OWN_MODULES = [
  'tests/unit/admin-start.test.ts',
  'tests/unit/admin-trail.test.ts',
  'tests/unit/studio-articles-editor.test.tsx',
  'tests/unit/views/booking-page.test.ts',
];

// Unit tests run through Astro's own Vite config, so they see modules exactly as the build does.
export default getViteConfig({
  test: {
    environment: 'node',
    // npm test runs the production build beside the unit tests (scripts/test-all.ts), which
    // slows the heaviest files (a publish with its snapshots: 3 s alone) two- to three-fold on
    // CI's two cores; 5 s failed there. A hang still fails, at 20 s.
    testTimeout: 20_000,
    setupFiles: ['tests/support/unit-file-state.ts'],
    projects: [
      {
        extends: true,
        // One worker runs the files one after another and keeps the modules they load (no new
        // process and no new import of the same modules per file): 168-209 s instead of 256-292
        // s on two cores. What a file changes in the process is put back when it ends
        // (tests/support/unit-file-state.ts).
        test: { name: 'unit', include: ['tests/unit/**/*.test.{ts,tsx}'], exclude: OWN_MODULES, isolate: false },
      },
      { extends: true, test: { name: 'unit-own-modules', include: OWN_MODULES } },
    ],
  },
});
