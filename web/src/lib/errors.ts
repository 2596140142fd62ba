import { CombinedGraphQLErrors } from '@apollo/client/errors';

function firstGraphQLError(error: unknown) {
  return CombinedGraphQLErrors.is(error) ? error.errors[0] : undefined;
}

/** The message a person should read for a failed request. */
export function errorMessage(error: unknown): string {
  const graphQLError = firstGraphQLError(error);
  if (graphQLError) return graphQLError.message;
  if (error instanceof Error && error.message) return error.message;
  return 'Unexpected error';
}

/** `extensions.code` of the first GraphQL error (BAD_USER_INPUT, NOT_FOUND, ...). */
export function errorCode(error: unknown): string | undefined {
  const code = firstGraphQLError(error)?.extensions?.code;
  return typeof code === 'string' ? code : undefined;
}

/** Per-field messages from `extensions.fields` of a BAD_USER_INPUT or CONFLICT error. */
export function fieldErrors(error: unknown): Record<string, string> {
  const fields = firstGraphQLError(error)?.extensions?.fields;
  if (!fields || typeof fields !== 'object') return {};
  return Object.fromEntries(
    Object.entries(fields as Record<string, unknown>).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}
