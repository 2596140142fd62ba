import { Role } from './role.js';

type Viewer = { id: string; role: Role } | null;

/** A user record is visible to the user themself and to admins. */
export function canViewUser(viewer: Viewer, user: { id: string }): boolean {
  return !!viewer && (viewer.id === user.id || viewer.role === Role.ADMIN);
}
