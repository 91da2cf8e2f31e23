import { useState } from "react";
import { Link } from "react-router";
import { buttonClass } from "#app/components/ui/button-class.ts";
import { UploadImage } from "#app/components/upload-image.tsx";
import { useFormat, useMessages } from "#app/i18n/i18n.tsx";
import type { MyRegistration, RegistrationState } from "#shared/api/my-registrations.ts";
import type { CreatorScoresView } from "#shared/judging/creator-scores.ts";
import { formatMoney } from "#shared/text.ts";
import { JudgesScores } from "./judges-scores.tsx";
import { certificateUrl } from "./my-registrations-api.ts";
import { VideoLinkForm } from "./video-link-form.tsx";

const stateLook: Record<RegistrationState, string> = {
  completed: "bg-emerald-50 text-emerald-800 ring-emerald-200",
  pending: "bg-amber-50 text-amber-900 ring-amber-200",
  refunded: "bg-sky-50 text-sky-800 ring-sky-200",
  expired: "bg-gray-100 text-gray-700 ring-gray-300",
};

const safeLink = (link: string) => (/^https?:\/\//i.test(link) ? link : null);

/** Rupees in the page's language; another currency (none today) by its code. */
function useMoney() {
  const f = useFormat();
  return (amount: number, currency = "INR") => (currency === "INR" ? f.rupees(amount) : formatMoney(amount, currency));
}

/** One registration: its contest, state, dates, receipt or refund, prize, video link and what can be done next. */
export function RegistrationCard({
  registration,
  judgesScores = null,
}: {
  registration: MyRegistration;
  judgesScores?: CreatorScoresView | null;
}) {
  const { receipt, refund, winner } = registration;
  const headingId = `registration-${registration._id}`;

  return (
    <article
      aria-labelledby={headingId}
      className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-gray-200 sm:p-6"
      data-registration={registration._id}
    >
      <CardHeading registration={registration} headingId={headingId} />
      <KeyFacts registration={registration} />
      {receipt ? <ReceiptNote registrationId={registration._id} receipt={receipt} /> : null}
      {refund ? <RefundNote refund={refund} /> : null}
      {winner ? <WinnerNote winner={winner} /> : null}

      {judgesScores ? <JudgesScores scores={judgesScores} /> : null}

      <VideoLinkSection registration={registration} />
      {registration.state === "pending" || registration.certificates.length > 0 ? <NextSteps registration={registration} /> : null}
    </article>
  );
}

function CardHeading({ registration, headingId }: { registration: MyRegistration; headingId: string }) {
  const { card: t } = useMessages("account");
  const f = useFormat();
  const { contest, state } = registration;
  return (
    <div className="flex items-start gap-3 sm:gap-4">
      <UploadImage
        path={contest.thumbnail}
        fallback="/logo-fallback.svg"
        alt=""
        width={64}
        height={64}
        widths={[160]}
        sizes="64px"
        className="h-14 w-14 shrink-0 rounded-xl bg-lilac object-cover sm:h-16 sm:w-16"
      />
      <div className="min-w-0 flex-1">
        <h3 id={headingId} className="text-lg leading-snug font-bold break-words text-ink">
          <Link to={f.path(`/contest/${contest._id}`)} className="hover:text-brand-700 hover:underline">
            {contest.title}
          </Link>
        </h3>
        <span className={`mt-1.5 inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${stateLook[state]}`}>
          {t.states[state]}
        </span>
      </div>
    </div>
  );
}

function KeyFacts({ registration }: { registration: MyRegistration }) {
  const { card: t } = useMessages("account");
  const f = useFormat();
  const money = useMoney();
  const { contest } = registration;
  return (
    <dl className="mt-4 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
      <Fact label={t.registeredOn} value={f.date(registration.registeredAt)} />
      <Fact label={t.entryFee} value={registration.entryFee > 0 ? money(registration.entryFee) : t.free} />
      {contest.registrationEndDate ? <Fact label={t.registrationCloses} value={f.date(contest.registrationEndDate)} /> : null}
      {contest.contestStartDate ? (
        <Fact
          label={t.contestRuns}
          value={f.fill(t.dateRange, { from: f.date(contest.contestStartDate), to: f.date(contest.contestEndDate) })}
          wide
        />
      ) : null}
    </dl>
  );
}

function ReceiptNote({ registrationId, receipt }: { registrationId: string; receipt: NonNullable<MyRegistration["receipt"]> }) {
  const { card: t } = useMessages("account");
  const f = useFormat();
  const money = useMoney();
  return (
    <div className="mt-4 rounded-xl bg-lilac px-4 py-3 text-sm">
      <p className="font-semibold text-ink">
        {f.fill(t.paidOn, { amount: money(receipt.amount, receipt.currency), date: f.date(receipt.paidAt) })}
      </p>
      <p className="mt-0.5 break-all text-gray-700">{f.fill(t.paymentId, { id: receipt.paymentId })}</p>
      <Link
        to={f.path(`/me/receipts/${registrationId}`)}
        className="mt-1 inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-2"
      >
        {t.viewReceipt}
      </Link>
    </div>
  );
}

function RefundNote({ refund }: { refund: NonNullable<MyRegistration["refund"]> }) {
  const { card: t } = useMessages("account");
  const f = useFormat();
  const money = useMoney();
  return (
    <p className="mt-4 rounded-xl bg-sky-50 px-4 py-3 text-sm text-sky-900">
      {refund.refunded
        ? f.fill(t.refunded, { amount: money(refund.amount, refund.currency), date: f.date(refund.at) })
        : f.fill(t.refunding, { amount: money(refund.amount, refund.currency) })}
    </p>
  );
}

function WinnerNote({ winner }: { winner: NonNullable<MyRegistration["winner"]> }) {
  const { card: t } = useMessages("account");
  const f = useFormat();
  const money = useMoney();
  return (
    <p className="mt-4 flex items-center gap-2 rounded-xl bg-amber-50 px-4 py-3 text-sm font-semibold text-amber-900 ring-1 ring-amber-200">
      <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5 shrink-0 text-amber-500" fill="currentColor">
        <path d="M7 3h10v2h3v3a4 4 0 0 1-4 4h-.3A5 5 0 0 1 13 14.9V17h3v2H8v-2h3v-2.1A5 5 0 0 1 8.3 12H8a4 4 0 0 1-4-4V5h3V3zm0 4H6v1a2 2 0 0 0 1 1.7V7zm10 0v2.7A2 2 0 0 0 18 8V7h-1z" />
      </svg>
      <span>
        {[
          winner.prizeTitle ?? t.winner,
          winner.rank ? f.fill(t.rank, { rank: winner.rank }) : null,
          winner.prizeAmount ? f.fill(t.prize, { amount: money(winner.prizeAmount) }) : null,
        ]
          .filter(Boolean)
          .join(" · ")}
      </span>
    </p>
  );
}

/** The video link as it stands, and its form while the creator changes it. */
function VideoLinkSection({ registration }: { registration: MyRegistration }) {
  const { card: t } = useMessages("account");
  const [link, setLink] = useState(registration.link);
  const [editing, setEditing] = useState(false);
  const video = safeLink(link);
  const { state } = registration;

  return (
    <div className="mt-4 border-t border-gray-100 pt-4">
      {editing ? null : <p className="text-sm font-semibold text-gray-800">{t.videoLink}</p>}
      {editing ? (
        <VideoLinkForm
          registrationId={registration._id}
          link={link}
          onCancel={() => setEditing(false)}
          onSaved={(saved) => {
            setLink(saved);
            setEditing(false);
          }}
        />
      ) : (
        <>
          <p className="mt-1 text-sm break-all" data-video-link>
            {video ? (
              <a
                href={video}
                target="_blank"
                rel="noopener noreferrer nofollow ugc"
                className="tap-area text-brand-700 underline underline-offset-2"
              >
                {link}
              </a>
            ) : (
              <span className="text-gray-600">{link || t.noLinkYet}</span>
            )}
          </p>
          {registration.linkEditable ? (
            <button
              type="button"
              onClick={() => setEditing(true)}
              className={buttonClass({ variant: "secondary", size: "sm", className: "mt-3" })}
            >
              {t.changeLink}
            </button>
          ) : state === "completed" || state === "pending" ? (
            <p className="mt-1 text-xs text-gray-600">{t.linkClosed}</p>
          ) : null}
        </>
      )}
    </div>
  );
}

/** Completing a pending payment, and downloading the certificates earned. */
function NextSteps({ registration }: { registration: MyRegistration }) {
  const { card: t } = useMessages("account");
  const f = useFormat();
  return (
    <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
      {registration.state === "pending" ? (
        <div role="status" className="grid gap-2 sm:w-full">
          <p className="text-sm text-amber-950">
            <strong>{t.paymentPending}</strong> {t.paymentPendingText}
          </p>
          <Link
            to={f.path(`/contest/${registration.contest._id}?register=1`)}
            className={buttonClass({ className: "w-full sm:w-auto sm:justify-self-start" })}
          >
            {t.completePayment}
          </Link>
        </div>
      ) : null}
      {registration.certificates.map((kind) => (
        <a
          key={kind}
          href={certificateUrl(registration._id, kind)}
          download
          className={buttonClass({ variant: kind === "winner" ? "primary" : "secondary", className: "w-full sm:w-auto" })}
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="2">
            <path d="M12 4v11m0 0l-4-4m4 4l4-4M5 19h14" />
          </svg>
          {t.certificates[kind]}
          <span className="text-xs font-medium opacity-80">{t.pdf}</span>
        </a>
      ))}
    </div>
  );
}

function Fact({ label, value, wide }: { label: string; value: string; wide?: boolean }) {
  return (
    <div className={wide ? "col-span-2" : undefined}>
      <dt className="text-gray-600">{label}</dt>
      <dd className="font-medium text-ink">{value}</dd>
    </div>
  );
}
