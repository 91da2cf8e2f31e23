import { createElement, type ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { PaymentHistory } from "#app/features/console/registrations/registration-detail-view.tsx";
import { paymentText } from "#app/features/console/registrations/registration-table.tsx";
import { WinnersContestList } from "#app/features/console/winners/winners-contest-list.tsx";
import ContestEditor from "#app/routes/admin/contests-edit.tsx";
import { describeChange } from "#shared/console/audit-log.ts";
import { emptyContestForm } from "#shared/console/contest-form.ts";
import type { RegistrationPaymentOrder } from "#shared/console/registrations.ts";

/** The element rendered on a console page, as its first answer carries it. */
function render(element: () => ReactNode, path = "/admin") {
  const Stub = createRoutesStub([{ path, Component: element }]);
  return renderToString(createElement(Stub, { initialEntries: [path] }));
}

const text = (html: string) =>
  html
    .replaceAll("<!-- -->", "")
    .replace(/<[^>]+>/g, " ")
    .replaceAll("&quot;", '"')
    .replace(/\s+/g, " ")
    .trim();

describe("a refunded registration's money in the console", () => {
  it("lists the amount received, as the CSV has it, marked refunded or being refunded", () => {
    expect(paymentText({ isPaid: true, amountPaise: 9_900, paymentState: "refunded" })).toBe("₹99.00 (refunded)");
    expect(paymentText({ isPaid: true, amountPaise: 9_900, paymentState: "refund_pending" })).toBe("₹99.00 (refund pending)");
    expect(paymentText({ isPaid: true, amountPaise: 49_900, paymentState: "paid" })).toBe("₹499.00");
    expect(paymentText({ isPaid: false, amountPaise: null, paymentState: null })).toBe("Free");
  });

  it("says the organiser's refund once in the payment history's State", () => {
    const order: RegistrationPaymentOrder = {
      _id: "o1",
      provider: "razorpay",
      status: "refunded",
      amountPaise: 9_900,
      currency: "INR",
      providerOrderId: "order_1",
      providerPaymentId: "pay_1",
      providerRefundId: "rfnd_1",
      failureReason: "Refunded by the organiser",
      receiptNumber: "CC/2026-27/000042",
      createdAt: "2026-11-27T22:00:00.000Z",
      updatedAt: "2026-11-27T22:05:00.000Z",
      refunds: [
        {
          _id: "r1",
          amountPaise: 9_900,
          currency: "INR",
          reason: "Refunded by the organiser: “Asked to withdraw.”",
          status: "refunded",
          providerRefundId: "rfnd_1",
          createdAt: "2026-11-27T22:04:00.000Z",
          updatedAt: "2026-11-27T22:05:00.000Z",
        },
        // Another payment of the same order (paid twice) keeps its own reason.
        {
          _id: "r2",
          amountPaise: 9_900,
          currency: "INR",
          reason: "Paid twice",
          status: "pending",
          providerRefundId: null,
          createdAt: "2026-11-27T22:03:00.000Z",
          updatedAt: "2026-11-27T22:03:00.000Z",
        },
      ],
    };
    const html = render(() => createElement(PaymentHistory, { registrationId: "s1", orders: [order] }));
    const state = text(/<tbody[^>]*>\s*<tr[^>]*>\s*<td[^>]*>.*?<\/td>\s*<td[^>]*>(.*?)<\/td>/s.exec(html)?.[1] ?? "");
    expect(state).toBe(
      "Refunded Refunded by the organiser: “Asked to withdraw.” Refund of ₹99.00 done Refund of ₹99.00 pending: Paid twice",
    );
  });

  it("shows money in the audit log in rupees: amountPaise 9900 is amount: ₹99.00", () => {
    expect(describeChange("amountPaise", 9_900)).toBe("amount: ₹99.00");
    expect(describeChange("prizeAmountPaise", 1_000_000)).toBe("prizeAmount: ₹10,000.00");
    expect(describeChange("entryFeePaise", true)).toBe("entryFee");
    expect(describeChange("reason", "Asked to withdraw.")).toBe("reason: Asked to withdraw.");
  });
});

describe("counts in the console's words", () => {
  const contest = { id: "c1", title: "Monsoon Stories", contestEndDate: null, ended: true, winnersDeclared: false };

  it("winners: one completed registration, one winner chosen; two of each", () => {
    const one = text(
      render(() => createElement(WinnersContestList, { contests: [{ ...contest, completedRegistrations: 1, winnersChosen: 1 }] })),
    );
    expect(one).toContain("1 completed registration · 1 winner chosen");
    const two = text(
      render(() => createElement(WinnersContestList, { contests: [{ ...contest, completedRegistrations: 2, winnersChosen: 2 }] })),
    );
    expect(two).toContain("2 completed registrations · 2 winners chosen");
  });

  it("the contest editor's header: 1 completed registration", () => {
    const facts = {
      completedRegistrations: 1,
      hasPayments: false,
      archivedAt: null,
      inMenu: false,
      badge: "Registration Open",
      publishAt: null,
      publishedAt: "2026-11-20T04:30:00.000Z",
      pinned: false,
      places: { countries: [], states: [], districts: [], cities: [] },
    };
    const loaderData = {
      contestId: "64b000000000000000000001",
      values: { ...emptyContestForm(), title: "Monsoon Stories" },
      facts,
      options: { categories: [], judges: [] },
      canEdit: false,
    };
    // biome-ignore lint/suspicious/noExplicitAny: the route's generated props, of which the page reads loaderData only
    const html = text(render(() => createElement(ContestEditor as any, { loaderData }), "/admin/contests/64b000000000000000000001"));
    expect(html).toContain("Monsoon Stories Registration Open 1 completed registration Preview");
    expect(html).toContain("0 means unlimited. 1 completed registration so far: it cannot go below that.");
  });
});
