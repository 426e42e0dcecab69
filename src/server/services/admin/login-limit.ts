import { RateLimiterMemory } from 'rate-limiter-flexible';

export const LOGIN_FAILURES = 5;
export const LOGIN_WINDOW_SECONDS = 15 * 60;
/**
 * Wrong passwords from all clients together in the window before logins pause for everyone but
 * known devices: five addresses got 25 guesses, an IPv6 /64 a key per address (issue 34).
 */
export const GLOBAL_LOGIN_FAILURES = 20;
/** The first pause; each pause that follows another within a day lasts twice as long, up to a day. */
export const GLOBAL_PAUSE_MS = 15 * 60_000;
const MAX_PAUSE_MS = 24 * 60 * 60_000;
const CALM_MS = 24 * 60 * 60_000;

/** 'paused': wrong passwords from everywhere paused logins, except from a device that logged in before. */
export type LoginOutcome = 'ok' | 'failed' | 'locked' | 'paused';

/**
 * Wrong passwords per client: LOGIN_FAILURES in LOGIN_WINDOW_SECONDS, then no more checks until
 * the window ends. Correct logins cost nothing, so the owner is never locked out by logging in.
 * Across clients: GLOBAL_LOGIN_FAILURES in the window pause every login for GLOBAL_PAUSE_MS,
 * doubling while the guessing goes on, except from a known device (a browser that logged in
 * before carries a signed cookie, ./known-device.ts): that is how the owner still gets in.
 */
export interface LoginLimiter {
  /** Runs `verify` unless the client (or, for an unknown device, everyone) has no failures left; counts it only when it fails. */
  attempt: (client: string, verify: () => Promise<boolean>, options?: { knownDevice?: boolean }) => Promise<LoginOutcome>;
  /** When the pause for unknown devices ends (ms since the epoch), or 0 when there is none. */
  pausedUntil: () => number;
}

export interface LoginLimits {
  failures?: number;
  windowSeconds?: number;
  globalFailures?: number;
  pauseMs?: number;
  now?: () => number;
}

export function createLoginLimiter({ failures = LOGIN_FAILURES, windowSeconds = LOGIN_WINDOW_SECONDS, globalFailures = GLOBAL_LOGIN_FAILURES, pauseMs = GLOBAL_PAUSE_MS, now = Date.now }: LoginLimits = {}): LoginLimiter {
  const limiter = new RateLimiterMemory({ points: failures, duration: windowSeconds });
  // The moments of the latest wrong passwords from anyone (at most globalFailures are kept).
  const recent: number[] = [];
  let pausedUntil = 0;
  // Guesses being checked now: a burst from many addresses must not all pass before any has failed.
  let checking = 0;
  let pauses = 0;
  let lastPauseAt = 0;

  const countGlobalFailure = () => {
    const at = now();
    recent.push(at);
    if (recent.length > globalFailures) recent.shift();
    if (recent.length < globalFailures || at - recent[0]! > windowSeconds * 1000 || at < pausedUntil) return;
    pauses = at - lastPauseAt > CALM_MS ? 1 : pauses + 1;
    lastPauseAt = at;
    pausedUntil = at + Math.min(pauseMs * 2 ** (pauses - 1), MAX_PAUSE_MS);
    recent.length = 0;
  };

  return {
    pausedUntil: () => (now() < pausedUntil ? pausedUntil : 0),
    async attempt(client, verify, { knownDevice = false } = {}) {
      const recentFailures = recent.filter((at) => now() - at <= windowSeconds * 1000).length;
      if (!knownDevice && (now() < pausedUntil || recentFailures + checking >= globalFailures)) return 'paused';
      // Taken before the first await, so every guess of a burst sees the ones before it.
      checking += 1;
      let ok: boolean;
      try {
        // The point is taken before verifying and given back on success: a check-then-count would
        // let a burst of parallel guesses all pass the check while the first ones are still hashing.
        const allowed = await limiter.consume(client).then(
          () => true,
          () => false,
        );
        if (!allowed) return 'locked';
        ok = await verify();
      } finally {
        checking -= 1;
      }
      if (ok) await limiter.reward(client, 1);
      else countGlobalFailure();
      return ok ? 'ok' : 'failed';
    },
  };
}
