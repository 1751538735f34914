// Who may do what (decision 042). Only zod-free constants, so the schema, the server and
// the admin's first screen can share them without loading zod.

/** admin: everything. agent: the leasing work (inquiries, replies, pipeline, tours, notes, units, buildings, gallery). */
export const STAFF_ROLES = ['admin', 'agent'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** What only an admin may do; everything else any signed-in staff member may. */
export const ADMIN_ONLY = [
  'users',
  'backup',
  'site-content',
  'trash-purge',
  'activity',
  'team-settings',
  'reply-templates',
  'people-data',
] as const;
export type AdminOnly = (typeof ADMIN_ONLY)[number];

export const isAdminRole = (role: string): boolean => role === 'admin';

/** Single-use links e-mailed to staff: an invitation (72 hours) or a password reset. */
export const STAFF_TOKEN_KINDS = ['invite', 'reset'] as const;
export type StaffTokenKind = (typeof STAFF_TOKEN_KINDS)[number];

/**
 * What the API may tell about a staff member: never the password hash. `id`, `username` and `role`
 * are docs/PRODUCT.md's (§3, Admin user); `name` is the username until the person sets one.
 */
export interface PublicUser {
  id: number;
  username: string;
  role: StaffRole;
  name: string;
  email: string | null;
}

export const publicUser = (row: {
  id: number;
  username: string;
  role: StaffRole;
  name: string | null;
  email: string | null;
}): PublicUser => ({
  id: row.id,
  username: row.username,
  role: row.role,
  name: row.name ?? row.username,
  email: row.email,
});
