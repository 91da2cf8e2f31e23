import { type ReactNode, useEffect, useRef } from "react";
import { Link } from "react-router";
import { ShareButton } from "#app/components/share-button.tsx";
import { buttonClass } from "#app/components/ui/button-class.ts";
import { useFormat, useMessages } from "#app/i18n/i18n.tsx";
import { contestMoney } from "#shared/contest-money.ts";

export type ConfirmedRegistration = {
  amount: number;
  currency: string;
  paymentId: string | null;
  registeredAt: string;
};

type ContestDates = {
  _id: string;
  title: string;
  registrationEndDate: string | null;
  contestStartDate: string | null;
  contestEndDate: string | null;
  resultAnnouncementDate: string | null;
};

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5 py-2 sm:grid-cols-[9rem_1fr] sm:gap-4">
      <dt className="text-sm font-medium text-gray-700">{label}</dt>
      <dd className="font-semibold wrap-anywhere text-ink">{children}</dd>
    </div>
  );
}

/**
 * What the applicants page opens with after a registration (docs/decisions.md#registration-form-on-a-phone):
 * the contest, what was paid and the payment id, what happens next and when results come, sharing
 * and the way to My registrations. Focus lands on its heading, so it is read out first.
 */
export function RegistrationConfirmation({
  contest,
  registration,
  shareUrl,
}: {
  contest: ContestDates;
  registration: ConfirmedRegistration;
  shareUrl: string;
}) {
  const m = useMessages("contest").confirmation;
  const f = useFormat();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus({ preventScroll: true });
  }, []);
  return (
    <section
      aria-labelledby="registration-confirmed"
      className="mx-auto max-w-7xl px-4 pt-10 sm:px-6"
      data-testid="registration-confirmation"
    >
      <div className="rounded-2xl bg-green-50 p-5 ring-1 ring-green-200 sm:p-7">
        <h2
          id="registration-confirmed"
          ref={heading}
          tabIndex={-1}
          className="flex items-center gap-2 text-2xl font-bold text-green-900 outline-none"
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" className="h-7 w-7 shrink-0" fill="none" stroke="currentColor" strokeWidth="2.5">
            <circle cx="12" cy="12" r="10" />
            <path d="M7.5 12.5l3 3 6-6.5" />
          </svg>
          {m.title}
        </h2>
        <RegistrationFacts contest={contest} registration={registration} />
        <WhatHappensNext contest={contest} />
        <div className="mt-6 flex flex-wrap items-center gap-3">
          <ShareButton url={shareUrl} title={contest.title} text={f.fill(m.shareText, { title: contest.title })} />
          <Link to={f.path("/me")} className={buttonClass({ variant: "primary", size: "sm" })}>
            {m.myRegistrations}
          </Link>
        </div>
      </div>
    </section>
  );
}

function RegistrationFacts({ contest, registration }: { contest: ContestDates; registration: ConfirmedRegistration }) {
  const m = useMessages("contest").confirmation;
  const f = useFormat();
  const free = registration.amount === 0;
  return (
    <dl className="mt-4 divide-y divide-green-100">
      <Row label={m.contest}>{contest.title}</Row>
      <Row label={free ? m.entryFee : m.amountPaid}>
        {free ? m.free : contestMoney(registration.amount, registration.currency, f.language)}
      </Row>
      {registration.paymentId ? (
        <Row label={m.paymentId}>
          <span className="font-mono text-sm">{registration.paymentId}</span>
        </Row>
      ) : null}
      <Row label={m.registered}>{f.date(registration.registeredAt, "dateTime")}</Row>
    </dl>
  );
}

function WhatHappensNext({ contest }: { contest: ContestDates }) {
  const m = useMessages("contest").confirmation;
  const f = useFormat();
  const results = contest.resultAnnouncementDate ? f.fill(m.resultsOn, { date: f.date(contest.resultAnnouncementDate) }) : m.resultsAfter;
  return (
    <>
      <h3 className="mt-5 text-lg font-bold text-ink">{m.next}</h3>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-gray-800">
        {contest.contestStartDate && contest.contestEndDate ? (
          <li>{f.fill(m.runs, { from: f.date(contest.contestStartDate), to: f.date(contest.contestEndDate) })}</li>
        ) : null}
        <li>{f.fill(m.mail, { results })}</li>
        {contest.registrationEndDate ? <li>{f.fill(m.changeLink, { date: f.date(contest.registrationEndDate) })}</li> : null}
      </ul>
    </>
  );
}
