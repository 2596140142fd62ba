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
