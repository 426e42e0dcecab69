import { RateLimiterMemory } from 'rate-limiter-flexible';

export const LOGIN_FAILURES = 5;
export const LOGIN_WINDOW_SECONDS = 15 * 60;

export type LoginOutcome = 'ok' | 'failed' | 'locked';

/**
 * Wrong passwords per client: LOGIN_FAILURES in LOGIN_WINDOW_SECONDS, then no more checks until
 * the window ends. Correct logins cost nothing, so the owner is never locked out by logging in.
 */
export interface LoginLimiter {
  /** Runs `verify` unless the client has no failures left, and counts it only when it fails. */
  attempt: (client: string, verify: () => Promise<boolean>) => Promise<LoginOutcome>;
}

export function createLoginLimiter(failures = LOGIN_FAILURES, windowSeconds = LOGIN_WINDOW_SECONDS): LoginLimiter {
  const limiter = new RateLimiterMemory({ points: failures, duration: windowSeconds });
  return {
    async attempt(client, verify) {
      // The point is taken before verifying and given back on success: a check-then-count would let
      // a burst of parallel guesses all pass the check while the first ones are still hashing.
      const allowed = await limiter.consume(client).then(
        () => true,
        () => false,
      );
      if (!allowed) return 'locked';
      const ok = await verify();
      if (ok) await limiter.reward(client, 1);
      return ok ? 'ok' : 'failed';
    },
  };
}
