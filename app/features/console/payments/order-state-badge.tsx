import { ORDER_STATE_LABELS, type OrderState } from "#shared/console/payments.ts";

const tone: Record<OrderState, string> = {
  creating: "bg-gray-100 text-gray-800",
  created: "bg-amber-50 text-amber-900 ring-1 ring-amber-200",
  failed: "bg-red-50 text-red-800 ring-1 ring-red-200",
  paid: "bg-green-50 text-green-900 ring-1 ring-green-200",
  refund_pending: "bg-amber-50 text-amber-900 ring-1 ring-amber-300",
  refunded: "bg-gray-100 text-gray-800 ring-1 ring-gray-300",
};

/** An order's (or a refund's) state as a small label; the words carry it, the colour only helps. */
export function OrderStateBadge({ state }: { state: OrderState }) {
  return (
    <span className={`inline-block whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold ${tone[state]}`}>
      {ORDER_STATE_LABELS[state]}
    </span>
  );
}

/**
 * A provider id, or a dash; small and monospaced so long ids line up. Where a table is short of room
 * it may break after its prefix ("order_", "CC/2026-27/"), never inside; a copied id stays whole.
 */
export function ProviderId({ value }: { value: string | null }) {
  if (!value) return <span className="text-gray-500">–</span>;
  const cut = Math.max(value.lastIndexOf("_"), value.lastIndexOf("/")) + 1;
  return (
    <span className="font-mono text-xs text-gray-800">
      {cut > 0 && cut < value.length ? (
        <>
          <span className="whitespace-nowrap">{value.slice(0, cut)}</span>
          <wbr />
          <span className="whitespace-nowrap">{value.slice(cut)}</span>
        </>
      ) : (
        <span className="whitespace-nowrap">{value}</span>
      )}
    </span>
  );
}
