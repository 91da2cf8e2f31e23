import type { BreachNotifyRow } from "#shared/console/privacy.ts";
import { TableScrollBox } from "../data-table/table-scroll-box";

/**
 * The people to tell after a personal data breach (docs/privacy.md#breach-runbook): a creator under 18
 * is told through the guardian who consented. The addresses can be copied as one list for the outbox.
 */
export function BreachListView({ people }: { people: BreachNotifyRow[] }) {
  const throughGuardian = people.filter((person) => person.throughGuardian).length;
  return (
    <div className="grid gap-4">
      <p className="text-gray-800">
        {people.length} {people.length === 1 ? "person" : "people"} to notify, {throughGuardian} of them through a parent or guardian.
        Opening this list is recorded in the audit log. Follow the breach runbook in docs/privacy.md for the order and the message.
      </p>
      <label className="grid gap-1 text-sm font-semibold text-gray-800">
        All addresses, one a line
        <textarea
          readOnly
          rows={Math.min(8, Math.max(2, people.length))}
          className="rounded-xl border border-gray-300 bg-gray-50 p-3 font-mono text-xs"
          value={[...new Set(people.map((person) => person.notify))].join("\n")}
        />
      </label>
      <TableScrollBox label="People to notify table">
        <table className="w-full min-w-[30rem] border-collapse text-left text-sm">
          <caption className="sr-only">People to notify</caption>
          <thead className="bg-gray-50 text-gray-700">
            <tr>
              <th className="border-b border-gray-200 px-3 py-2 font-semibold">Send to</th>
              <th className="border-b border-gray-200 px-3 py-2 font-semibold">Creator's first name</th>
              <th className="border-b border-gray-200 px-3 py-2 font-semibold">Through</th>
            </tr>
          </thead>
          <tbody>
            {people.length === 0 ? (
              <tr>
                <td colSpan={3} className="px-3 py-6 text-center text-gray-700">
                  Nobody to notify: no creator has personal data on record.
                </td>
              </tr>
            ) : (
              people.map((person) => (
                <tr key={`${person.notify}/${person.firstName}/${person.throughGuardian}`} className="border-b border-gray-100">
                  <td className="break-all px-3 py-2">{person.notify}</td>
                  <td className="px-3 py-2">{person.firstName}</td>
                  <td className="px-3 py-2">{person.throughGuardian ? "Parent or guardian" : "The creator"}</td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </TableScrollBox>
    </div>
  );
}
