import { describe, expect, it, vi } from 'vitest';
import { createLoginLimiter, LOGIN_FAILURES } from '../../src/backend/admin/login-limit';

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
    const limiter = createLoginLimiter(2, 1);
    await limiter.attempt('guesser', wrong);
    await limiter.attempt('guesser', wrong);
    expect(await limiter.attempt('guesser', right)).toBe('locked');
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(await limiter.attempt('guesser', right)).toBe('ok');
  });
});
