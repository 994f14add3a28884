import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/** A key for one purpose, derived from APP_SECRET, so no two features share a key. */
export function deriveKey(appSecret: string, purpose: string): Buffer {
  return createHmac('sha256', appSecret).update(`kaamkaj:${purpose}`).digest();
}

export function hmacHex(key: Buffer, value: string): string {
  return createHmac('sha256', key).update(value).digest('hex');
}

export function sha256Hex(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

export function equalHex(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
}
