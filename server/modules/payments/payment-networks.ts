import type { Config } from '../../config.js';
import { createAirtelMoney } from './airtel-money.js';
import { createMtnMomo } from './mtn-momo.js';
import type { Network, PaymentProvider } from './payment-provider.js';

/** Where a network's callbacks come in: the secret in the path is what makes a caller believed to be the network at all. */
export function callbackPath(network: Network, secret: string): string {
  return `/payments/callbacks/${network.toLowerCase()}/${secret}`;
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
  ) {}

  static fromConfig(config: Config): PaymentNetworks {
    const { payments, publicUrl } = config;
    const providers = new Map<Network, PaymentProvider>();
    const callbackUrl = (network: Network) => `${publicUrl}${callbackPath(network, payments.callbackSecret!)}`;
    if (payments.mtn)
      providers.set('MTN', createMtnMomo({ ...payments.mtn, callbackUrl: callbackUrl('MTN'), timeoutMs: payments.timeoutMs }));
    if (payments.airtel) providers.set('AIRTEL', createAirtelMoney({ ...payments.airtel, timeoutMs: payments.timeoutMs }));
    const currencies = new Map<Network, string>();
    if (payments.mtn) currencies.set('MTN', payments.mtn.currency);
    if (payments.airtel) currencies.set('AIRTEL', payments.airtel.currency);
    return new PaymentNetworks(providers, currencies, payments.mtn?.targetEnvironment === 'sandbox', payments.firstCheckSeconds);
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
