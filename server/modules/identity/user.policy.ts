import { Role } from '../../lib/role.js';

type Viewer = { id: string; role: Role } | null;

export function isSelf(viewer: Viewer, user: { id: string }): boolean {
  return !!viewer && viewer.id === user.id;
}

/** A user record is visible to the user themself and to admins. */
export function canViewUser(viewer: Viewer, user: { id: string }): boolean {
  return isSelf(viewer, user) || viewer?.role === Role.ADMIN;
}
