import type { ApolloServerPlugin } from '@apollo/server';
import type { AppMetrics } from './app-metrics.js';
import { log } from './logger.js';

/** Longer names are cut in the log line: a name is chosen by the client. */
const MAX_LOGGED_NAME = 100;

/**
 * One log line and one metric observation per GraphQL operation: its name, how long it took, and the
 * codes of its errors (`extensions.code`, as the client received them). Never its variables.
 */
export function graphqlObserver(metrics: AppMetrics): ApolloServerPlugin {
  return {
    requestDidStart: async () => {
      const started = performance.now();
      return {
        willSendResponse: async ({ operation, operationName, response }) => {
          const seconds = (performance.now() - started) / 1000;
          const errors = response.body.kind === 'single' ? (response.body.singleResult.errors ?? []) : [];
          const errorCodes = [...new Set(errors.map((error) => String(error.extensions?.code ?? 'INTERNAL_SERVER_ERROR')))];
          // Unresolved (unparsable, invalid, or naming no operation of the document): no name to count it by.
          const name = operation ? (operationName ?? null) : undefined;
          metrics.observeOperation(name, errorCodes.length > 0, seconds);
          log().info(
            {
              operation: name?.slice(0, MAX_LOGGED_NAME) ?? null,
              durationMs: Math.round(seconds * 10_000) / 10,
              ...(errorCodes.length > 0 && { errorCodes }),
            },
            'GraphQL operation',
          );
        },
      };
    },
  };
}
