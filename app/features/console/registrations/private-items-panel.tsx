import { useEffect, useRef, useState } from "react";
import { buttonClass } from "#app/components/ui/button-class.ts";
import { apiGet } from "#app/lib/api-client.ts";
import { type BankDetails, type RegistrationDocument, registrationDocuments } from "#shared/console/registrations.ts";

type Shown = { url: string; type: string };

const bankLabels: [keyof BankDetails, string][] = [
  ["accountHolderName", "Account holder"],
  ["accountNumber", "Account number"],
  ["bankName", "Bank"],
  ["branchName", "Branch"],
  ["ifscCode", "IFSC"],
];

/**
 * Fetches one private item at a time on request. Blob URLs live until the page is left, then are let go.
 */
function usePrivateItems(registrationId: string) {
  const [shown, setShown] = useState<Partial<Record<RegistrationDocument, Shown>>>({});
  const [bank, setBank] = useState<BankDetails | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const urls = useRef<string[]>([]);
  useEffect(
    () => () => {
      for (const url of urls.current) URL.revokeObjectURL(url);
    },
    [],
  );

  const showDocument = async (document: RegistrationDocument) => {
    setBusy(document);
    setError(null);
    try {
      const response = await fetch(`/api/admin/registrations/${registrationId}/documents/${document}`, { credentials: "same-origin" });
      if (!response.ok) {
        const body = (await response.json().catch(() => null)) as { message?: string } | null;
        setError(body?.message ?? `The ${registrationDocuments[document]} could not be opened.`);
        return;
      }
      const blob = await response.blob();
      const url = URL.createObjectURL(blob);
      urls.current.push(url);
      setShown((current) => ({ ...current, [document]: { url, type: blob.type } }));
    } catch {
      setError("Network error");
    } finally {
      setBusy(null);
    }
  };

  const showBank = async () => {
    setBusy("bank");
    setError(null);
    const answer = await apiGet<{ data: BankDetails }>(`/api/admin/registrations/${registrationId}/bank-details`);
    setBusy(null);
    if (!answer.ok) return setError(answer.body.message);
    setBank(answer.body.data);
  };

  return { shown, bank, busy, error, showDocument, showBank };
}

/** One identity document: Show, then a link to it (and the picture itself when it is one). */
function DocumentItem({
  document,
  item,
  busy,
  onShow,
}: {
  document: RegistrationDocument;
  item: Shown | undefined;
  busy: string | null;
  onShow: () => void;
}) {
  const label = registrationDocuments[document];
  return (
    <li className="rounded-xl border border-gray-200 p-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-semibold text-ink">{label}</span>
        {item ? (
          <a href={item.url} target="_blank" rel="noreferrer" className="text-sm font-semibold text-brand-800 underline">
            Open {label} in a new tab
          </a>
        ) : (
          <button
            type="button"
            onClick={onShow}
            disabled={busy !== null}
            aria-busy={busy === document || undefined}
            className={buttonClass({ variant: "secondary", size: "sm" })}
          >
            Show {label}
          </button>
        )}
      </div>
      {item?.type.startsWith("image/") ? (
        <img src={item.url} alt={label} className="mt-3 max-h-96 w-auto max-w-full rounded-lg border border-gray-200" />
      ) : null}
    </li>
  );
}

function BankDetailsItem({ bank, busy, onShow }: { bank: BankDetails | null; busy: string | null; onShow: () => void }) {
  return (
    <li className="rounded-xl border border-gray-200 p-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-semibold text-ink">Bank details</span>
        {bank ? null : (
          <button
            type="button"
            onClick={onShow}
            disabled={busy !== null}
            aria-busy={busy === "bank" || undefined}
            className={buttonClass({ variant: "secondary", size: "sm" })}
          >
            Show bank details
          </button>
        )}
      </div>
      {bank ? (
        <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          {bankLabels.map(([key, label]) => (
            <div key={key} className="contents">
              <dt className="text-gray-700">{label}</dt>
              <dd className="break-all font-medium text-ink">{bank[key] || "-"}</dd>
            </div>
          ))}
        </dl>
      ) : null}
    </li>
  );
}

/**
 * Owners only: each identity document and the bank details are fetched when their button is pressed,
 * one item per request (the server records each view in the audit log), and kept only in this page's
 * memory: a document is shown from a blob URL that is let go when the page closes.
 */
export function PrivateItemsPanel({
  registrationId,
  documents,
  hasBankDetails,
}: {
  registrationId: string;
  documents: RegistrationDocument[];
  hasBankDetails: boolean;
}) {
  const { shown, bank, busy, error, showDocument, showBank } = usePrivateItems(registrationId);
  return (
    <div className="grid gap-4">
      <p className="text-sm text-gray-700">Each view is recorded in the audit log. Nothing here is in lists or exports.</p>
      {documents.length === 0 && !hasBankDetails ? (
        <p className="text-sm text-gray-700">This creator uploaded no documents or bank details.</p>
      ) : null}
      <ul className="grid gap-3">
        {documents.map((document) => (
          <DocumentItem key={document} document={document} item={shown[document]} busy={busy} onShow={() => void showDocument(document)} />
        ))}
        {hasBankDetails ? <BankDetailsItem bank={bank} busy={busy} onShow={() => void showBank()} /> : null}
      </ul>
      {error ? (
        <p role="alert" className="rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-900">
          {error}
        </p>
      ) : null}
    </div>
  );
}
