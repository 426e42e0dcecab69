/// <reference types="vitest/config" />
import { getViteConfig } from 'astro/config';

// Unit tests run through Astro's own Vite config, so they see modules exactly as the build does.
export default getViteConfig({
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}'],
    environment: 'node',
    // npm test runs the production build beside the unit tests (scripts/test-all.ts), which
    // slows the heaviest files (a publish with its snapshots: 3 s alone) two- to three-fold on
    // CI's two cores; 5 s failed there. A hang still fails, at 20 s.
    testTimeout: 20_000,
  },
});
