import type { StaffRoleName } from "#shared/console/staff-access.ts";

/** Figures the layout's loader counts for the navigation. */
export type ConsoleNavCounts = { newMessages: number };

export type ConsoleNavItem = {
  to: string;
  label: string;
  minimumRole: StaffRoleName;
  end?: boolean;
  /** A count shown beside the label when above zero, and what it counts ("new"). */
  badge?: { count: keyof ConsoleNavCounts; noun: string };
};

/** The console's sections, in the order the navigation shows them. */
export const consoleNavigation: ConsoleNavItem[] = [
  { to: "/admin", label: "Dashboard", minimumRole: "viewer", end: true },
  { to: "/admin/contests", label: "Contests", minimumRole: "viewer" },
  { to: "/admin/registrations", label: "Registrations", minimumRole: "viewer" },
  { to: "/admin/payments", label: "Payments", minimumRole: "viewer" },
  { to: "/admin/winners", label: "Winners", minimumRole: "viewer" },
  { to: "/admin/affiliates", label: "Affiliates", minimumRole: "viewer" },
  { to: "/admin/messages", label: "Messages", minimumRole: "viewer", badge: { count: "newMessages", noun: "new" } },
  { to: "/admin/content", label: "Content", minimumRole: "viewer" },
  { to: "/admin/audit-log", label: "Audit log", minimumRole: "viewer" },
  { to: "/admin/staff", label: "Staff", minimumRole: "owner" },
];

export const roleLabels: Record<StaffRoleName, string> = { owner: "Owner", editor: "Editor", viewer: "Viewer" };
