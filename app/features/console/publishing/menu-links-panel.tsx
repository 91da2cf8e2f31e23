import { useEffect, useId, useState } from "react";
import { notifyError, notifySuccess } from "#app/components/notify.ts";
import type { MenuContestsData } from "#shared/console/publishing-api.ts";
import { apiFetch, apiGet } from "../../../lib/api-client";
import { failedCallMessage } from "../forms/form-errors";

/**
 * The menu's three named links (City Hustle, State Flex, The Big League) keep their names; the
 * organiser picks the contest each points to, among contests on the site (docs/publishing.md).
 */
export function MenuLinksPanel({ canEdit }: { canEdit: boolean }) {
  const [data, setData] = useState<MenuContestsData | null>(null);
  const id = useId();
  useEffect(() => {
    void apiGet<{ data: MenuContestsData }>("/api/admin/menu-contests").then((result) => {
      if (result.ok) setData(result.body.data);
    });
  }, []);
  const choose = async (slot: string, contestId: string) => {
    const result = await apiFetch<{ data: MenuContestsData }>(`/api/admin/menu-contests/${slot}`, {
      method: "PUT",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ contestId }),
    });
    if (!result.ok) return notifyError(failedCallMessage(result));
    setData(result.body.data);
    notifySuccess("Menu link saved.");
  };
  if (!data) return null;
  return (
    <section aria-labelledby={`${id}-title`} className="mb-6 rounded-2xl border border-gray-200 bg-white p-4 sm:p-6">
      <h2 id={`${id}-title`} className="font-display text-lg font-bold text-ink">
        Menu contests
      </h2>
      <p className="mt-1 text-sm text-gray-700">The site's menu names three contests; choose the contest each name opens.</p>
      <div className="mt-4 grid gap-4 md:grid-cols-3">
        {data.links.map((link) => (
          <div key={link.slot} className="grid gap-1">
            <label htmlFor={`${id}-${link.slot}`} className="text-sm font-medium text-gray-900">
              {link.name}
            </label>
            <select
              id={`${id}-${link.slot}`}
              value={link.id}
              disabled={!canEdit}
              onChange={(event) => void choose(link.slot, event.target.value)}
              className="min-h-11 rounded-lg border border-gray-300 px-3"
            >
              {data.options.some((option) => option._id === link.id) ? null : <option value={link.id}>(not on the site)</option>}
              {data.options.map((option) => (
                <option key={option._id} value={option._id}>
                  {option.title}
                </option>
              ))}
            </select>
          </div>
        ))}
      </div>
    </section>
  );
}
