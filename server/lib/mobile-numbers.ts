/**
 * Zambian mobile numbers as people type them, and as each mobile money network wants them. Pure (it imports
 * nothing), so the web's payment form and the server read a number the same way.
 */

export type MobileNetwork = 'MTN' | 'AIRTEL' | 'ZAMTEL';
/** The networks the platform collects money through. */
export type PaymentNetwork = Exclude<MobileNetwork, 'ZAMTEL'>;

const LOCAL_FORMS = [/^\+?260(\d{9})$/, /^0(\d{9})$/, /^(\d{9})$/];

/**
 * "0971234567", "971234567", "+260 97 123 4567", "260-97-123-4567" -> "260971234567": the 9 digits after
 * 260 start with 7 or 9 (mobile numbers; fixed lines start with 2). Null for anything else.
 */
export function normaliseZambianMobile(input: string): string | null {
  const compact = input.replace(/[\s-]/g, '');
  for (const form of LOCAL_FORMS) {
    const subscriber = form.exec(compact)?.[1];
    if (subscriber) return /^[79]/.test(subscriber) ? `260${subscriber}` : null;
  }
  return null;
}

// The second and third digits of the subscriber number, as the regulator allocated them.
const PREFIXES: Record<string, MobileNetwork> = { 96: 'MTN', 76: 'MTN', 97: 'AIRTEL', 77: 'AIRTEL', 95: 'ZAMTEL', 75: 'ZAMTEL' };

/** The network a Zambian mobile number (in any form normaliseZambianMobile reads) belongs to, or null. */
export function networkOfNumber(msisdn: string): MobileNetwork | null {
  const normalised = normaliseZambianMobile(msisdn);
  return normalised ? (PREFIXES[normalised.slice(3, 5)] ?? null) : null;
}

/**
 * MTN's published sandbox numbers (momodeveloper.mtn.com, "Sandbox Use Cases": RequestToPay) and the answer
 * each one gives; any other number succeeds there. The app accepts them as MTN numbers while MoMo runs
 * against the sandbox, so every answer can be tried by hand.
 */
/** The longest number a payer may type, spaces and dashes included (the server trims it first). */
export const MOBILE_NUMBER_MAX_LENGTH = 40;

export const MTN_SANDBOX_NUMBERS = {
  46733123450: 'PayerFailed',
  46733123451: 'PayerRejected',
  46733123452: 'PayerExpired',
  46733123453: 'PayerOngoing',
  46733123454: 'PayerDelayed',
  46733123455: 'PayerNotFound',
  46733123456: 'PayerPayeeNotAllowedToReceive',
  46733123457: 'PayerNotAllowed',
  46733123458: 'PayerNotAllowedTargetEnvironment',
  46733123459: 'PayerInvalidCallbackUrlHost',
  46733123460: 'PayerInvalidCurrency',
  46733123461: 'PayerInternalProcessingError',
  46733123462: 'PayerServiceUnavailable',
  46733123463: 'PayerCouldNotPerformTransaction',
} as const;

export type MtnSandboxCase = (typeof MTN_SANDBOX_NUMBERS)[keyof typeof MTN_SANDBOX_NUMBERS];

/**
 * A payer's number as the network's API wants it: MTN an international number without "+" (its sandbox
 * numbers as they are), Airtel the 9 digits without the country code.
 */
export function msisdnFor(network: PaymentNetwork, number: string): string {
  return network === 'AIRTEL' ? number.replace(/^260/, '') : number;
}

const EXAMPLES: Record<PaymentNetwork, string> = { MTN: 'an MTN number, like 096 123 4567', AIRTEL: 'an Airtel number, like 097 123 4567' };

/** What a payer reads when the number they typed is not one of the network they chose. */
export function wrongNumberMessage(network: PaymentNetwork): string {
  return `Enter ${EXAMPLES[network]}.`;
}

/** How each network's mobile money is called in Zambia. */
export const NETWORK_NAME: Record<PaymentNetwork, string> = { MTN: 'MTN MoMo', AIRTEL: 'Airtel Money' };

/** "260971234567" -> "097 123 4567", as people write their numbers; anything else (a sandbox number) as it is. */
export function localNumber(msisdn: string): string {
  const subscriber = /^260(\d{2})(\d{3})(\d{4})$/.exec(msisdn);
  return subscriber ? `0${subscriber[1]} ${subscriber[2]} ${subscriber[3]}` : msisdn;
}
