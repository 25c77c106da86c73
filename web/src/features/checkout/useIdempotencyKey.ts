import { useRef } from 'react';

/** A fresh client id (a request, an attempt): a UUID where the browser has one. */
export const mint = (): string =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(36).slice(2)}`;

/** A short digest of the attempt (two FNV-1a passes): the card number is never kept as such. */
const digest = (text: string): string => {
  let a = 0x811c9dc5;
  let b = 0x01000193;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    a = Math.imul(a ^ code, 0x01000193);
    b = Math.imul(b ^ code, 0x5bd1e995) ^ (b >>> 13);
  }
  return `${(a >>> 0).toString(36)}${(b >>> 0).toString(36)}`;
};

/**
 * The Idempotency-Key of a purchase attempt: the same key for the same form and cart (a double click, a retry
 * after a timeout: the API answers the first outcome), a new key as soon as either changes (another card after a
 * decline, an edited address, a changed cart).
 */
export const useIdempotencyKey = () => {
  const current = useRef<{ fingerprint: string; key: string } | null>(null);
  return (attempt: unknown): string => {
    const fingerprint = digest(JSON.stringify(attempt));
    if (current.current?.fingerprint !== fingerprint) current.current = { fingerprint, key: mint() };
    return current.current.key;
  };
};
