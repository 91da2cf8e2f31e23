import { Link } from "react-router";
import type { StaffAccountRow } from "#shared/console/staff-access.ts";
import { formatIstDateTime } from "#shared/ist.ts";
import { TableScrollBox } from "../data-table/table-scroll-box";
import { roleLabels } from "../shell/console-navigation";

/** Every staff account, in a table that scrolls sideways on a narrow screen. */
export function StaffTable({ staff }: { staff: StaffAccountRow[] }) {
  return (
    <TableScrollBox label="Staff accounts">
      <table className="w-full min-w-[40rem] text-left text-sm">
        <caption className="sr-only">Staff accounts</caption>
        <thead className="border-b border-gray-200 bg-gray-50 text-gray-700">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold">
              Name
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Email
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Role
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Two-factor
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Last sign-in
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-100">
          {staff.map((member) => (
            <tr key={member.id} className={member.active ? "" : "text-gray-500"}>
              <td className="px-4 py-3 font-medium text-ink">
                <Link to={`/admin/staff/${member.id}`} className="text-brand-800 underline underline-offset-2">
                  {member.name}
                </Link>
                {member.active ? null : (
                  <span className="ml-2 rounded-full bg-gray-100 px-2 py-0.5 text-xs font-semibold text-gray-700">Deactivated</span>
                )}
              </td>
              <td className="break-all px-4 py-3">{member.email}</td>
              <td className="px-4 py-3">{roleLabels[member.role]}</td>
              <td className="px-4 py-3">{member.twoFactorEnabled ? "On" : "Off"}</td>
              <td className="px-4 py-3">{member.lastSignInAt ? formatIstDateTime(member.lastSignInAt) : "Never"}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScrollBox>
  );
}
