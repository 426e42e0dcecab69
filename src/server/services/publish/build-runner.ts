// The publish's build as a process of its own (run by Node directly, never bundled): started
// ahead of time, while the owner edits (./site-build.ts), it loads Node and the build's packages
// — about two seconds of a price change's edit → live — then waits for one order on its IPC
// channel: the folder to build into. It builds once, as `astro build --outDir` does, and exits.
// Only packages are loaded early, never the site's own modules: those read the data files, which
// the owner may still change before pressing Publish; Astro loads them when the build starts.
import type { AstroInlineConfig } from 'astro';

interface BuildOrder {
  outDir: string;
  /** A publish's build: files the Brotli cache lacks get a quick copy, redone once it is live (./refine-compression.ts). */
  quickCompression: boolean;
}

const loading = Promise.all([
  import('astro'),
  import('@astrojs/node'),
  import('@astrojs/mdx'),
  import('@astrojs/react'),
  import('@astrojs/sitemap'),
  import('@astrojs/markdown-satteri'),
  import('pagefind'),
  import('sharp'),
]);

const order = new Promise<BuildOrder>((resolve) => {
  process.once('message', (message: unknown) => {
    const { outDir, quickCompression } = (message as Partial<BuildOrder> | null) ?? {};
    if (typeof outDir === 'string' && outDir.length > 0) resolve({ outDir, quickCompression: quickCompression === true });
    else {
      console.error('build runner: the order names no output folder');
      process.exit(2);
    }
  });
});
// The parent that started us went away (its server stopped): nothing will ever be ordered.
process.once('disconnect', () => process.exit(0));

try {
  const [[astro], { outDir, quickCompression }] = await Promise.all([loading, order]);
  // Read by integrations/precompress.ts when the pages are written.
  if (quickCompression) process.env['PRECOMPRESS_FAST'] = '1';
  const config: AstroInlineConfig = { root: process.cwd(), outDir, mode: 'production' };
  await astro.build(config);
  process.exit(0);
} catch (error) {
  console.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
  process.exit(1);
}
