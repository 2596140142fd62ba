import { formatHundredths } from '../../lib/money.js';
import { ProviderError } from './payment-provider.js';

/** What an adapter may be given instead of the real clock and HTTP client (tests pass their own clock). */
export type AdapterOptions = { fetch?: typeof fetch; now?: () => number };

export const DEFAULT_TIMEOUT_MS = 15_000;

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A network's answer as read: the HTTP status and the JSON body (null when there is none or it is not JSON). */
export type Answer = { status: number; body: unknown };

/**
 * One call to a network, bounded by `timeoutMs` from sending to the last byte of the answer. A call that
 * gets no answer (refused or dropped connection, timeout) is a retryable ProviderError: the request may or
 * may not have arrived, so only a retry with the same reference is safe.
 */
export async function callNetwork(
  network: string,
  fetchFn: typeof fetch,
  url: string,
  init: RequestInit,
  timeoutMs: number,
): Promise<Answer> {
  try {
    const response = await fetchFn(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    const text = await response.text();
    return { status: response.status, body: parseJson(text) };
  } catch (error) {
    throw new ProviderError(`${network} did not answer: ${(error as Error).message}`, true);
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/**
 * The error for an answer the network did not carry out: busy or broken (5xx, 429) is worth a retry, a
 * refusal (other 4xx) is not, unless the adapter knows better from the network's own code. A 401 or 403
 * here is our credentials refused (withToken has already tried a fresh token).
 */
export function refusal(
  network: string,
  answer: Answer,
  detail: string | null,
  retryable = answer.status >= 500 || answer.status === 429,
): ProviderError {
  return new ProviderError(
    `${network} answered ${answer.status}${detail ? `: ${detail}` : ''}`,
    retryable,
    answer.status,
    answer.status === 401 || answer.status === 403,
  );
}

export type TokenAnswer = { token: string; expiresInSeconds: number };

/** The token and its lifetime in a token endpoint's answer (Airtel writes expires_in as a string), if it has them. */
export function tokenOf(answer: Answer): TokenAnswer | null {
  const token = text(field(answer.body, 'access_token'));
  const expiresInSeconds = Number(field(answer.body, 'expires_in'));
  return answer.status === 200 && token && expiresInSeconds > 0 ? { token, expiresInSeconds } : null;
}

// A token must still be valid when the slowest call that carries it reaches the network.
const TOKEN_MARGIN_MS = 30_000;

/**
 * A bearer token, fetched when first needed and kept until shortly before it expires. Calls that need one
 * while it is being fetched wait for that fetch; a failed fetch is not kept.
 */
export function tokenCache(fetchToken: () => Promise<TokenAnswer>, now: () => number) {
  let held: { token: string; refreshAt: number } | null = null;
  let fetching: Promise<string> | null = null;
  const fetchNew = async () => {
    const fetchedAt = now();
    const { token, expiresInSeconds } = await fetchToken();
    const lifetimeMs = expiresInSeconds * 1000;
    held = { token, refreshAt: fetchedAt + lifetimeMs - Math.min(TOKEN_MARGIN_MS, lifetimeMs / 2) };
    return token;
  };
  return {
    get(): Promise<string> {
      if (held && now() < held.refreshAt) return Promise.resolve(held.token);
      fetching ??= fetchNew().finally(() => {
        fetching = null;
      });
      return fetching;
    },
    /** Forgets `token`, which the network refused (a call since may have fetched a newer one). */
    drop(token: string): void {
      if (held?.token === token) held = null;
    },
  };
}

/**
 * A call with the cached token; when the network says 401 (the token expired or was revoked before its
 * time), once more with a new one.
 */
export async function withToken(tokens: ReturnType<typeof tokenCache>, call: (token: string) => Promise<Answer>): Promise<Answer> {
  const token = await tokens.get();
  const answer = await call(token);
  if (answer.status !== 401) return answer;
  tokens.drop(token);
  return call(await tokens.get());
}

/** 15000 -> "150", 15050 -> "150.50": an amount in kwacha as both networks write it. */
export function majorUnits(ngwee: number): string {
  return formatHundredths(ngwee).replace(/\.00$/, '');
}

/** A JSON object's member, if the value is an object. */
export function field(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;
}

/** A JSON value if it is a string with something in it. */
export function text(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

/**
 * A JSON string, or a finite number written as one: the networks' specifications type amounts and ids as
 * strings, but their own examples (MTN's status answer, Airtel's enquiry) print some of them as numbers.
 */
export function textOrNumber(value: unknown): string | null {
  return typeof value === 'number' && Number.isFinite(value) ? String(value) : text(value);
}
