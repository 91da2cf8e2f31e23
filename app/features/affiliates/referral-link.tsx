import { useState } from "react";
import { useFormat, useMessages } from "#app/i18n/i18n.tsx";
import { SITE_NAME } from "#shared/site.ts";
import { notifyError, notifySuccess } from "../../components/notify";
import { whatsAppShareHref } from "../../components/share-button";
import { buttonClass } from "../../components/ui/button-class";

/** The home page with the affiliate's code; the same ?ref= works on any contest page (docs/affiliates.md). */
export function referralLink(origin: string, code: string, home = "/"): string {
  return `${origin.replace(/\/+$/, "")}${home}?ref=${encodeURIComponent(code)}`;
}

/** The affiliate's link to share, with Copy and WhatsApp. */
export function ReferralLink({ origin, code }: { origin: string; code: string }) {
  const m = useMessages("contest").affiliates.link;
  const f = useFormat();
  // The link opens the site in the page's language: /hi/?ref=… from the Hindi page.
  const link = referralLink(origin, code, f.path("/"));
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied(true);
      notifySuccess(m.copiedToast);
    } catch {
      notifyError(m.copyFailed);
    }
  };
  return (
    <div className="mt-4 rounded-2xl bg-white p-4 ring-1 ring-gray-200 sm:p-5">
      <label htmlFor="referral-link" className="text-sm font-semibold text-ink">
        {m.label}
      </label>
      <div className="mt-2 flex flex-col gap-2 sm:flex-row">
        <input
          id="referral-link"
          readOnly
          value={link}
          onFocus={(event) => event.currentTarget.select()}
          className="min-w-0 flex-1 rounded-xl border border-gray-300 bg-gray-50 px-3 py-2 font-mono text-sm text-ink"
        />
        <div className="flex gap-2">
          <button type="button" onClick={copy} className={buttonClass({ size: "sm", className: "flex-1 sm:flex-none" })}>
            {copied ? m.copied : m.copy}
          </button>
          <a
            href={whatsAppShareHref(link, f.fill(m.shareText, { site: SITE_NAME }))}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClass({ variant: "secondary", size: "sm", className: "flex-1 sm:flex-none" })}
          >
            {m.whatsApp}
          </a>
        </div>
      </div>
      <p className="mt-2 text-xs text-gray-600">
        {m.hintBefore}
        <span className="font-mono whitespace-nowrap">?ref={code}</span>
        {m.hintAfter}
      </p>
    </div>
  );
}
