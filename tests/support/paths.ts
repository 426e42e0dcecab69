import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root, whatever folder the test runner started in. */
export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
/** The built static site (what `astro build` writes and nginx serves). */
export const CLIENT_DIR = path.join(ROOT, 'dist/client');
/** The content files the site is built from. */
export const CONTENT_DIR = path.join(ROOT, 'src/content');
