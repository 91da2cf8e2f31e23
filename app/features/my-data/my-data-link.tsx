import { Link } from "react-router";
import { useFormat, useMessages } from "#app/i18n/i18n.tsx";

/**
 * On My registrations: the way to My data (see, download, correct, erase, ask), and for a winner the
 * request for the documents that pay the prize. Kept small: everything else loads with /me/data.
 */
export function MyDataLink({ prizeDocumentsNeeded }: { prizeDocumentsNeeded: boolean }) {
  const { myDataLink: t } = useMessages("account");
  const f = useFormat();
  return (
    <section aria-labelledby="my-data-heading" className="mx-auto mt-10 grid max-w-5xl gap-4 px-4 pb-12 sm:px-6">
      {prizeDocumentsNeeded ? (
        <p role="status" className="rounded-xl bg-lilac px-4 py-3 text-ink">
          <span className="font-semibold">{t.prizeWon}</span> {t.prizeText}{" "}
          <Link className="font-semibold text-brand-700 underline underline-offset-2" to={f.path("/me/data")}>
            {t.sendDocuments}
          </Link>
        </p>
      ) : null}
      <div className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-gray-200">
        <h2 id="my-data-heading" className="text-xl font-bold text-ink">
          {t.title}
        </h2>
        <p className="mt-2 text-sm text-gray-700">{t.text}</p>
        <Link className="tap-area mt-3 inline-block font-semibold text-brand-700 underline underline-offset-2" to={f.path("/me/data")}>
          {t.open}
        </Link>
      </div>
    </section>
  );
}
