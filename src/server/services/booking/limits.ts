import { RateLimiterMemory } from 'rate-limiter-flexible';

/**
 * Per-client limits of one public form, counting what they say they count: every request posted
 * to the form (20 a minute), and the things it actually creates (5 stored bookings, or sign-ups,
 * in 10 minutes). A request that fails validation costs a request, never one of the five.
 * BOOKING_RATE_LIMIT=0 turns them off (load tests).
 */
export interface Limiter {
  /** Counts one request; false when the client is over the per-minute limit. */
  request: (client: string) => Promise<boolean>;
  /** Reserves one creation before storing; false when none is left. */
  reserve: (client: string) => Promise<boolean>;
  /** Gives back a reservation that created nothing (a duplicate, a failure). */
  release: (client: string) => Promise<void>;
}

export const REQUESTS_PER_MINUTE = 20;
export const CREATIONS_PER_10_MINUTES = 5;

const consumed = (limiter: RateLimiterMemory, client: string) =>
  limiter.consume(client).then(
    () => true,
    () => false,
  );

export function createFormLimiter(env: Record<string, string | undefined>): Limiter {
  if (env['BOOKING_RATE_LIMIT'] === '0') return { request: async () => true, reserve: async () => true, release: async () => undefined };
  const requests = new RateLimiterMemory({ points: REQUESTS_PER_MINUTE, duration: 60 });
  const creations = new RateLimiterMemory({ points: CREATIONS_PER_10_MINUTES, duration: 10 * 60 });
  return {
    request: (client) => consumed(requests, client),
    reserve: (client) => consumed(creations, client),
    release: async (client) => {
      await creations.reward(client, 1);
    },
  };
}
