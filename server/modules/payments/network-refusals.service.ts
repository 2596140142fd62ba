import type { DataSource } from 'typeorm';
import { log } from '../../observability/logger.js';
import type { NetworkWatch } from './payment-networks.js';
import { PaymentNetworkRefusal } from './payment-network-refusal.entity.js';
import type { Network, ProviderError } from './payment-provider.js';

/** Keeps `network`'s latest refusal of our credentials for admins to see. */
export async function recordRefusal(db: DataSource, network: Network, detail: string): Promise<void> {
  await db.query(
    `INSERT INTO payment_network_refusals (network, detail, refused_at) VALUES ($1, $2, now())
     ON CONFLICT (network) DO UPDATE SET detail = EXCLUDED.detail, refused_at = EXCLUDED.refused_at`,
    [network, detail],
  );
}

/** The network took a call: our credentials work again (a no-op when nothing was refused). */
export async function clearRefusal(db: DataSource, network: Network): Promise<void> {
  await db.query('DELETE FROM payment_network_refusals WHERE network = $1', [network]);
}

/** Every network refusing our credentials now, MTN MoMo first. */
export function listRefusals(db: DataSource): Promise<PaymentNetworkRefusal[]> {
  return db.getRepository(PaymentNetworkRefusal).find({ order: { network: 'DESC' } });
}

/**
 * What a refusal of our credentials does: an error in the log, one more in `count` (the metrics), and the
 * network shown to admins as misconfigured until it next accepts a call.
 */
export function credentialsWatch(db: DataSource, count: (network: Network) => void): NetworkWatch {
  return {
    async refused(network: Network, error: ProviderError) {
      log().error({ err: error, network }, 'The mobile money network refused our credentials: check its keys in the configuration');
      count(network);
      await recordRefusal(db, network, error.message);
    },
    accepted: (network: Network) => clearRefusal(db, network),
  };
}
