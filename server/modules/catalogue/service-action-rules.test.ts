import { describe, expect, it } from 'vitest';
import { Role } from '../../lib/role.js';
import { allowedServiceActions, ServiceAction as S } from './service-action-rules.js';
import { ServiceStatus } from './service-status.js';

const admin = { id: 'a', role: Role.ADMIN };
const provider = { id: 'p', role: Role.EXTERNAL_PROVIDER };
const otherProvider = { id: 'q', role: Role.EXTERNAL_PROVIDER };
const customer = { id: 'c', role: Role.CUSTOMER };

const inReview = { status: ServiceStatus.IN_REVIEW, providerUserId: 'p', isApproved: false };
const approved = { status: ServiceStatus.APPROVED, providerUserId: 'p', isApproved: true };
const internal = { status: ServiceStatus.ACTIVE, providerUserId: null, isApproved: true };

describe('what a viewer may do next with a service', () => {
  it.each([
    ['an admin', admin, inReview, [S.EDIT, S.APPROVE]],
    ['an admin', admin, approved, [S.EDIT, S.UNAPPROVE]],
    ['an admin', admin, internal, [S.EDIT, S.UNAPPROVE]],
    ['its provider', provider, inReview, [S.EDIT]],
    ['its provider', provider, approved, [S.EDIT]],
    ['another provider', otherProvider, approved, []],
    ['a provider', provider, internal, []],
    ['a customer', customer, approved, []],
    ['an anonymous visitor', null, approved, []],
  ] as const)('%s, of a service %j: %j', (_who, viewer, service, actions) => {
    expect(allowedServiceActions(viewer, service)).toEqual(actions);
  });
});
