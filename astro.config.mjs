// @ts-check
import { defineConfig } from 'astro/config';
import node from '@astrojs/node';
import mdx from '@astrojs/mdx';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import { linkCheck, searchIndex } from './scripts/lib/integrations.mjs';
import { sitemapSerializer } from './scripts/lib/sitemap-from-heads.mjs';

// The public origin used in canonical URLs, hreflang, Open Graph and the sitemap.
// SITE_URL lets a deployment (or a test) set its own origin without editing code.
const SITE_URL = process.env.SITE_URL ?? 'https://kingstonespa.vn';
const CLIENT_DIR = new URL('./dist/client/', import.meta.url);

export default defineConfig({
  site: SITE_URL,
  // One URL per page: "/services", never "/services/"; the server 301s the other form.
  trailingSlash: 'never',
  adapter: node({ mode: 'standalone' }),
  integrations: [
    react(),
    mdx(),
    // The sitemap reads each built page's own head (canonical, robots, hreflang), so it can
    // never disagree with what the page tells crawlers.
    sitemap({ serialize: sitemapSerializer(CLIENT_DIR) }),
    linkCheck(),
    searchIndex(),
  ],
  server: {
    port: Number(process.env.PORT ?? 4321),
    host: process.env.HOST ?? 'localhost',
  },
  build: { format: 'directory', inlineStylesheets: 'always' },
  devToolbar: { enabled: false },
  prefetch: false,
});
