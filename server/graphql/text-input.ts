import { MapperKind, mapSchema } from '@graphql-tools/utils';
import { defaultFieldResolver, type GraphQLSchema } from 'graphql';
import { badUserInput } from './errors.js';

const NUL_MESSAGE = 'Text cannot contain the NUL character.';

/** The path of the first string inside `value` that PostgreSQL cannot store (it refuses U+0000 in text). */
function unstorableTextAt(value: unknown, path: string): string | null {
  if (typeof value === 'string') return value.includes('\0') ? path : null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i += 1) {
      const found = unstorableTextAt(value[i], `${path}.${i}`);
      if (found) return found;
    }
    return null;
  }
  // Input objects arrive as plain (or null-prototype) objects; uploads and other class instances are not text.
  if (value !== null && typeof value === 'object' && [Object.prototype, null].includes(Object.getPrototypeOf(value))) {
    for (const [name, item] of Object.entries(value)) {
      const found = unstorableTextAt(item, path ? `${path}.${name}` : name);
      if (found) return found;
    }
  }
  return null;
}

/**
 * Refuses any argument holding text PostgreSQL cannot store, for every field of the API, with
 * BAD_USER_INPUT naming the argument, before the resolver runs (so nothing is written and the database
 * never answers with an error of its own).
 */
export function rejectUnstorableText(schema: GraphQLSchema): GraphQLSchema {
  return mapSchema(schema, {
    [MapperKind.OBJECT_FIELD]: (field) => {
      if (!field.args || Object.keys(field.args).length === 0) return field;
      const resolve = field.resolve ?? defaultFieldResolver;
      return {
        ...field,
        resolve: (source, args, ctx, info) => {
          const at = unstorableTextAt(args, '');
          if (at) throw badUserInput(NUL_MESSAGE, { [at]: NUL_MESSAGE });
          return resolve(source, args, ctx, info);
        },
      };
    },
  });
}
