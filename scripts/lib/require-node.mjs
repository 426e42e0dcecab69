// @ts-check
// Imported first by the scripts that run the server: with an older Node (`node scripts/start.mjs`
// on the machine's Node 20) pages would be served and every booking would fail on the missing
// node:sqlite. Refuse with one line instead. The version comes from package.json's engines.
// Plain JavaScript, so that older Node can run it and say so.
import { readFileSync } from 'node:fs';

/**
 * The one-line refusal for `running` (e.g. "20.20.2") under an engines range like ">=24 <25", or
 * undefined when it is new enough.
 * @param {string} running @param {string} range
 */
export function nodeVersionProblem(running, range) {
  const required = Number(/\d+/.exec(range)?.[0]);
  if (Number(running.split('.')[0]) >= required) return undefined;
  return `Kingstone Spa needs Node ${required} (this is ${running}). Use \`npm start\`, which runs the project's own Node ${required}, or node_modules/.bin/node scripts/start.mjs.`;
}

const { engines } = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8'));
const problem = nodeVersionProblem(process.versions.node, engines.node);
if (problem) {
  console.error(problem);
  process.exit(1);
}
