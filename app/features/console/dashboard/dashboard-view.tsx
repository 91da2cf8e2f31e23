import { Link } from "react-router";
import type { StaffRoleName } from "#shared/console/staff-access.ts";
import { type Action, may } from "#shared/permissions.ts";
import { consoleNavigation } from "../shell/console-navigation";
import { DailyBarChart, dayLabel } from "./daily-chart";

type Totals = { registrations: number; revenuePaise: number };

/** What the dashboard's loader answers (server/services/console/dashboard/dashboard.ts). */
export type DashboardFigures = {
  role: StaffRoleName;
  today: Totals;
  last7Days: Totals;
  last30Days: Totals;
  days: { day: string; registrations: number; revenuePaise: number }[];
  openContests: { id: string; title: string; placesTaken: number; maxParticipants: number; daysLeft: number }[];
  stalePendingPayments: number;
  newMessages: number;
  contestsAwaitingResults: number;
};

const rupeeFormat = new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR", maximumFractionDigits: 0 });
export const rupees = (paise: number) => rupeeFormat.format(paise / 100);
const number = (value: number) => value.toLocaleString("en-IN");
const plural = (n: number, one: string, many: string) => `${number(n)} ${n === 1 ? one : many}`;

function Period({ label, totals }: { label: string; totals: Totals }) {
  return (
    <div className="rounded-2xl border border-gray-200 bg-white p-5">
      <h2 className="text-sm font-medium text-gray-700">{label}</h2>
      <dl className="mt-2 grid grid-cols-2 gap-3">
        <div>
          <dt className="text-xs text-gray-600">Registrations</dt>
          <dd className="font-display text-2xl font-bold text-ink">{number(totals.registrations)}</dd>
        </div>
        <div>
          <dt className="text-xs text-gray-600">Revenue (net of refunds)</dt>
          <dd className="font-display text-2xl font-bold text-ink">{rupees(totals.revenuePaise)}</dd>
        </div>
      </dl>
    </div>
  );
}

/** A count that needs someone, with the way to it; left out for a role that may not open that page. */
function Attention({
  role,
  needs,
  count,
  text,
  to,
  linkText,
}: {
  role: StaffRoleName;
  needs: Action;
  count: number;
  text: string;
  to: string;
  linkText: string;
}) {
  if (!may(role, needs)) return null;
  return (
    <li
      className={`flex flex-wrap items-center justify-between gap-2 rounded-xl border px-4 py-3 ${count > 0 ? "border-amber-200 bg-amber-50" : "border-gray-200 bg-white"}`}
    >
      <span className="text-gray-900">
        <strong className="font-display text-xl">{number(count)}</strong> {text}
      </span>
      <Link to={to} className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-2">
        {linkText}
      </Link>
    </li>
  );
}

function FillRow({ contest }: { contest: DashboardFigures["openContests"][number] }) {
  const unlimited = contest.maxParticipants === 0;
  const percent = unlimited ? null : Math.min(100, Math.round((contest.placesTaken / contest.maxParticipants) * 100));
  return (
    <li className="grid gap-2 px-4 py-3 sm:grid-cols-[minmax(0,1fr)_12rem_7rem] sm:items-center">
      <Link to={`/admin/contests/${contest.id}`} className="min-w-0 break-words font-medium text-ink underline-offset-2 hover:underline">
        {contest.title}
      </Link>
      <div className="text-sm text-gray-700">
        {unlimited ? (
          <span>{plural(contest.placesTaken, "place taken", "places taken")}, no limit</span>
        ) : (
          <>
            <span>
              {number(contest.placesTaken)} of {number(contest.maxParticipants)} ({percent} %)
            </span>
            <span aria-hidden="true" className="mt-1 block h-2 w-full overflow-hidden rounded-full bg-gray-100">
              <span
                className={`block h-full rounded-full ${percent !== null && percent >= 90 ? "bg-amber-500" : "bg-brand-600"}`}
                style={{ width: `${percent}%` }}
              />
            </span>
          </>
        )}
      </div>
      <span className="text-sm text-gray-700 sm:text-right">
        {contest.daysLeft === 0 ? "Closes today" : plural(contest.daysLeft, "day left", "days left")}
      </span>
    </li>
  );
}

/** Each day's figures as a table, newest first: the charts' numbers for screen readers and the curious. */
function DailyFiguresTable({ days }: { days: DashboardFigures["days"] }) {
  return (
    <details className="mt-4 text-sm">
      <summary className="cursor-pointer font-medium text-brand-800">The figures for each day</summary>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard */}
      <section tabIndex={0} aria-label="Each day's figures" className="mt-2 max-h-72 overflow-auto rounded-lg border border-gray-200">
        <table className="w-full text-left">
          <caption className="sr-only">Registrations and revenue for each of the last 30 days</caption>
          <thead className="sticky top-0 bg-gray-50 text-gray-700">
            <tr>
              <th scope="col" className="px-3 py-2 font-semibold">
                Day
              </th>
              <th scope="col" className="px-3 py-2 text-right font-semibold">
                Registrations
              </th>
              <th scope="col" className="px-3 py-2 text-right font-semibold">
                Revenue (net of refunds)
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-gray-100">
            {[...days].reverse().map((d) => (
              <tr key={d.day}>
                <td className="px-3 py-1.5">{dayLabel(d.day)}</td>
                <td className="px-3 py-1.5 text-right tabular-nums">{number(d.registrations)}</td>
                <td className="px-3 py-1.5 text-right tabular-nums">{rupees(d.revenuePaise)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </details>
  );
}

function DayByDay({ days }: { days: DashboardFigures["days"] }) {
  return (
    <section aria-labelledby="daily-heading" className="rounded-2xl border border-gray-200 bg-white p-5">
      <h2 id="daily-heading" className="text-lg font-semibold text-ink">
        Day by day, last 30 days
      </h2>
      <div className="mt-4 grid gap-6 md:grid-cols-2">
        <DailyBarChart title="Registrations" days={days.map((d) => ({ day: d.day, value: d.registrations }))} format={number} />
        <DailyBarChart title="Revenue (net of refunds)" days={days.map((d) => ({ day: d.day, value: d.revenuePaise }))} format={rupees} />
      </div>
      <DailyFiguresTable days={days} />
    </section>
  );
}

function OpenContests({ contests }: { contests: DashboardFigures["openContests"] }) {
  return (
    <section aria-labelledby="open-heading">
      <h2 id="open-heading" className="mb-3 text-lg font-semibold text-ink">
        Open for registration
      </h2>
      {contests.length === 0 ? (
        <p className="rounded-2xl border border-gray-200 bg-white px-4 py-6 text-gray-700">No contest is taking registrations today.</p>
      ) : (
        <ul className="divide-y divide-gray-100 rounded-2xl border border-gray-200 bg-white">
          {contests.map((contest) => (
            <FillRow key={contest.id} contest={contest} />
          ))}
        </ul>
      )}
    </section>
  );
}

function WaitingForSomeone({ figures }: { figures: DashboardFigures }) {
  return (
    <section aria-labelledby="attention-heading">
      <h2 id="attention-heading" className="mb-3 text-lg font-semibold text-ink">
        Waiting for someone
      </h2>
      <ul className="grid gap-3">
        <Attention
          role={figures.role}
          needs="payments.read"
          count={figures.stalePendingPayments}
          text={
            figures.stalePendingPayments === 1
              ? "payment started over an hour ago, not paid"
              : "payments started over an hour ago, not paid"
          }
          to="/admin/payments?state=created"
          linkText="See payments"
        />
        <Attention
          role={figures.role}
          needs="messages.read"
          count={figures.newMessages}
          text={figures.newMessages === 1 ? "new message" : "new messages"}
          to="/admin/messages"
          linkText="Open messages"
        />
        <Attention
          role={figures.role}
          needs="winners.read"
          count={figures.contestsAwaitingResults}
          text={figures.contestsAwaitingResults === 1 ? "finished contest without results" : "finished contests without results"}
          to="/admin/winners"
          linkText="Declare results"
        />
      </ul>
    </section>
  );
}

/** The console's sections this role may open, as large links. */
function SectionLinks({ role }: { role: StaffRoleName }) {
  const sections = consoleNavigation.filter((item) => item.to !== "/admin" && may(role, item.action));
  return (
    <nav aria-labelledby="sections-heading">
      <h2 id="sections-heading" className="mb-3 text-lg font-semibold text-ink">
        Sections
      </h2>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        {sections.map((item) => (
          <li key={item.to}>
            <Link
              to={item.to}
              className="flex min-h-11 items-center rounded-xl border border-gray-200 bg-white px-4 py-3 font-medium text-ink hover:border-brand-300 hover:bg-brand-50"
            >
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The console's first page: how registrations and money are going, and what needs someone. */
export function DashboardView({ figures }: { figures: DashboardFigures }) {
  return (
    <div className="grid gap-8">
      <section aria-label="Registrations and revenue" className="grid gap-4 md:grid-cols-3">
        <Period label="Today" totals={figures.today} />
        <Period label="Last 7 days" totals={figures.last7Days} />
        <Period label="Last 30 days" totals={figures.last30Days} />
      </section>
      <DayByDay days={figures.days} />
      <div className="grid gap-8 xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <OpenContests contests={figures.openContests} />
        <WaitingForSomeone figures={figures} />
      </div>
      <SectionLinks role={figures.role} />
    </div>
  );
}
