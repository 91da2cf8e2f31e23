import { isRouteErrorResponse } from "react-router";
import { useMessages } from "#app/i18n/i18n.tsx";

/** True when a page failed because the site's database is away for a moment (answered 503). */
export const isTemporarilyUnavailable = (error: unknown) => isRouteErrorResponse(error) && error.status === 503;

/** One reassuring line under a page's error text while the site is briefly unavailable. */
export function BackSoonNote({ error }: { error: unknown }) {
  const { backSoon } = useMessages("common");
  if (!isTemporarilyUnavailable(error)) return null;
  return <p className="mx-auto -mt-10 max-w-3xl px-4 pb-16 text-center text-gray-700">{backSoon.note}</p>;
}
