/** Stored in users.role with the spec's lowercase names; exposed in GraphQL as CUSTOMER, ADMIN, ... */
export enum Role {
  CUSTOMER = 'customer',
  EXTERNAL_PROVIDER = 'external_provider',
  AFFILIATE = 'affiliate',
  ADMIN = 'admin',
}

export function roleEnumName(role: Role): keyof typeof Role {
  return (Object.keys(Role) as (keyof typeof Role)[]).find((key) => Role[key] === role)!;
}
