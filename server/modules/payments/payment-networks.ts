import type { Config } from '../../config.js';
import { createAirtelMoney } from './airtel-money.js';
import { createMtnMomo } from './mtn-momo.js';
import { ProviderError, type Network, type PaymentProvider } from './payment-provider.js';

/** Where a network's callbacks come in: the secret in the path is what makes a caller believed to be the network at all. */
export function callbackPath(network: Network, secret: string): string {
  return `/payments/callbacks/${network.toLowerCase()}/${secret}`;
}

/** Told of every call a network answered (issue 30): one that refused our credentials, or one it accepted. */
export type NetworkWatch = {
  refused(network: Network, error: ProviderError): Promise<void>;
  accepted(network: Network): Promise<void>;
};

/** `provider` with each of its calls to the network reported to `watch`. */
function watched(provider: PaymentProvider, watch: NetworkWatch): PaymentProvider {
  const observe = async <Result>(call: () => Promise<Result>): Promise<Result> => {
    let result: Result;
    try {
      result = await call();
    } catch (error) {
      if (error instanceof ProviderError && error.credentialsRefused) await watch.refused(provider.network, error);
      throw error;
    }
    await watch.accepted(provider.network);
    return result;
  };
  const { refunds } = provider;
  return {
    network: provider.network,
    requestToPay: (request) => observe(() => provider.requestToPay(request)),
    statusOf: (reference) => observe(() => provider.statusOf(reference)),
    referenceOfCallback: (callback) => provider.referenceOfCallback(callback),
    refunds: refunds && {
      canRefund: (request) => refunds.canRefund(request),
      send: (request) => observe(() => refunds.send(request)),
      statusOf: (reference) => observe(() => refunds.statusOf(reference)),
    },
  };
}

/**
 * The mobile money networks this deployment is configured for (MOMO_*, AIRTEL_*); none configured leaves
 * the manual proof of payment as the only way, as before issue 24.
 */
export class PaymentNetworks {
  private constructor(
    private readonly providers: ReadonlyMap<Network, PaymentProvider>,
    /** The currency each network is asked for (ISO 4217): what its reported payments must be in. */
    private readonly currencies: ReadonlyMap<Network, string>,
    /** MTN's sandbox: its documented test numbers are accepted as payers. */
    readonly mtnSandbox: boolean,
    /** Seconds before a new payment is first checked at the network (then less and less often). */
    readonly firstCheckSeconds: number,
    private readonly airtelFirstCheckSeconds: number,
  ) {}

  /** `watch`, where given, hears of every call (app.ts: credential refusals logged, counted and shown to admins). */
  static fromConfig(config: Config, watch?: NetworkWatch): PaymentNetworks {
    const { payments, publicUrl } = config;
    const providers = new Map<Network, PaymentProvider>();
    const callbackUrl = (network: Network) => `${publicUrl}${callbackPath(network, payments.callbackSecret!)}`;
    if (payments.mtn)
      providers.set('MTN', createMtnMomo({ ...payments.mtn, callbackUrl: callbackUrl('MTN'), timeoutMs: payments.timeoutMs }));
    if (payments.airtel) providers.set('AIRTEL', createAirtelMoney({ ...payments.airtel, timeoutMs: payments.timeoutMs }));
    if (watch) for (const [network, provider] of providers) providers.set(network, watched(provider, watch));
    const currencies = new Map<Network, string>();
    if (payments.mtn) currencies.set('MTN', payments.mtn.currency);
    if (payments.airtel) currencies.set('AIRTEL', payments.airtel.currency);
    return new PaymentNetworks(
      providers,
      currencies,
      payments.mtn?.targetEnvironment === 'sandbox',
      payments.firstCheckSeconds,
      payments.airtelFirstCheckSeconds,
    );
  }

  /**
   * Seconds before a new payment on `network` is first checked there. Airtel asks for its enquiry no sooner
   * than three minutes after the push (AIRTEL_ENQUIRY_DELAY_SECONDS): its callback is the fast path, the
   * check what finishes a payment whose callback never came.
   */
  firstCheckSecondsFor(network: Network): number {
    return network === 'AIRTEL' ? this.airtelFirstCheckSeconds : this.firstCheckSeconds;
  }

  get(network: Network): PaymentProvider | undefined {
    return this.providers.get(network);
  }

  /** The currency payments by `network` are asked in (ZMW where the network is no longer configured). */
  currencyOf(network: Network): string {
    return this.currencies.get(network) ?? 'ZMW';
  }

  /** The networks customers may pay with, always in one order (MTN MoMo, then Airtel Money). */
  get available(): Network[] {
    return (['MTN', 'AIRTEL'] as const).filter((network) => this.providers.has(network));
  }
}
