import { GraphQLError } from 'graphql';

export type FieldMessages = Record<string, string>;

export function badUserInput(message: string, fields: FieldMessages = {}): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT', fields } });
}

export function unauthenticated(message = 'You must be signed in.'): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'UNAUTHENTICATED' } });
}

export function forbidden(message = 'You are not allowed to do this.'): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'FORBIDDEN' } });
}

export function notFound(message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'NOT_FOUND' } });
}

export function conflict(message: string, fields: FieldMessages = {}): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'CONFLICT', fields } });
}

/**
 * A limit on how often someone may do something was reached: 429, with Retry-After, and `{minutes}` in the
 * message replaced by the wait in words.
 */
export function tooManyRequests(message: string, retryAfterSeconds: number): GraphQLError {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return new GraphQLError(message.replace('{minutes}', `${minutes} minute${minutes === 1 ? '' : 's'}`), {
    extensions: {
      code: 'TOO_MANY_REQUESTS',
      retryAfterSeconds,
      http: { status: 429, headers: new Map([['retry-after', String(retryAfterSeconds)]]) },
    },
  });
}
