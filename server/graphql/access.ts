import { MapperKind, getDirective, mapSchema } from '@graphql-tools/utils';
import { GraphQLSchema, defaultFieldResolver, isObjectType, type GraphQLFieldConfig } from 'graphql';
import { Directive, registerEnumType } from 'type-graphql';
import { Role, roleEnumName } from '../lib/role.js';
import type { Context } from '../context.js';
import { forbidden, unauthenticated } from './errors.js';
import { toGlobalId, type NodeType } from './global-id.js';
import { Owner, type OwnerCheck, type OwnershipRules } from './ownership.js';

registerEnumType(Role, { name: 'Role', description: 'What a signed-in user may do.' });

/**
 * Access rules live in the schema as directives so schema.graphql shows who may call what:
 * `@public` (anyone, signed in or not) or `@auth` (signed in) with an optional role list.
 * A field of a record can also be open to whoever owns that record (`orOwner`, see ownership.ts);
 * operations check ownership of the records they touch in the services' policies.
 */
export function Auth(...roles: Role[]) {
  return Directive(roles.length ? `@auth(requires: [${roles.map(roleEnumName).join(', ')}])` : '@auth');
}

/** Only `roles`, or a signed-in user who stands to the record in one of the `owners` relations. */
export function AuthOrOwner(owners: Owner[], ...roles: Role[]) {
  const requires = roles.length ? `requires: [${roles.map(roleEnumName).join(', ')}], ` : '';
  return Directive(`@auth(${requires}orOwner: [${owners.join(', ')}])`);
}

export function Public() {
  return Directive('@public');
}

type FieldConfig = GraphQLFieldConfig<unknown, Context>;

type AuthRule = { requires?: Role[]; orOwner?: Owner[] };
type Check = (source: unknown, ctx: Context) => void | Promise<void>;

function guarded(resolve: NonNullable<FieldConfig['resolve']>, check: Check): NonNullable<FieldConfig['resolve']> {
  return (source, args, ctx, info) => {
    const checked = check(source, ctx);
    // Synchronous checks (roles only) keep synchronous fields synchronous.
    return checked ? checked.then(() => resolve(source, args, ctx, info)) : resolve(source, args, ctx, info);
  };
}

/** A subscription is checked when it starts (its `subscribe`) and again for each event it resolves. */
function guard(field: FieldConfig, check: Check): FieldConfig {
  return {
    ...field,
    resolve: guarded(field.resolve ?? defaultFieldResolver, check),
    ...(field.subscribe && { subscribe: guarded(field.subscribe, check) }),
  };
}

function requireRoles(roles: Role[] | undefined): Check {
  const allowed = new Set(roles ?? []);
  return (_source, ctx) => {
    if (!ctx.user) throw unauthenticated();
    if (allowed.size > 0 && !allowed.has(ctx.user.role)) throw forbidden();
  };
}

/** The roles pass at once; anyone else signed in passes only by owning the record the field belongs to. */
function requireRolesOrOwner(rule: AuthRule, ownerChecks: OwnerCheck[]): Check {
  const allowed = new Set(rule.requires ?? []);
  return async (source, ctx) => {
    if (!ctx.user) throw unauthenticated();
    if (allowed.has(ctx.user.role)) return;
    const viewer = { ...ctx, user: ctx.user };
    for (const owns of ownerChecks) if (await owns(source as never, viewer)) return;
    throw forbidden();
  };
}

function ownerChecksFor(rules: OwnershipRules, typeName: string, fieldName: string, owners: Owner[]): OwnerCheck[] {
  return owners.map((owner) => {
    const check = rules[typeName]?.[owner];
    // A rule the server cannot decide would deny silently: refuse to start instead.
    if (!check) throw new Error(`${typeName}.${fieldName} allows ${owner} owners, but no module decides ${owner} for ${typeName}.`);
    return check;
  });
}

/**
 * Enforces the access directives, denies root fields that declare none (default deny), and turns the
 * database id of every Node into its opaque global id.
 */
export function applySchemaRules(schema: GraphQLSchema, ownership: OwnershipRules): GraphQLSchema {
  const rootTypes = new Set([schema.getQueryType()?.name, schema.getMutationType()?.name, schema.getSubscriptionType()?.name]);
  return mapSchema(schema, {
    [MapperKind.OBJECT_FIELD]: (field, fieldName, typeName) => {
      let result: FieldConfig = field;
      const type = schema.getType(typeName);
      if (fieldName === 'id' && isObjectType(type) && type.getInterfaces().some((i) => i.name === 'Node')) {
        // A type implementing Node is one of NodeType (its name is the class name).
        result = { ...result, resolve: (source) => toGlobalId(typeName as NodeType, (source as { id: string }).id) };
      }
      const auth = getDirective(schema, field, 'auth')?.[0] as AuthRule | undefined;
      const isPublic = getDirective(schema, field, 'public')?.[0] !== undefined;
      // Keep the parsed rule in extensions (and not the raw AST) so the printed schema serializes enum values correctly.
      result = {
        ...result,
        astNode: result.astNode && { ...result.astNode, directives: [] },
        extensions: { ...result.extensions, directives: { ...(auth && { auth: [auth] }), ...(isPublic && { public: [{}] }) } },
      };
      if (auth?.orOwner?.length)
        return guard(result, requireRolesOrOwner(auth, ownerChecksFor(ownership, typeName, fieldName, auth.orOwner)));
      if (auth) return guard(result, requireRoles(auth.requires));
      if (!isPublic && rootTypes.has(typeName)) {
        return guard(result, () => {
          throw forbidden('This operation declares no access rule.');
        });
      }
      return result;
    },
  });
}
