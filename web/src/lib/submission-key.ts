import { useRef } from 'react';

/** A v4 UUID; `crypto.randomUUID` exists only in secure contexts, so plain-http LAN testing falls back to getRandomValues. */
function newUuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * An idempotency key per submission: the same payload sent again (a double tap, a retry after a network
 * error) reuses the key, so the server answers with what the first attempt made; a changed payload gets
 * a new key.
 */
export function useSubmissionKey(): (payload: unknown) => string {
  const last = useRef<{ payload: string; key: string } | null>(null);
  return (payload) => {
    const serialized = JSON.stringify(payload);
    if (last.current?.payload !== serialized) last.current = { payload: serialized, key: newUuid() };
    return last.current.key;
  };
}
