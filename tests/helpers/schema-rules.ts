import { getDirective } from '@graphql-tools/utils';
import { isEnumType, type GraphQLField, type GraphQLSchema } from 'graphql';

export type RoleName = 'CUSTOMER' | 'EXTERNAL_PROVIDER' | 'AFFILIATE' | 'ADMIN';
export const ROLES: RoleName[] = ['CUSTOMER', 'EXTERNAL_PROVIDER', 'AFFILIATE', 'ADMIN'];

/** The access rule a field declares in the schema: its roles (sorted) and the owners it also lets in. */
export type DeclaredRule =
  | { kind: 'public' }
  | { kind: 'signed-in' }
  | { kind: 'roles'; roles: RoleName[]; owners: string[] };

export function declaredRule(schema: GraphQLSchema, field: GraphQLField<unknown, unknown>): DeclaredRule | null {
  const auth = getDirective(schema, field, 'auth')?.[0] as { requires?: string[]; orOwner?: string[] } | undefined;
  const isPublic = getDirective(schema, field, 'public') !== undefined;
  if (auth && isPublic) throw new Error(`${field.name} declares both @auth and @public`);
  if (isPublic) return { kind: 'public' };
  if (!auth) return null;
  if (!auth.requires?.length && !auth.orOwner?.length) return { kind: 'signed-in' };
  // Directive arguments arrive as the enum's internal values ('admin'); the API shows the names (ADMIN).
  const roleEnum = schema.getType('Role');
  if (!isEnumType(roleEnum)) throw new Error('The schema has no Role enum');
  const roles = (auth.requires ?? []).map((value) => roleEnum.getValues().find((v) => v.value === value || v.name === value)!.name as RoleName);
  return { kind: 'roles', roles: roles.sort(), owners: [...(auth.orOwner ?? [])].sort() };
}

/** A rule as the tests write it: 'public', 'signed-in', or roles and owners such as 'ADMIN | owner: PROVIDER'. */
export function ruleText(rule: DeclaredRule | null): string {
  if (!rule) return 'undeclared';
  if (rule.kind !== 'roles') return rule.kind;
  return [rule.roles.join(', '), ...rule.owners.length ? [`owner: ${rule.owners.join(', ')}`] : []].filter(Boolean).join(' | ');
}
