import { useRevalidator } from "react-router";
import { ConsolePageHeader } from "../../features/console/shell/console-shell";
import { AddStaffForm } from "../../features/console/staff/add-staff-form";
import { StaffTable } from "../../features/console/staff/staff-table";
import type { Route } from "./+types/staff-list";
import { loadStaffList } from "./staff-list.server";

export function loader({ context, request }: Route.LoaderArgs) {
  return loadStaffList(context, request);
}

export default function StaffList({ loaderData }: Route.ComponentProps) {
  const revalidator = useRevalidator();
  return (
    <>
      <title>Staff · Console</title>
      <ConsolePageHeader title="Staff" description="Who can use the console. Owners see this page; editors and viewers do not." />
      <div className="grid gap-8">
        <StaffTable staff={loaderData.staff} />
        <section aria-labelledby="add-staff" className="max-w-3xl rounded-2xl border border-gray-200 bg-white p-5 sm:p-6">
          <h2 id="add-staff" className="mb-4 text-lg font-semibold text-ink">
            Add a staff member
          </h2>
          <AddStaffForm onAdded={() => void revalidator.revalidate()} />
        </section>
      </div>
    </>
  );
}
