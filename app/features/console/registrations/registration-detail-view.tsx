import type { ReactNode } from "react";
import { Link } from "react-router";
import type { RegistrationDetail } from "#shared/console/registrations.ts";
import { formatDate } from "#shared/i18n/formats.ts";
import { formatIstDate, formatIstDateTime } from "#shared/ist.ts";
import { TableScrollBox } from "../data-table/table-scroll-box";
import { RegistrationStateBadge } from "./registration-state-badge";
import { formatPaiseForAccounts } from "#shared/i18n/accounts-format.ts";

const cardClass = "rounded-2xl border border-gray-200 bg-white p-4 sm:p-5";

export function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={cardClass}>
      <h2 id={id} className="mb-3 text-lg font-bold text-ink">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Facts({ items }: { items: [string, ReactNode][] }) {
  return (
    <dl className="grid grid-cols-1 gap-x-4 gap-y-2 text-sm sm:grid-cols-[10rem_1fr]">
      {items.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-gray-700">{label}</dt>
          <dd className="mb-1 min-w-0 font-medium break-words text-ink sm:mb-0">{value === "" || value === null ? "-" : value}</dd>
        </div>
      ))}
    </dl>
  );
}

const external = (href: string) =>
  href ? (
    <a href={href} target="_blank" rel="noreferrer noopener" className="break-all text-brand-800 underline underline-offset-2">
      {href}
    </a>
  ) : (
    "-"
  );

const orderStateLabels: Record<string, string> = {
  creating: "Being created",
  created: "Awaiting payment",
  paid: "Paid",
  failed: "Failed",
  refund_pending: "Refund pending",
  refunded: "Refunded",
};

const entryText = ({ isPaid, contest }: RegistrationDetail) =>
  isPaid ? `Paid (fee ${formatPaiseForAccounts(contest.entryFeePaise)})` : contest.entryFeePaise > 0 ? "Not paid" : "Free contest";

const winnerText = (winner: RegistrationDetail["winner"]) =>
  winner
    ? `${winner.declared ? "Declared" : "Chosen, not yet declared"}: ${winner.prizeTitle ?? "Prize"}${winner.rank ? `, rank ${winner.rank}` : ""}${winner.prizeAmountPaise ? `, ${formatPaiseForAccounts(winner.prizeAmountPaise)}` : ""}`
    : "No";

/** The registration's own facts: its state, contest, video, dates, payment, affiliate and prize. */
function RegistrationFacts({ registration }: { registration: RegistrationDetail }) {
  const { contest, affiliate } = registration;
  return (
    <Section id="registration-facts" title="Registration">
      <Facts
        items={[
          ["Status", <RegistrationStateBadge key="state" state={registration.state} />],
          [
            "Contest",
            <span key="contest">
              <Link to={`/admin/contests/${contest._id}`} className="text-brand-800 underline underline-offset-2">
                {contest.title}
              </Link>
              {" · "}
              <Link to={`/admin/registrations?contest=${contest._id}`} className="text-brand-800 underline underline-offset-2">
                all its registrations
              </Link>
            </span>,
          ],
          ["Video link", external(registration.link)],
          ["Registered", formatIstDateTime(registration.registeredAt)],
          ["Completed", registration.completedAt ? formatIstDateTime(registration.completedAt) : "-"],
          ["Entry", entryText(registration)],
          ["Referred by", affiliate ? `${affiliate.name}${affiliate.code ? ` (code ${affiliate.code})` : ""}` : "No affiliate"],
          ["Winner", winnerText(registration.winner)],
        ]}
      />
    </Section>
  );
}

/** The creator in full, with ways to reach them. */
function CreatorFacts({ creator }: { creator: RegistrationDetail["creator"] }) {
  const place = [creator.city, creator.state, creator.country].filter(Boolean).join(", ");
  return (
    <Section id="creator-facts" title="Creator">
      <Facts
        items={[
          ["Name", creator.name],
          [
            "E-mail",
            <a key="email" href={`mailto:${creator.email}`} className="break-all text-brand-800 underline underline-offset-2">
              {creator.email}
            </a>,
          ],
          [
            "Mobile",
            <a key="mobile" href={`tel:${creator.mobileNo}`} className="text-brand-800 underline underline-offset-2">
              {creator.mobileNo}
            </a>,
          ],
          ["Address", [creator.address, creator.pincode].filter(Boolean).join(" ")],
          ["City, state", place],
          ["Date of birth", creator.dateOfBirth ? formatIstDate(`${creator.dateOfBirth}T00:00:00+05:30`) : "-"],
          ["Gender", creator.gender ?? "-"],
          ["Profile link", external(creator.profileLink)],
          ["Bio", creator.bio],
          ["Account since", formatIstDate(creator.joinedAt)],
          ["E-mails and PDFs in", creator.language === "hi" ? "Hindi" : "English"],
        ]}
      />
    </Section>
  );
}

/** The registration: its state, the creator in full, the affiliate, the prize. */
export function RegistrationSummary({ registration }: { registration: RegistrationDetail }) {
  return (
    <div className="grid grid-cols-1 gap-4 xl:grid-cols-2">
      <RegistrationFacts registration={registration} />
      <CreatorFacts creator={registration.creator} />
    </div>
  );
}

/** "28 Nov 2026, 4:01 am", wrapping between the day and the time only, so the State beside it has room. */
const DateAndTime = ({ at }: { at: string }) => (
  <>
    <span className="whitespace-nowrap">{formatIstDate(at)},</span>{" "}
    <span className="whitespace-nowrap">{formatDate(at, "en", "time")}</span>
  </>
);

/** A refund's reason as shown starts with the order's own when it refunds the order's payment ("Refunded by the organiser: “…”"). */
const repeatsOrderReason = (reason: string, orderReason: string | null) =>
  orderReason !== null && (reason === orderReason || reason.startsWith(`${orderReason}: `));

/**
 * The order's state, why it failed or was refunded, and each refund: the reason once, with the
 * organiser's words when a refund carries them; another payment's refund keeps its own reason.
 */
function OrderStateCell({ order }: { order: RegistrationDetail["orders"][number] }) {
  const reason = order.refunds.find((refund) => repeatsOrderReason(refund.reason, order.failureReason))?.reason ?? order.failureReason;
  // Wide enough for the reason to read as a line or two beside the ids, not a word a line.
  return (
    <div className="min-w-44">
      <span className="font-semibold">{orderStateLabels[order.status] ?? order.status}</span>
      {reason ? <span className="block text-xs text-gray-700">{reason}</span> : null}
      {order.refunds.map((refund) => (
        <span key={refund._id} className="block text-xs text-gray-700">
          Refund of {formatPaiseForAccounts(refund.amountPaise)} {refund.status === "refunded" ? "done" : "pending"}
          {repeatsOrderReason(refund.reason, order.failureReason) ? "" : `: ${refund.reason}`}
        </span>
      ))}
    </div>
  );
}

/** Every payment order of the registration, with its provider ids and refunds; a receipt number opens the receipt's PDF. */
export function PaymentHistory({ registrationId, orders }: { registrationId: string; orders: RegistrationDetail["orders"] }) {
  if (orders.length === 0) return <p className="text-sm text-gray-700">No payment orders: nothing was paid for this registration.</p>;
  return (
    <TableScrollBox label="Payment orders table">
      <table className="w-full min-w-[44rem] text-left text-sm">
        <caption className="sr-only">Payment orders, oldest first</caption>
        <thead className="bg-gray-50 text-gray-700">
          <tr>
            <th scope="col" className="px-3 py-2 font-semibold">
              Opened (IST)
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              State
            </th>
            <th scope="col" className="px-3 py-2 text-right font-semibold">
              Amount
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              Provider ids
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              Last change (IST)
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-100">
          {orders.map((order) => (
            <tr key={order._id} className="align-top">
              <td className="px-3 py-2">
                <DateAndTime at={order.createdAt} />
              </td>
              <td className="px-3 py-2">
                <OrderStateCell order={order} />
              </td>
              <td className="px-3 py-2 text-right whitespace-nowrap tabular-nums">
                {formatPaiseForAccounts(order.amountPaise)}
                {order.receiptNumber ? (
                  <a
                    href={`/api/admin/registrations/${encodeURIComponent(registrationId)}/receipt.pdf`}
                    download
                    className="block font-mono text-xs text-brand-800 underline underline-offset-2"
                  >
                    receipt {order.receiptNumber}
                    <span className="sr-only"> (PDF)</span>
                  </a>
                ) : null}
              </td>
              <td className="px-3 py-2 font-mono text-xs">
                <span className="block">order {order.providerOrderId ?? "-"}</span>
                <span className="block">payment {order.providerPaymentId ?? "-"}</span>
                {order.providerRefundId ? <span className="block">refund {order.providerRefundId}</span> : null}
                <span className="block text-gray-600">{order.provider}</span>
              </td>
              <td className="px-3 py-2">
                <DateAndTime at={order.updatedAt} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScrollBox>
  );
}

/** What happened, oldest first. */
export function StatusChanges({ changes }: { changes: RegistrationDetail["statusChanges"] }) {
  return (
    <ol className="grid gap-2 border-l-2 border-gray-200 pl-4 text-sm">
      {changes.map((change) => (
        <li key={`${change.at}-${change.label}`}>
          <span className="block text-xs text-gray-700">{formatIstDateTime(change.at)}</span>
          <span className="font-medium text-ink">{change.label}</span>
        </li>
      ))}
    </ol>
  );
}
