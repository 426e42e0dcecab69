import { RateLimiterMemory } from 'rate-limiter-flexible';

/** Per-client limits; BOOKING_RATE_LIMIT=0 turns them off (load tests). */
export interface Limiter {
  /** True when the client may go on; false when it is over a limit. */
  allow: (client: string) => Promise<boolean>;
}

export function createBookingLimiter(env: Record<string, string | undefined>): Limiter {
  if (env['BOOKING_RATE_LIMIT'] === '0') return { allow: async () => true };
  const bookings = new RateLimiterMemory({ points: 5, duration: 10 * 60 });
  const requests = new RateLimiterMemory({ points: 20, duration: 60 });
  return {
    async allow(client) {
      try {
        await requests.consume(client);
        await bookings.consume(client);
        return true;
      } catch {
        return false;
      }
    },
  };
}
