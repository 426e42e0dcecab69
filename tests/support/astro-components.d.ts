// tsc reads .astro files as nothing (only `astro check` understands them); unit tests that render
// a layout through Astro's container (vitest compiles it with Astro's Vite plugin) import it as this.
declare module '*.astro' {
  const Component: import('astro/runtime/server/index.js').AstroComponentFactory;
  export default Component;
}
