// @ts-check
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'astro/config';
import node from '@astrojs/node';
import mdx from '@astrojs/mdx';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import { linkCheck, searchIndex } from './integrations/integrations.ts';
import { pageHeads, sitemapSerializer } from './integrations/sitemap-from-heads.ts';
import { CSP_DIRECTIVES } from './src/server/http/security-headers.ts';
import { siteRedirects } from './src/server/http/redirect-rules.ts';
import { MAX_BODY_LIMIT } from './src/server/http/body-limits.ts';
import { precompression } from './integrations/precompress.ts';
import { PRECOMPRESS_CACHE_DIR } from './src/server/http/releases.ts';
import { deployFiles } from './integrations/deploy-files.ts';
import { inlineStylesheets } from './integrations/inline-stylesheets.ts';
import { deferredScript } from './integrations/deferred-script.ts';
import { ownScriptModules } from './integrations/own-script-modules.ts';
import { satteri } from '@astrojs/markdown-satteri';
import { MARKDOWN_PROCESSOR_OPTIONS } from './src/markdown/processor-options.ts';
import { buildSettings } from './src/server/settings/read-settings.ts';
import { DEFAULT_SITE_URL } from './src/config/site-url.ts';
import { AVIF_EFFORT } from './src/media/avif.ts';

// The build's settings (src/server/settings/variables.ts), checked: SITE_URL is the public origin
// in canonical URLs, hreflang, Open Graph and the sitemap, so a deployment (or a test) sets its
// own without editing code.
const SETTINGS = buildSettings();
const SITE_URL = SETTINGS.SITE_URL ?? DEFAULT_SITE_URL;
const SEARCH = searchIndex();
const HEADS = pageHeads();
const REDIRECTS = siteRedirects(fileURLToPath(new URL('.', import.meta.url)));

export default defineConfig({
  site: SITE_URL,
  // One URL per page: "/services", never "/services/"; the server 301s the other form.
  trailingSlash: 'never',
  // middleware mode: our own server (src/server/host/index.ts) serves the prerendered files and hands
  // only on-demand routes to the adapter; its standalone handler would stat the disk for a
  // static file before every booking (a seventh of a booking's CPU time, measured).
  // staticHeaders: each prerendered page's CSP is written to dist/_headers.json (not a <meta>),
  // and our server, the static-host _headers file and the nginx map all send it as a header.
  // bodySizeLimit: the largest body any route takes (src/server/http/body-limits.ts: 16 KB, an article
  // in the studio 256 KB, a photo 15 MB); each route enforces its own, smaller or equal, limit.
  adapter: node({ mode: 'middleware', staticHeaders: true, bodySizeLimit: MAX_BODY_LIMIT }),
  security: {
    csp: { directives: CSP_DIRECTIVES },
    // Behind nginx or a CDN the public host and https come in X-Forwarded-Host/-Proto; trust them
    // for our own domain only, so form origin checks see the address the visitor used.
    allowedDomains: [{ hostname: new URL(SITE_URL).hostname, protocol: 'https' }],
  },
  integrations: [
    // Components render to a string in one go: nothing here suspends, and React's streaming
    // renderer cost a fifth of the build's page generation (measured on 4,000 articles).
    react({ experimentalDisableStreaming: true }),
    mdx(),
    // After the build: search indexing starts (Pagefind's own process) and works while one pass
    // here checks every link and records each page's own head (canonical, robots, hreflang) for
    // the sitemap, so the sitemap can never disagree with what a page tells crawlers.
    SEARCH.start,
    linkCheck(HEADS),
    sitemap({ serialize: sitemapSerializer(HEADS) }),
    SEARCH.finish,
    // A page that fits a new connection's first round trip with its stylesheets carries them
    // (before deploy-files, which reads each page's inline styles for its policy).
    inlineStylesheets(),
    // The headers/redirects files for other hosts, then the .br copies of every text file.
    deployFiles({ redirects: REDIRECTS }),
    // Its cache sits beside the image cache: a publish recompresses only the pages it changed.
    precompression({ cacheDir: fileURLToPath(new URL(`./${PRECOMPRESS_CACHE_DIR}/`, import.meta.url)) }),
  ],
  server: {
    port: Number(SETTINGS.PORT ?? 4321),
    host: SETTINGS.HOST ?? 'localhost',
  },
  // The two large stylesheets (the shared one and the page type's) are files, fetched once and
  // cached for a year; the small per-feature ones (under Vite's 4 KB inline limit: hero, cards,
  // newsletter…) are inlined. Inlining everything was measured first (same-run Lighthouse, 5
  // rounds): first paint up to 120 ms sooner but total blocking time 40–55 % higher on every page
  // type. Inlining only the small ones (4 alternating rounds on the home page): 13 requests → 8,
  // LCP 1,395–1,400 → 1,196–1,200 ms, TBT no higher (578–735 → 590–599 ms).
  // Joining a page's two or three files into one (after the build) was measured as well, 5
  // alternating rounds on four page types: first paint 90–160 ms sooner, LCP no sooner (the hero
  // image, on a connection of its own, bounds it), TBT 1.4–2× and performance 3–8 points worse.
  // After the pages are written, a page that fits a new connection's first round trip with its
  // linked stylesheets in it gets them inline (integrations/inline-stylesheets.ts, issue 37).
  build: { format: 'directory', inlineStylesheets: 'auto' },
  markdown: {
    // No code blocks in our content; Shiki's inline styles would need 'unsafe-inline' in the CSP.
    syntaxHighlight: false,
    // Sätteri (Astro's default processor; MDX inherits it) keeps its dashes and ellipses, and our
    // plugin decides quotes by Unicode-aware context (src/markdown/README.md).
    processor: satteri(MARKDOWN_PROCESSOR_OPTIONS),
  },
  // The image pipeline's encodings (1,500-odd files; a cold build takes 2 min 35 s here) outlive a reinstall here;
  // under node_modules/.astro every `npm ci` wiped them and the next publish re-encoded them all.
  cacheDir: './.cache/astro',
  // Astro's sharp service with AVIF's encoding effort (src/media/avif.ts says why).
  image: { service: { entrypoint: 'astro/assets/services/sharp', config: { avif: { effort: AVIF_EFFORT } } } },
  devToolbar: { enabled: false },
  // The home page's script, loaded after the page is shown (integrations/deferred-script.ts), with
  // its own copies of the modules it shares with other pages' small inline scripts
  // (integrations/own-script-modules.ts).
  vite: {
    plugins: [
      deferredScript('virtual:kingstone/home-page-script', 'src/components/sections/home/home-page-script.ts', 'home'),
      // The site's counter and real visitors' speed (issue 39): fetched once the page is idle
      // (src/browser/insights.ts), the speed library by the counter.
      deferredScript('virtual:kingstone/counter-script', 'src/browser/counter.ts', 'counter'),
      deferredScript('virtual:kingstone/vitals-script', 'src/browser/vitals.ts', 'vitals'),
      // The home page's one script, and the search page's (whose shared locale list was a second
      // file it fetched only once the first had come: Lighthouse's LCP 1,126 ms, the footer text).
      ownScriptModules(/\/src\/components\/sections\/home\/home-page-script\.ts|\/src\/pages\/\[\.\.\.lang\]\/search\.astro\?astro&type=script/),
    ],
  },
  prefetch: false,
});
