import { STAFF_ROLES, type StaffRoleName } from "#shared/console/staff-access.ts";

export type StaffRole = StaffRoleName;
export { STAFF_ROLES as staffRoles };

export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === "string" && (STAFF_ROLES as readonly string[]).includes(value);
}

/** Said in the CLI's help and on the console. */
export const roleDescriptions: Record<StaffRole, string> = {
  owner: "everything, including staff accounts, refunds and identity documents",
  editor: "contests, content, winners, affiliates and messages",
  viewer: "reads and exports, changes nothing",
  accountant: "payments, refunds, receipts and their exports; no creator's registration details",
};
