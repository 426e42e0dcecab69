import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signWebhook, verifyWebhook, WEBHOOK_TOLERANCE_SECONDS } from '../../src/server/services/notify/channels';

const SECRET = 'webhook-secret';
const NOW = new Date('2026-03-01T03:00:00Z');
const nowSeconds = NOW.getTime() / 1000;
const body = JSON.stringify({ type: 'booking.created', booking: { id: 1, phone: '+84901234567' } });

/** A delivery as our sender makes it, signed at `secondsAgo` before NOW. */
function delivery(secondsAgo = 0) {
  const timestamp = String(nowSeconds - secondsAgo);
  return { body, timestamp, signature: signWebhook(timestamp, body, SECRET) };
}

describe('webhook signatures', () => {
  it('verify for the body and timestamp they were made for', () => {
    expect(verifyWebhook(delivery(), SECRET, NOW)).toBe(true);
    expect(verifyWebhook(delivery(WEBHOOK_TOLERANCE_SECONDS), SECRET, NOW)).toBe(true);
  });

  it('fail when the timestamp was changed, so a capture cannot be replayed as new', () => {
    const captured = delivery(3600);
    expect(verifyWebhook({ ...captured, timestamp: String(nowSeconds) }, SECRET, NOW)).toBe(false);
    expect(verifyWebhook({ ...delivery(), timestamp: String(nowSeconds - 1) }, SECRET, NOW)).toBe(false);
  });

  it('fail when the timestamp is more than five minutes old, even with a valid signature', () => {
    const old = delivery(WEBHOOK_TOLERANCE_SECONDS + 1);
    expect(verifyWebhook(old, SECRET, new Date(Number(old.timestamp) * 1000))).toBe(true);
    expect(verifyWebhook(old, SECRET, NOW)).toBe(false);
  });

  it('fail when the timestamp is more than five minutes ahead', () => {
    expect(verifyWebhook(delivery(-(WEBHOOK_TOLERANCE_SECONDS + 1)), SECRET, NOW)).toBe(false);
  });

  it('fail for another body, another secret, or a signature of the body alone', () => {
    const good = delivery();
    expect(verifyWebhook({ ...good, body: body.replace('+84901234567', '+84900000000') }, SECRET, NOW)).toBe(false);
    expect(verifyWebhook(good, 'other-secret', NOW)).toBe(false);
    expect(verifyWebhook(good, '', NOW)).toBe(false);
    const bodyOnly = `sha256=${createHmac('sha256', SECRET).update(body).digest('hex')}`;
    expect(verifyWebhook({ ...good, signature: bodyOnly }, SECRET, NOW)).toBe(false);
  });

  it.each([
    ['no signature', { signature: undefined }],
    ['a truncated signature', { signature: 'sha256=abc' }],
    ['no timestamp', { timestamp: null }],
    ['a timestamp that is not a number', { timestamp: `${nowSeconds}.5` }],
  ])('fail with %s', (_case, patch) => {
    expect(verifyWebhook({ ...delivery(), ...patch }, SECRET, NOW)).toBe(false);
  });
});
