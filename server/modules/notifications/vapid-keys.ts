import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import webPush from 'web-push';
import type { Config } from '../../config.js';
import { log } from '../../observability/logger.js';

export type VapidKeys = { publicKey: string; privateKey: string };

/**
 * The server's VAPID key pair: from VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY, or else one made at the first
 * start and kept in DATA_DIR, so `npm start` needs nothing. Keeping it matters: a new pair would orphan
 * every device's subscription. Several processes must share a pair through the environment.
 */
export async function vapidKeys(config: Config): Promise<VapidKeys> {
  if (config.push.vapid) return config.push.vapid;
  const file = path.join(config.dataDir, 'vapid-keys.json');
  try {
    return JSON.parse(await readFile(file, 'utf8')) as VapidKeys;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const keys = webPush.generateVAPIDKeys();
  await mkdir(config.dataDir, { recursive: true });
  // 'wx': of two processes starting at once on one DATA_DIR, the second reads the first one's pair.
  try {
    await writeFile(file, JSON.stringify(keys), { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return JSON.parse(await readFile(file, 'utf8')) as VapidKeys;
    throw error;
  }
  if (config.isProduction)
    log().warn(
      { file },
      'VAPID keys were made and kept in a file; set VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY when several processes serve the app',
    );
  return keys;
}
