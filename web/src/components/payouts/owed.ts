import { formatKwacha } from '../../lib/money';

/** Whose eyes an amount owed is written for: the provider's own ("you") or an admin's. */
export type Audience = 'provider' | 'admin';

/**
 * What AYS owes a provider, said plainly: `K55`, or when the provider owes AYS the commission instead,
 * `You owe K45` to the provider and `Owes AYS K45` to an admin (never a bare minus sign).
 */
export function owedWords(amount: string, audience: Audience): string {
  if (!amount.trim().startsWith('-')) return formatKwacha(amount);
  const owing = formatKwacha(amount.trim().slice(1));
  return audience === 'provider' ? `You owe ${owing}` : `Owes AYS ${owing}`;
}
