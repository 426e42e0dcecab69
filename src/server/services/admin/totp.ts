import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Time-based one-time codes (RFC 6238 over RFC 4226's HOTP): SHA-1, 6 digits, 30-second steps,
 * which every authenticator app reads from an otpauth:// link. A code is accepted for the step
 * before, the current one and the one after (a phone's clock a little off), and only for a step
 * later than the last one accepted for the account, so a code seen over a shoulder is good once.
 */
export const TOTP_STEP_SECONDS = 30;
export const TOTP_DIGITS = 6;
/** 160 bits, as RFC 4226 recommends for HMAC-SHA-1. */
const SECRET_BYTES = 20;
const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

export function base32Encode(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31];
  return out;
}

/** Undefined for anything but base32 letters (spaces and lowercase allowed, as apps show them). */
export function base32Decode(text: string): Buffer | undefined {
  const clean = text.replace(/[\s=]/g, '').toUpperCase();
  if (clean === '' || !/^[A-Z2-7]+$/.test(clean)) return undefined;
  const bytes: number[] = [];
  let bits = 0;
  let value = 0;
  for (const char of clean) {
    value = ((value << 5) | BASE32.indexOf(char)) & 0xffff;
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(bytes);
}

/** A new key, in base32 as the apps take it. */
export function newTotpSecret(): string {
  return base32Encode(randomBytes(SECRET_BYTES));
}

export const totpStep = (at: Date): number => Math.floor(at.getTime() / 1000 / TOTP_STEP_SECONDS);

/** The code of one step (HOTP with the step as counter). */
export function totpCode(secret: Buffer, step: number): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const mac = createHmac('sha1', secret).update(counter).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  const binary = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** TOTP_DIGITS).padStart(TOTP_DIGITS, '0');
}

/**
 * The step the code is good for, or undefined: wrong, from outside the window, or from a step
 * no later than `lastStep` (used already, or older than a code that was).
 */
export function checkTotp(secretBase32: string, given: string, lastStep: number | null, at: Date = new Date()): number | undefined {
  const code = given.replace(/\s/g, '');
  if (!new RegExp(`^\\d{${TOTP_DIGITS}}$`).test(code)) return undefined;
  const secret = base32Decode(secretBase32);
  if (!secret) return undefined;
  const now = totpStep(at);
  let found: number | undefined;
  // Every step of the window is computed, so the time taken says nothing about which matched.
  for (const step of [now - 1, now, now + 1]) {
    if (timingSafeEqual(Buffer.from(totpCode(secret, step)), Buffer.from(code)) && found === undefined) found = step;
  }
  if (found === undefined || (lastStep !== null && found <= lastStep)) return undefined;
  return found;
}

/** The link an authenticator app reads (from the QR code or pasted): "Kingstone Spa: lan". */
export function otpauthUri(secretBase32: string, account: string, issuer: string): string {
  const label = encodeURIComponent(`${issuer}:${account}`);
  const params = new URLSearchParams({ secret: secretBase32, issuer, algorithm: 'SHA1', digits: String(TOTP_DIGITS), period: String(TOTP_STEP_SECONDS) });
  return `otpauth://totp/${label}?${params.toString()}`;
}
