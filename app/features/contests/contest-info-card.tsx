import type { ReactNode } from "react";
import type { Contest } from "#shared/api-types.ts";
import { maxParticipantsLabel } from "#shared/contest-status.ts";
import { formatIstDate } from "#shared/ist.ts";
import { formatMoney } from "#shared/text.ts";

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex justify-between gap-4 border-b border-gray-100 py-2.5 text-sm last:border-0">
      <dt className="shrink-0 font-medium text-gray-600">{label}</dt>
      <dd className="text-right font-semibold break-words text-ink">{value}</dd>
    </div>
  );
}

const range = (from: string | null, to: string | null) => `${formatIstDate(from)} - ${formatIstDate(to)}`;
const names = (list: string[]) => (list.length > 0 ? list.join(", ") : "All");
const moneyWithCurrency = (amount: number, currency: string) => `${formatMoney(amount, currency)}${currency === "INR" ? " INR" : ""}`;

/** The side card "Contest Information" with the ten rows of docs/product-rules.md#contests, dates in IST. */
export function ContestInfoCard({ contest, children }: { contest: Contest; children?: ReactNode }) {
  const location = contest.eligibilityCriteria.location;
  return (
    <section aria-labelledby="contest-information" className="h-fit rounded-2xl bg-white p-6 shadow-sm ring-1 ring-gray-200">
      <h2 id="contest-information" className="text-lg font-bold">
        Contest Information
      </h2>
      <dl className="mt-3">
        <Row label="Category" value={contest.contestCategoryId?.name ?? "-"} />
        <Row label="Registration" value={range(contest.registrationStartDate, contest.registrationEndDate)} />
        <Row label="Contest Dates" value={range(contest.contestStartDate, contest.contestEndDate)} />
        {contest.resultAnnouncementDate ? <Row label="Result" value={formatIstDate(contest.resultAnnouncementDate)} /> : null}
        <Row label="Entry Fee" value={moneyWithCurrency(contest.entryFee, contest.entryFeeCurrency)} />
        <Row label="Prize Pool" value={moneyWithCurrency(contest.prizePool, contest.prizePoolCurrency)} />
        <Row label="Allowed Countries" value={names(location.countries.map((c) => c.countryName))} />
        <Row label="Allowed States" value={names(location.states.map((s) => s.stateName))} />
        <Row label="Allowed Cities" value={names(location.cities.map((c) => c.cityName))} />
        <Row label="Max Participants" value={maxParticipantsLabel(contest.maxParticipants)} />
      </dl>
      {children ? <div className="mt-6 grid gap-3">{children}</div> : null}
    </section>
  );
}
