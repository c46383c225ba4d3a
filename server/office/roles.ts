/**
 * The office's staff roles and what each may do (issue 29). One table, so a later route asks for a
 * permission by name (staffGuard.ts requirePermission) and never compares roles itself.
 */
export const staffRoles = ["reviewer", "manager"] as const;
export type StaffRole = (typeof staffRoles)[number];

export const isStaffRole = (value: string): value is StaffRole => (staffRoles as readonly string[]).includes(value);

/** A reviewer reads applications; a manager also exports them, revokes staff links and reads the audit trail. */
const allowed = {
  read: ["reviewer", "manager"],
  export: ["manager"],
  revokeLinks: ["manager"],
  audit: ["manager"],
} as const satisfies Record<string, readonly StaffRole[]>;

export type Permission = keyof typeof allowed;

export const may = (role: StaffRole, permission: Permission): boolean => (allowed[permission] as readonly StaffRole[]).includes(role);

/** Every permission of `role`, for the console to show only what the staff member can use. */
export const permissionsOf = (role: StaffRole): Permission[] => (Object.keys(allowed) as Permission[]).filter((permission) => may(role, permission));
