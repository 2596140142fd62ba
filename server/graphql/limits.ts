import depthLimit from 'graphql-depth-limit';
// The CommonJS build: its ESM build imports graphql's .mjs files, a second copy of graphql next to the one
// type-graphql and Apollo use, and graphql refuses to mix them.
import complexity, { type ComplexityEstimator } from 'graphql-query-complexity/cjs';
import { GraphQLError, getNamedType, type GraphQLSchema } from 'graphql';
import type { ApolloServerPlugin } from '@apollo/server';

export const MAX_DEPTH = 10;
export const MAX_COMPLEXITY = 20_000;
const DEFAULT_PAGE = 20;
const { getComplexity, simpleEstimator } = complexity;

/** A connection costs its children once per requested item (first/last, else the default page size). */
const connectionEstimator: ComplexityEstimator = ({ field, args, childComplexity }) => {
  if (!getNamedType(field.type).name.endsWith('Connection')) return undefined;
  const size = typeof args.first === 'number' ? args.first : typeof args.last === 'number' ? args.last : DEFAULT_PAGE;
  return 1 + childComplexity * Math.max(size, 1);
};

export const depthLimitRule = depthLimit(MAX_DEPTH);

/** Refuses operations whose estimated cost exceeds MAX_COMPLEXITY before any resolver runs. */
export function complexityLimitPlugin(schema: GraphQLSchema): ApolloServerPlugin {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ request, document }) {
          let cost: number;
          try {
            cost = getComplexity({
              schema,
              query: document,
              operationName: request.operationName,
              variables: request.variables,
              estimators: [connectionEstimator, simpleEstimator({ defaultComplexity: 1 })],
            });
          } catch {
            // Variables that do not fit the operation: execution refuses them next, with BAD_USER_INPUT,
            // before any resolver runs.
            return;
          }
          if (cost > MAX_COMPLEXITY) {
            throw new GraphQLError(`Query is too complex: ${cost} (at most ${MAX_COMPLEXITY}).`, {
              extensions: { code: 'QUERY_TOO_COMPLEX', http: { status: 400 } },
            });
          }
        },
      };
    },
  };
}
