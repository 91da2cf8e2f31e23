import { useFormat, useMessages } from "#app/i18n/i18n.tsx";

/** The privacy notice, opened beside the dialog so nothing typed is lost. */
export function PrivacyNoticeLink() {
  const r = useMessages("registration");
  const f = useFormat();
  return (
    <a className="font-medium text-brand-700 underline" href={f.path("/privacy")} target="_blank" rel="noreferrer">
      {r.privacyNotice}
    </a>
  );
}
