/**
 * What the platform needs of a mobile money network (issue 24): ask a payer to approve a payment on their
 * phone, read its status back, recognise the network's callback, and send money back. One adapter per
 * network (mtn-momo.ts, airtel-money.ts) speaks that network's published API; nothing else in the
 * server knows their URLs, headers or status words.
 */

export type Network = 'MTN' | 'AIRTEL';

export type CollectRequest = {
  /** Our payment attempt's id, a UUID v4: MTN's X-Reference-Id and externalId, Airtel's transaction id. */
  reference: string;
  amountNgwee: number;
  /** The payer's number as the network wants it, from `msisdnFor` (mobile-numbers.ts). */
  msisdn: string;
  /** A few words the payer sees on their phone and statement, e.g. "AYS booking BK-7Q2M". */
  message: string;
};

/** Why a network says a payment did not happen, in the platform's words. */
export type FailureReason = 'REJECTED' | 'EXPIRED' | 'NOT_ENOUGH_MONEY' | 'NOT_ALLOWED' | 'FAILED';

export type CollectStatus =
  | { status: 'PENDING' }
  /**
   * amountNgwee and currency: what the network says it took (ISO 4217 code), where its status answer says;
   * null where it gives none (Airtel's enquiry gives neither).
   */
  | { status: 'SUCCESSFUL'; transactionId: string; amountNgwee: number | null; currency: string | null }
  | { status: 'FAILED'; reason: FailureReason; detail: string | null }
  /** The network has no such request: it never arrived. */
  | { status: 'NOT_FOUND' };

/**
 * A call the network did not carry out. `retryable`: the network was down, slow, rate limiting or
 * answered 5xx (try again later); otherwise it refused this request (4xx), and trying again changes nothing.
 * `credentialsRefused`: the network refused our own keys (401 or 403 on the token or the call), which no
 * payer can fix: the deployment is misconfigured.
 */
export class ProviderError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
    readonly httpStatus: number | null = null,
    readonly credentialsRefused = false,
  ) {
    super(message);
    this.name = 'ProviderError';
  }
}

/** A callback as it reached us: the raw body (for signatures) and the parsed JSON. */
export type CallbackRequest = { headers: Record<string, string | string[] | undefined>; rawBody: Buffer; body: unknown };

export type RefundRequest = {
  /** Our refund's id, a UUID v4. */
  reference: string;
  /** The collection being refunded: our reference and the network's transaction id for it. */
  ofReference: string;
  ofTransactionId: string;
  /** What the collection took, and how much of it goes back. */
  ofAmountNgwee: number;
  amountNgwee: number;
  msisdn: string;
  message: string;
};

export interface PaymentProvider {
  readonly network: Network;
  /** Asks the payer to approve the payment; resolves once the network has accepted the request. */
  requestToPay(request: CollectRequest): Promise<void>;
  /** Where the payment stands at the network now: the only answer money is believed from. */
  statusOf(reference: string): Promise<CollectStatus>;
  /**
   * The reference of our request a callback is about, when the callback passes the network's own check
   * (Airtel's signed hash, where configured); null for one that does not, or that names no request.
   */
  referenceOfCallback(callback: CallbackRequest): string | null;
  /** Present where the network's refund call is configured. */
  refunds?: {
    /** Whether this network can send this refund back by its own call (Airtel refunds whole payments only). */
    canRefund(request: RefundRequest): boolean;
    /**
     * Sends it back: SENT when the network's answer itself says the money went back (Airtel), ACCEPTED
     * when the network took the request and `statusOf` follows it (MTN).
     */
    send(request: RefundRequest): Promise<'SENT' | 'ACCEPTED'>;
    /** Where an ACCEPTED refund stands: SUCCESSFUL (sent), FAILED, PENDING or NOT_FOUND, as for a collection. */
    statusOf(reference: string): Promise<CollectStatus>;
  };
}
