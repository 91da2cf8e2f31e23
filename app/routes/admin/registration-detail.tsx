import { Link, useRevalidator } from "react-router";
import { RefundPanel } from "#app/features/console/payments/refund-panel.tsx";
import { PrivateItemsPanel } from "#app/features/console/registrations/private-items-panel.tsx";
import {
  PaymentHistory,
  RegistrationSummary,
  Section,
  StatusChanges,
} from "#app/features/console/registrations/registration-detail-view.tsx";
import { ConsolePageHeader } from "#app/features/console/shell/console-shell.tsx";
import type { Route } from "./+types/registration-detail";
import { loadRegistrationDetail } from "./registration-detail.server";

export function loader({ context, request, params }: Route.LoaderArgs) {
  return loadRegistrationDetail(context, request, params.registrationId);
}

export default function ConsoleRegistration({ loaderData }: Route.ComponentProps) {
  const { registration, canRefund, canReadDocuments } = loaderData;
  const revalidator = useRevalidator();
  const paid = registration.orders.find((order) => order.status === "paid");
  return (
    <>
      <title>{`${registration.creator.name} · Registrations · Console`}</title>
      <p className="mb-2 text-sm">
        <Link to="/admin/registrations" className="font-medium text-brand-700 underline underline-offset-2">
          Registrations
        </Link>
      </p>
      <ConsolePageHeader title={registration.creator.name} description={`Registration for ${registration.contest.title}`} />
      <div className="grid grid-cols-1 gap-4">
        <RegistrationSummary registration={registration} />
        <div className="grid grid-cols-1 gap-4 xl:grid-cols-[2fr_1fr]">
          <Section id="payment-history" title="Payment history">
            <PaymentHistory registrationId={registration._id} orders={registration.orders} />
          </Section>
          <Section id="status-changes" title="Status changes">
            <StatusChanges changes={registration.statusChanges} />
          </Section>
        </div>
        {/* Payment actions: the refund, owned by the payments pages (app/features/console/payments). */}
        <RefundPanel
          registrationId={registration._id}
          canRefund={canRefund}
          refundable={registration.state === "completed" && paid !== undefined && registration.winner === null}
          amountPaise={paid?.amountPaise ?? null}
          onRefunded={() => void revalidator.revalidate()}
        />
        <Section id="private-items" title="Identity documents and bank details">
          {canReadDocuments ? (
            <PrivateItemsPanel
              registrationId={registration._id}
              documents={registration.privateItems.documents}
              hasBankDetails={registration.privateItems.bankDetails}
            />
          ) : (
            <p className="text-sm text-gray-700">Only owners can see a creator's identity documents and bank details.</p>
          )}
        </Section>
      </div>
    </>
  );
}
