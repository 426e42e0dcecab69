/**
 * State that belongs to the server process rather than to one build of the site. After the
 * studio publishes, the host loads the new build's bundle beside the old one (src/server/host/release.ts),
 * and every module in it starts with fresh variables; the database connection, the rate limits
 * and the notification worker must not be opened or reset twice, so they live here, on
 * globalThis under one symbol, and every bundle of the process finds the same ones.
 */
export function processWide<T extends object>(name: string, make: () => T): T {
  const key = Symbol.for(`kingstone.process.${name}`);
  const store = globalThis as Record<symbol, unknown>;
  if (!(key in store)) store[key] = make();
  return store[key] as T;
}
