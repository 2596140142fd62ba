import type { ApolloServerPlugin } from '@apollo/server';

/**
 * Counts GraphQL operations still executing, so shutdown can let them finish before the database pool
 * closes: an operation whose client has gone (a closed tab, a load test's end) keeps running on the server.
 */
export class OperationsInFlight {
  private count = 0;

  plugin(): ApolloServerPlugin {
    return {
      requestDidStart: async () => {
        this.count += 1;
        // Apollo calls this once per request, failed ones included.
        return {
          willSendResponse: async () => {
            this.count -= 1;
          },
        };
      },
    };
  }

  /** Resolves once no operation is executing, or after `timeoutMs`, whichever comes first. */
  async drained(timeoutMs: number): Promise<void> {
    const until = Date.now() + timeoutMs;
    while (this.count > 0 && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
