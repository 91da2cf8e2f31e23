import type { ReactNode } from "react";
import { useFormat, useMessages } from "#app/i18n/i18n.tsx";
import type { MyDataExport, MyDataShown } from "#shared/api/my-data.ts";
import { myDataFileUrl, myDataJsonUrl } from "./my-data-api.ts";

const linkClass = "font-medium text-brand-700 underline underline-offset-2";
/** A stored word (a status, a purpose) in the page's language; an unknown one as it is stored. */
const wordIn = (words: Readonly<Record<string, string>>, word: string | null | undefined) =>
  word ? (Object.hasOwn(words, word) ? words[word] : word) : word;

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-gray-200 sm:p-6">
      <h3 id={id} className="text-lg font-bold text-ink">
        {title}
      </h3>
      <div className="mt-3 text-sm text-gray-800">{children}</div>
    </section>
  );
}

function Facts({ rows }: { rows: Array<[string, ReactNode]> }) {
  const t = useMessages("account").myData.readable;
  const shown = rows.filter(([, value]) => value !== null && value !== undefined && value !== "");
  if (shown.length === 0) return <p className="text-gray-700">{t.nothingHeld}</p>;
  return (
    <dl className="grid gap-x-4 gap-y-2 sm:grid-cols-[12rem_1fr]">
      {shown.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-semibold text-gray-700">{label}</dt>
          <dd className="break-words">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function List({ items, empty }: { items: ReactNode[]; empty: string }) {
  if (items.length === 0) return <p className="text-gray-700">{empty}</p>;
  return <ul className="grid gap-2">{items}</ul>;
}

/** The readable page's words, its date format, and stored words put in the page's language. */
function useReadableWords() {
  const t = useMessages("account").myData.readable;
  const f = useFormat();
  const date = (iso: string) => f.date(iso);
  const word = (value: string | null | undefined) => wordIn(t.words, value);
  return { t, f, date, word };
}

/** Everything held about the creator, as a page a person reads (the same facts as the JSON download). */
export function MyDataReadable({ data, shown }: { data: MyDataExport; shown: MyDataShown }) {
  const t = useMessages("account").myData.readable;
  return (
    <div className="grid gap-4">
      <p className="flex flex-wrap gap-x-4 gap-y-2 text-sm">
        <a className={`tap-area ${linkClass}`} href={myDataJsonUrl}>
          {t.download}
        </a>
        <button type="button" className={`tap-area ${linkClass}`} onClick={() => window.print()}>
          {t.print}
        </button>
      </p>
      <DetailsSection data={data} shown={shown} />
      <BankSection bank={data.details?.bankDetails} />
      <FilesSection files={data.files} />
      <RegistrationsSection registrations={data.registrations} />
      <PaymentsSection payments={data.payments} />
      <ConsentsSection consents={data.consents} />
      {data.guardian.length > 0 ? <GuardianSection guardian={data.guardian} /> : null}
    </div>
  );
}

function DetailsSection({ data, shown }: { data: MyDataExport; shown: MyDataShown }) {
  const { t, date, word } = useReadableWords();
  const d = data.details;
  return (
    <Section id="my-details" title={t.details}>
      <Facts
        rows={[
          [t.name, d ? [d.firstName, d.middleName, d.lastName].filter(Boolean).join(" ") : null],
          [t.email, data.email],
          [t.mobile, d?.mobileNo],
          [t.dateOfBirth, shown.dateOfBirth],
          [t.gender, word(d?.gender)],
          [t.address, d?.address],
          [t.place, shown.place],
          [t.pincode, d?.pincode],
          [t.about, d?.bio],
          [t.videoLink, d?.link],
          ...shown.socialMedia,
          [t.givenOn, d ? date(d.createdAt) : null],
        ]}
      />
    </Section>
  );
}

function BankSection({ bank }: { bank: NonNullable<MyDataExport["details"]>["bankDetails"] | undefined }) {
  const { t } = useReadableWords();
  return (
    <Section id="my-bank" title={t.bank}>
      <Facts
        rows={[
          [t.accountHolder, bank?.accountHolderName],
          [t.accountNumber, bank?.accountNumber],
          [t.bankName, bank?.bankName],
          [t.branch, bank?.branchName],
          [t.ifsc, bank?.ifscCode],
        ]}
      />
    </Section>
  );
}

function FilesSection({ files }: { files: MyDataExport["files"] }) {
  const { t } = useReadableWords();
  return (
    <Section id="my-files" title={t.files}>
      <List
        empty={t.noFiles}
        items={files.map((file) => (
          <li key={file.field}>
            <a className={linkClass} href={myDataFileUrl(file.field)}>
              {Object.hasOwn(t.fileNames, file.field) ? t.fileNames[file.field as keyof typeof t.fileNames] : file.name}
            </a>{" "}
            <span className="text-gray-700">{t.onlyForYou}</span>
          </li>
        ))}
      />
    </Section>
  );
}

function RegistrationsSection({ registrations }: { registrations: MyDataExport["registrations"] }) {
  const { t, date, word } = useReadableWords();
  return (
    <Section id="my-entries" title={t.registrations}>
      <List
        empty={t.noRegistrations}
        items={registrations.map((r) => (
          <li key={r.id}>
            <span className="font-semibold">{r.contest}</span>: {word(r.status)}
            {r.isPaid ? t.paid : ""}
            {r.isWinner ? t.winner : ""} · {date(r.createdAt)}
          </li>
        ))}
      />
    </Section>
  );
}

function PaymentsSection({ payments }: { payments: MyDataExport["payments"] }) {
  const { t, f, date, word } = useReadableWords();
  return (
    <Section id="my-payments" title={t.payments}>
      <p className="mb-2 text-gray-700">{t.paymentsKept}</p>
      <List
        empty={t.noPayments}
        items={payments.map((p) => (
          <li key={`${p.registrationId}-${p.createdAt}`}>
            {f.rupees(p.amountRupees)} · {word(p.status)} · {date(p.createdAt)}
            {p.paymentId ? ` · ${p.paymentId}` : ""}
          </li>
        ))}
      />
    </Section>
  );
}

function ConsentsSection({ consents }: { consents: MyDataExport["consents"] }) {
  const { t, f, date, word } = useReadableWords();
  return (
    <Section id="my-consents" title={t.consents}>
      <List
        empty={t.noConsents}
        items={consents.map((c) => (
          <li key={`${c.at}-${c.purpose}-${c.action}`}>
            {f.fill(t.consentLine, {
              purpose: wordIn(t.purposes, c.purpose) ?? c.purpose,
              action: word(c.action) ?? c.action,
              who: c.givenBy === "guardian" ? t.byGuardian : t.byYou,
              date: date(c.at),
              version: c.noticeVersion,
            })}
          </li>
        ))}
      />
    </Section>
  );
}

function GuardianSection({ guardian }: { guardian: MyDataExport["guardian"] }) {
  const { t, word } = useReadableWords();
  return (
    <Section id="my-guardian" title={t.guardian}>
      {guardian.map((g) => (
        <Facts
          key={g.email}
          rows={[
            [t.name, g.name],
            [t.relationship, word(g.relationship)],
            [t.email, g.email],
            [t.mobile, g.mobile],
            [t.consent, word(g.status)],
          ]}
        />
      ))}
    </Section>
  );
}
