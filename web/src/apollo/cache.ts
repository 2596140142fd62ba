import { InMemoryCache, type TypePolicies } from '@apollo/client';
import { relayStylePagination } from '@apollo/client/utilities';
import { connectionFields, possibleTypes } from '../gql/cache';

/** relayStylePagination on every connection field of the schema (listed by codegen). */
export const typePolicies: TypePolicies = {
  ...Object.fromEntries(
    Object.entries(connectionFields).map(([typeName, fields]) => [
      typeName,
      {
        fields: Object.fromEntries(Object.entries(fields).map(([fieldName, keyArgs]) => [fieldName, relayStylePagination(keyArgs)])),
      },
    ]),
  ),
  // The signed-in person's SMS switches have no id: one object, so an update's answer replaces what the query read.
  SmsPreferences: { keyFields: [] },
};

export function createCache(): InMemoryCache {
  return new InMemoryCache({ typePolicies, possibleTypes });
}
