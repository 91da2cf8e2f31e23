import type { ReactNode } from "react";
import { useFormat, useMessages } from "#app/i18n/i18n.tsx";
import type { Contest } from "#shared/api-types.ts";
import { maxParticipantsLabel } from "#shared/contest-status.ts";
import { contestMoney } from "#shared/contest-money.ts";

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex justify-between gap-4 border-b border-gray-100 py-2.5 text-sm last:border-0">
      <dt className="shrink-0 font-medium text-gray-600">{label}</dt>
      <dd className="text-right font-semibold text-balance break-words text-ink">{value}</dd>
    </div>
  );
}

/** The side card "Contest Information" with the ten rows of docs/product-rules.md#contests, dates in IST. */
export function ContestInfoCard({ contest, children }: { contest: Contest; children?: ReactNode }) {
  const { info, status } = useMessages("contest");
  const f = useFormat();
  const location = contest.eligibilityCriteria.location;
  const range = (from: string | null, to: string | null) => f.fill(info.range, { from: f.date(from), to: f.date(to) });
  const names = (list: string[]) => (list.length > 0 ? list.join(", ") : info.all);
  // "₹1,499 INR" in English (the spec's card); the Hindi card says the amount once.
  const money = (amount: number, currency: string) => {
    const text = contestMoney(amount, currency, f.language);
    return currency === "INR" ? f.fill(info.inr, { amount: text }) : text;
  };
  return (
    <section aria-labelledby="contest-information" className="h-fit rounded-2xl bg-white p-6 shadow-sm ring-1 ring-gray-200">
      <h2 id="contest-information" className="text-lg font-bold">
        {info.title}
      </h2>
      <dl className="mt-3">
        <Row label={info.category} value={contest.contestCategoryId?.name ?? "-"} />
        <Row label={info.registration} value={range(contest.registrationStartDate, contest.registrationEndDate)} />
        <Row label={info.contestDates} value={range(contest.contestStartDate, contest.contestEndDate)} />
        {contest.resultAnnouncementDate ? <Row label={info.result} value={f.date(contest.resultAnnouncementDate)} /> : null}
        <Row label={info.entryFee} value={money(contest.entryFee, contest.entryFeeCurrency)} />
        <Row label={info.prizePool} value={money(contest.prizePool, contest.prizePoolCurrency)} />
        <Row label={info.countries} value={names(location.countries.map((c) => c.countryName))} />
        <Row label={info.states} value={names(location.states.map((s) => s.stateName))} />
        <Row label={info.cities} value={names(location.cities.map((c) => c.cityName))} />
        <Row label={info.maxParticipants} value={maxParticipantsLabel(contest.maxParticipants, status.unlimited)} />
      </dl>
      {children ? <div className="mt-6 grid gap-3">{children}</div> : null}
    </section>
  );
}
