/**
 * Who may do what: every action a signed-in person can take in the console, declared once with the
 * roles that hold it. The API's hook (route config `action`), the console's loaders (`requireStaff`),
 * the navigation and the buttons all ask `may(role, action)`; tests/api/permissions.test.ts walks
 * every /api/admin route and console loader against this table. Adding an action or a role:
 * docs/architecture.md#permissions.
 */
import { STAFF_ROLES, type StaffRoleName } from "./console/staff-access.ts";

/** Every role that can hold an action. A new kind of person who signs in adds its roles here. */
export type Role = StaffRoleName;

const everyStaffRole = STAFF_ROLES;
/** Every role but the accountant's: whoever may read creators' registrations and the rest of the console. */
const readers = ["owner", "editor", "viewer"] as const satisfies readonly StaffRoleName[];
const editors = ["owner", "editor"] as const satisfies readonly StaffRoleName[];
const owners = ["owner"] as const satisfies readonly StaffRoleName[];

export const PERMISSIONS = {
  "console.open": { roles: everyStaffRole, says: "open the console: its frame, dashboard and session" },
  "account.manage": { roles: everyStaffRole, says: "one's own account: password, two-factor sign-in" },
  "contests.read": { roles: everyStaffRole, says: "see contests and their forms" },
  "contests.edit": { roles: editors, says: "create, save, duplicate, archive and restore contests" },
  "content.read": { roles: readers, says: "see banners, testimonials, judges, categories, pages, company details" },
  "content.edit": { roles: editors, says: "change that content" },
  "images.upload": { roles: editors, says: "upload pictures for contests and content" },
  "registrations.read": { roles: readers, says: "see registrations and export them as CSV" },
  "documents.read": { roles: owners, says: "open a creator's identity documents and bank details (audited)" },
  "payments.read": { roles: everyStaffRole, says: "see payment orders, refunds, totals and the reconciler" },
  "payments.reconcile": { roles: editors, says: "run the payment reconciler now" },
  "payments.refund": { roles: owners, says: "refund a registration" },
  "winners.read": { roles: readers, says: "see contests' winners and candidates" },
  "winners.edit": { roles: editors, says: "choose winners and declare results" },
  "winners.withdraw": { roles: owners, says: "withdraw declared results to correct them (with a written reason)" },
  "prizes.mark-paid": { roles: owners, says: "record that a winner's prize was paid, with the transfer's reference (audited)" },
  "affiliates.read": { roles: readers, says: "see affiliates and their referrals" },
  "affiliates.manage": { roles: editors, says: "add affiliates, reset their passwords, (de)activate them" },
  "messages.read": { roles: readers, says: "read contact messages" },
  "messages.manage": { roles: editors, says: "mark messages read, archive and unarchive them" },
  "audit-log.read": { roles: readers, says: "read the audit log" },
  "judging.read": { roles: readers, says: "see rubrics, judges, rounds, progress and results, and export scores" },
  "judging.manage": { roles: editors, says: "set the rubric, invite and remove judges, mark eligibility, remind judges, release scores" },
  "judging.rounds": { roles: editors, says: "open and close judging rounds and record the head judge's tie decision" },
  "judging.confirm": { roles: owners, says: "confirm the winners from the judges' ranking (departures need a written reason)" },
  "places.read": { roles: readers, says: "search places (towns, districts, pincodes) and see the towns creators typed" },
  "places.manage": { roles: editors, says: "add, rename, hide and show places; add or merge the towns creators typed" },
  "staff.manage": { roles: owners, says: "staff accounts: add, change role, (de)activate, reset two-factor, sign out" },
  "privacy-requests.read": {
    roles: editors,
    says: "see privacy requests (exports, corrections, erasures, grievances) and the privacy contact",
  },
  "privacy-requests.manage": { roles: editors, says: "mark grievances answered, set the privacy contact and document retention" },
  "breach.read": { roles: owners, says: "the list of people to notify after a personal data breach (audited)" },
} as const satisfies Record<string, { roles: readonly Role[]; says: string }>;

export type Action = keyof typeof PERMISSIONS;
export const ACTIONS = Object.keys(PERMISSIONS) as Action[];

export function isAction(value: unknown): value is Action {
  return typeof value === "string" && Object.hasOwn(PERMISSIONS, value);
}

/** Whether a person of `role` may do `action`. */
export function may(role: Role, action: Action): boolean {
  return (PERMISSIONS[action].roles as readonly Role[]).includes(role);
}

/** The weakest staff role that holds `action` (answered with a refusal as `requiredRole`). */
export function leastStaffRoleFor(action: Action): StaffRoleName | undefined {
  return [...STAFF_ROLES].reverse().find((role) => may(role, action));
}
