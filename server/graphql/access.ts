import { MapperKind, getDirective, mapSchema } from '@graphql-tools/utils';
import { GraphQLSchema, defaultFieldResolver, isObjectType, type GraphQLFieldConfig } from 'graphql';
import { Directive } from 'type-graphql';
import { Role, roleEnumName } from '../modules/identity/role.js';
import type { Context } from './context.js';
import { forbidden, unauthenticated } from './errors.js';
import { toGlobalId } from './global-id.js';

/**
 * Access rules live in the schema as directives so schema.graphql shows who may call what:
 * `@public` (anyone, signed in or not) or `@auth` (signed in) with an optional role list.
 * Ownership ("my booking") is checked by the services' policies on top of these.
 */
export const authDirectiveSdl = 'directive @auth(requires: [Role!]) on FIELD_DEFINITION';
export const publicDirectiveSdl = 'directive @public on FIELD_DEFINITION';

export function Auth(...roles: Role[]) {
  return Directive(roles.length ? `@auth(requires: [${roles.map(roleEnumName).join(', ')}])` : '@auth');
}

export function Public() {
  return Directive('@public');
}

type FieldConfig = GraphQLFieldConfig<unknown, Context>;

function guard(field: FieldConfig, check: (ctx: Context) => void): FieldConfig {
  const resolve = field.resolve ?? defaultFieldResolver;
  return { ...field, resolve: (source, args, ctx, info) => { check(ctx); return resolve(source, args, ctx, info); } };
}

function requireRoles(roles: Role[] | undefined) {
  const allowed = new Set(roles ?? []);
  return (ctx: Context) => {
    if (!ctx.user) throw unauthenticated();
    if (allowed.size > 0 && !allowed.has(ctx.user.role)) throw forbidden();
  };
}

/**
 * Enforces the access directives, denies root fields that declare none (default deny), and turns the
 * database id of every Node into its opaque global id.
 */
export function applySchemaRules(schema: GraphQLSchema): GraphQLSchema {
  const rootTypes = new Set([schema.getQueryType()?.name, schema.getMutationType()?.name, schema.getSubscriptionType()?.name]);
  return mapSchema(schema, {
    [MapperKind.OBJECT_FIELD]: (field, fieldName, typeName) => {
      let result: FieldConfig = field;
      const type = schema.getType(typeName);
      if (fieldName === 'id' && isObjectType(type) && type.getInterfaces().some((i) => i.name === 'Node')) {
        result = { ...result, resolve: (source) => toGlobalId(typeName, (source as { id: string }).id) };
      }
      const auth = getDirective(schema, field, 'auth')?.[0] as { requires?: Role[] } | undefined;
      const isPublic = getDirective(schema, field, 'public')?.[0] !== undefined;
      // Keep the parsed rule in extensions (and not the raw AST) so the printed schema serializes enum values correctly.
      result = {
        ...result,
        astNode: result.astNode && { ...result.astNode, directives: [] },
        extensions: { ...result.extensions, directives: { ...(auth && { auth: [auth] }), ...(isPublic && { public: [{}] }) } },
      };
      if (auth) return guard(result, requireRoles(auth.requires));
      if (!isPublic && rootTypes.has(typeName)) {
        return guard(result, () => { throw forbidden('This operation declares no access rule.'); });
      }
      return result;
    },
  });
}
