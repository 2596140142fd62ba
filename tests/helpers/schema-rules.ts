import { getDirective } from '@graphql-tools/utils';
import {
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLSchema,
} from 'graphql';
import type { UploadFile } from './gql-client.js';

export type RoleName = 'CUSTOMER' | 'EXTERNAL_PROVIDER' | 'AFFILIATE' | 'ADMIN';
export const ROLES: RoleName[] = ['CUSTOMER', 'EXTERNAL_PROVIDER', 'AFFILIATE', 'ADMIN'];

/** The access rule a field declares in the schema: its roles (sorted) and the owners it also lets in. */
export type DeclaredRule = { kind: 'public' } | { kind: 'signed-in' } | { kind: 'roles'; roles: RoleName[]; owners: string[] };

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
  const roles = (auth.requires ?? []).map(
    (value) => roleEnum.getValues().find((v) => v.value === value || v.name === value)!.name as RoleName,
  );
  return { kind: 'roles', roles: roles.sort(), owners: [...(auth.orOwner ?? [])].sort() };
}

/** A rule as the tests write it: 'public', 'signed-in', or roles and owners such as 'ADMIN | owner: PROVIDER'. */
export function ruleText(rule: DeclaredRule | null): string {
  if (!rule) return 'undeclared';
  if (rule.kind !== 'roles') return rule.kind;
  return [rule.roles.join(', '), ...(rule.owners.length ? [`owner: ${rule.owners.join(', ')}`] : [])].filter(Boolean).join(' | ');
}

/** A value of each scalar that its parser accepts, so a call gets past variable coercion to the access check. */
const SCALAR_SAMPLES: Record<string, unknown> = {
  String: 'x',
  ID: 'x',
  Int: 1,
  Float: 1,
  Boolean: false,
  Money: '1.00',
  DateTimeISO: '2026-01-01T08:00:00.000Z',
};

/** A 1x1 PNG for Upload arguments. */
const PNG: UploadFile = {
  name: 'probe.png',
  type: 'image/png',
  content: Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==', 'base64'),
};

/** A value of `type` that coercion accepts; Upload positions are collected in `files` (their value is null). */
export function sampleFor(type: GraphQLInputType, path: string, files: Record<string, UploadFile>): unknown {
  if (isNonNullType(type)) return sampleFor(type.ofType, path, files);
  if (isListType(type)) return [sampleFor(type.ofType, `${path}.0`, files)];
  if (isEnumType(type)) return type.getValues()[0].name;
  if (isInputObjectType(type)) {
    const fields = Object.values(type.getFields()).filter((f) => isNonNullType(f.type) && f.defaultValue === undefined);
    return Object.fromEntries(fields.map((f) => [f.name, sampleFor(f.type, `${path}.${f.name}`, files)]));
  }
  if (type.name === 'Upload') {
    files[path] = PNG;
    return null;
  }
  if (!(type.name in SCALAR_SAMPLES)) throw new Error(`No sample value for scalar ${type.name}: add one to SCALAR_SAMPLES`);
  return SCALAR_SAMPLES[type.name];
}
