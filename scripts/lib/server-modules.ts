// Lets a command-line tool load the server's own modules with Node's TypeScript support: they
// import each other without the ".ts" ending (as the bundler resolves them), which Node's
// resolver does not try. Relative imports that fail are tried again with ".ts" and "/index.ts".
import { registerHooks } from 'node:module';

registerHooks({
  resolve(specifier, context, nextResolve) {
    try {
      return nextResolve(specifier, context);
    } catch (error) {
      if (!specifier.startsWith('.') || /\.[cm]?[jt]sx?$/.test(specifier)) throw error;
      for (const ending of ['.ts', '/index.ts']) {
        try {
          return nextResolve(`${specifier}${ending}`, context);
        } catch {
          // the next ending
        }
      }
      throw error;
    }
  },
});
