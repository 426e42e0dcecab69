import { describe, expect, it, vi } from 'vitest';
import { createLoginLimiter, GLOBAL_LOGIN_FAILURES, GLOBAL_PAUSE_MS, LOGIN_FAILURES } from '../../src/server/services/admin/login-limit';

const right = async () => true;
const wrong = async () => false;

describe('admin login limiter', () => {
  it('never counts a correct password: the owner can log in any number of times', async () => {
    const limiter = createLoginLimiter();
    for (let i = 0; i < LOGIN_FAILURES * 3; i += 1) expect(await limiter.attempt('owner', right)).toBe('ok');
  });

  it('after five wrong passwords stops checking, even the right one, for that client only', async () => {
    const limiter = createLoginLimiter();
    for (let i = 0; i < LOGIN_FAILURES - 1; i += 1) expect(await limiter.attempt('guesser', wrong)).toBe('failed');
    expect(await limiter.attempt('guesser', right)).toBe('ok');
    expect(await limiter.attempt('guesser', wrong)).toBe('failed');
    const verify = vi.fn(right);
    expect(await limiter.attempt('guesser', verify)).toBe('locked');
    expect(verify).not.toHaveBeenCalled();
    expect(await limiter.attempt('someone else', right)).toBe('ok');
  });

  it('lets no more than five of a burst of parallel guesses be checked', async () => {
    const limiter = createLoginLimiter();
    let checked = 0;
    // Each guess takes a while, as scrypt does: the burst arrives before any has been judged.
    const slowWrong = async () => {
      checked += 1;
      await new Promise((resolve) => setTimeout(resolve, 20));
      return false;
    };
    const outcomes = await Promise.all(Array.from({ length: 20 }, () => limiter.attempt('burst', slowWrong)));
    expect(checked).toBe(LOGIN_FAILURES);
    expect(outcomes.filter((o) => o === 'failed')).toHaveLength(LOGIN_FAILURES);
    expect(outcomes.filter((o) => o === 'locked')).toHaveLength(20 - LOGIN_FAILURES);
  });

  it('unlocks when the window ends', async () => {
    const limiter = createLoginLimiter({ failures: 2, windowSeconds: 1 });
    await limiter.attempt('guesser', wrong);
    await limiter.attempt('guesser', wrong);
    expect(await limiter.attempt('guesser', right)).toBe('locked');
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(await limiter.attempt('guesser', right)).toBe('ok');
  });

  // Issue 34, finding 4: five addresses got 25 guesses; an IPv6 /64 a key per address.
  describe('across all clients', () => {
    /** A limiter on a clock the test moves. */
    function clocked() {
      let time = Date.parse('2026-11-28T00:00:00Z');
      const limiter = createLoginLimiter({ now: () => time });
      return { limiter, advance: (ms: number) => (time += ms), now: () => time };
    }
    /** Wrong passwords from `count` different clients, each within its own budget. */
    async function distributed(limiter: ReturnType<typeof createLoginLimiter>, count: number, tag: string) {
      const outcomes = [];
      for (let i = 0; i < count; i += 1) outcomes.push(await limiter.attempt(`${tag}-${i}`, wrong));
      return outcomes;
    }

    it(`pauses every login after ${GLOBAL_LOGIN_FAILURES} wrong passwords from anywhere, without checking any, even the right one`, async () => {
      const { limiter } = clocked();
      expect(await distributed(limiter, GLOBAL_LOGIN_FAILURES, 'bot')).toEqual(Array(GLOBAL_LOGIN_FAILURES).fill('failed'));
      const verify = vi.fn(right);
      expect(await limiter.attempt('fresh-address', verify)).toBe('paused');
      expect(await limiter.attempt('owner-new-phone', verify)).toBe('paused');
      expect(verify).not.toHaveBeenCalled();
    });

    it('still lets a known device in (how the owner gets in), checking its password as always', async () => {
      const { limiter } = clocked();
      await distributed(limiter, GLOBAL_LOGIN_FAILURES, 'bot');
      expect(await limiter.attempt('owner-phone', right, { knownDevice: true })).toBe('ok');
      expect(await limiter.attempt('owner-phone', wrong, { knownDevice: true })).toBe('failed');
    });

    it('backs off: the pause doubles while the guessing goes on, and ends when it is over', async () => {
      const { limiter, advance, now } = clocked();
      await distributed(limiter, GLOBAL_LOGIN_FAILURES, 'wave1');
      expect(limiter.pausedUntil() - now()).toBe(GLOBAL_PAUSE_MS);
      advance(GLOBAL_PAUSE_MS + 1);
      expect(await limiter.attempt('owner', right)).toBe('ok');
      await distributed(limiter, GLOBAL_LOGIN_FAILURES, 'wave2');
      expect(limiter.pausedUntil() - now()).toBe(2 * GLOBAL_PAUSE_MS);
      advance(GLOBAL_PAUSE_MS + 1);
      expect(await limiter.attempt('owner', right)).toBe('paused');
      advance(GLOBAL_PAUSE_MS);
      expect(await limiter.attempt('owner', right)).toBe('ok');
    });

    it('lets no more than the global budget of a burst from many addresses be checked', async () => {
      const { limiter } = clocked();
      let checked = 0;
      const slowWrong = async () => {
        checked += 1;
        await new Promise((resolve) => setTimeout(resolve, 20));
        return false;
      };
      const outcomes = await Promise.all(Array.from({ length: 200 }, (_, i) => limiter.attempt(`burst-${i % 40}`, slowWrong)));
      expect(checked).toBe(GLOBAL_LOGIN_FAILURES);
      expect(outcomes.filter((o) => o === 'paused')).toHaveLength(200 - GLOBAL_LOGIN_FAILURES);
    });
  });
});
