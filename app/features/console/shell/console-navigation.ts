import type { StaffRoleName } from "#shared/console/staff-access.ts";
import type { Action } from "#shared/permissions.ts";

/** Figures the layout's loader counts for the navigation. */
export type ConsoleNavCounts = { newMessages: number; openGrievances: number };

export type ConsoleNavItem = {
  to: string;
  label: string;
  /** The action a member needs for the section to be listed: the one its page's loader asks for. */
  action: Action;
  end?: boolean;
  /** A count shown beside the label when above zero, and what it counts ("new"). */
  badge?: { count: keyof ConsoleNavCounts; noun: string };
};

/** The console's sections, in the order the navigation shows them. */
export const consoleNavigation: ConsoleNavItem[] = [
  { to: "/admin", label: "Dashboard", action: "console.open", end: true },
  { to: "/admin/contests", label: "Contests", action: "contests.read" },
  { to: "/admin/registrations", label: "Registrations", action: "registrations.read" },
  { to: "/admin/payments", label: "Payments", action: "payments.read" },
  { to: "/admin/judging", label: "Judging", action: "judging.read" },
  { to: "/admin/winners", label: "Winners", action: "winners.read" },
  { to: "/admin/affiliates", label: "Affiliates", action: "affiliates.read" },
  { to: "/admin/messages", label: "Messages", action: "messages.read", badge: { count: "newMessages", noun: "new" } },
  { to: "/admin/content", label: "Content", action: "content.read" },
  { to: "/admin/places", label: "Places", action: "places.read" },
  {
    to: "/admin/privacy",
    label: "Privacy",
    action: "privacy-requests.read",
    badge: { count: "openGrievances", noun: "open" },
  },
  { to: "/admin/audit-log", label: "Audit log", action: "audit-log.read" },
  { to: "/admin/staff", label: "Staff", action: "staff.manage" },
];

export const roleLabels: Record<StaffRoleName, string> = { owner: "Owner", editor: "Editor", viewer: "Viewer", accountant: "Accountant" };
