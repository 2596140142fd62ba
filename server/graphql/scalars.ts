import { GraphQLError, GraphQLScalarType, Kind } from 'graphql';
import { formatHundredths, parseHundredths } from '../lib/money.js';

function moneyFrom(value: unknown): number {
  const parsed =
    typeof value === 'string'
      ? parseHundredths(value)
      : typeof value === 'number' && Number.isFinite(value)
        ? parseHundredths(String(value))
        : null;
  if (parsed === null) {
    throw new GraphQLError('Money must be a kwacha amount with at most two decimal places, e.g. "1250.50".', {
      extensions: { code: 'BAD_USER_INPUT' },
    });
  }
  return parsed;
}

/** Kwacha on the wire as a decimal string ("1250.50"); integer ngwee inside the server. */
export const MoneyScalar = new GraphQLScalarType<number, string>({
  name: 'Money',
  description: 'An amount in Zambian kwacha as a decimal string with two places, e.g. "1250.50".',
  serialize: (value) => formatHundredths(value as number),
  parseValue: moneyFrom,
  parseLiteral: (ast) => {
    if (ast.kind === Kind.STRING || ast.kind === Kind.INT || ast.kind === Kind.FLOAT) return moneyFrom(ast.value);
    throw new GraphQLError('Money must be a string such as "1250.50".', { extensions: { code: 'BAD_USER_INPUT' } });
  },
});
