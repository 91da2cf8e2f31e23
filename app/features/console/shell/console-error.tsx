import { Link } from "react-router";

/** What a console page shows when it cannot be shown: no access (403), not found, or a failure. */
export function ConsoleErrorPanel({ status, message }: { status: number; message?: string }) {
  const title = status === 403 ? "You don't have access to this page" : status === 404 ? "Page not found" : "Something went wrong";
  const text =
    status === 403
      ? `${message ?? "Your role does not allow this."} Ask an owner if you need it.`
      : status === 404
        ? "This console page does not exist."
        : "Please try again in a moment.";
  return (
    <section className="mx-auto max-w-xl rounded-2xl border border-gray-200 bg-white p-8 text-center">
      <title>{`${title} · Console`}</title>
      <p className="text-sm font-semibold text-brand-700">{status}</p>
      <h1 className="mt-2 font-display text-2xl font-bold text-ink">{title}</h1>
      <p className="mt-3 text-gray-700">{text}</p>
      <Link
        to="/admin"
        className="mt-6 inline-flex min-h-11 items-center rounded-full bg-brand-700 px-6 font-semibold text-white hover:bg-brand-800"
      >
        Go to the dashboard
      </Link>
    </section>
  );
}
