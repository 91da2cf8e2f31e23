import type { ReactNode } from "react";
import { consentPurposes, purposeText } from "#shared/privacy/purposes.ts";
import type { MyDataExport } from "#shared/api/my-data.ts";
import { myDataFileUrl, myDataJsonUrl } from "./my-data-api.ts";

const linkClass = "font-medium text-brand-700 underline underline-offset-2";
const date = (iso: string) => new Date(iso).toLocaleDateString("en-IN", { day: "numeric", month: "short", year: "numeric" });
const purposeTitle = (purpose: string) =>
  (consentPurposes as readonly string[]).includes(purpose) ? purposeText[purpose as keyof typeof purposeText].title : purpose;

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
  const shown = rows.filter(([, value]) => value !== null && value !== undefined && value !== "");
  if (shown.length === 0) return <p className="text-gray-700">Nothing held.</p>;
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

/** Everything held about the creator, as a page a person reads (the same facts as the JSON download). */
export function MyDataReadable({ data }: { data: MyDataExport }) {
  const d = data.details;
  const bank = d?.bankDetails;
  const social = Object.entries((d?.socialMedia ?? {}) as Record<string, string>).filter(([, url]) => url);
  return (
    <div className="grid gap-4">
      <p className="flex flex-wrap gap-x-4 gap-y-2 text-sm">
        <a className={linkClass} href={myDataJsonUrl}>
          Download everything (JSON)
        </a>
        <button type="button" className={linkClass} onClick={() => window.print()}>
          Print this page
        </button>
      </p>
      <Section id="my-details" title="Your details">
        <Facts
          rows={[
            ["Name", d ? [d.firstName, d.middleName, d.lastName].filter(Boolean).join(" ") : null],
            ["E-mail", data.email],
            ["Mobile", d?.mobileNo],
            ["Date of birth", d?.dateOfBirth],
            ["Gender", d?.gender],
            ["Address", d?.address],
            ["Place", d ? [d.city, d.state, d.country].filter(Boolean).join(", ") : null],
            ["Pincode", d?.pincode],
            ["About you", d?.bio],
            ["Video link", d?.link],
            ["Social media", social.length ? social.map(([name, url]) => `${name}: ${url}`).join(" · ") : null],
            ["Given on", d ? date(d.createdAt) : null],
          ]}
        />
      </Section>
      <Section id="my-bank" title="Bank details">
        <Facts
          rows={[
            ["Account holder", bank?.accountHolderName],
            ["Account number", bank?.accountNumber],
            ["Bank", bank?.bankName],
            ["Branch", bank?.branchName],
            ["IFSC", bank?.ifscCode],
          ]}
        />
      </Section>
      <Section id="my-files" title="Your files">
        <List
          empty="No files held."
          items={data.files.map((file) => (
            <li key={file.field}>
              <a className={linkClass} href={myDataFileUrl(file.field)}>
                {file.name}
              </a>{" "}
              <span className="text-gray-700">(opens only for you)</span>
            </li>
          ))}
        />
      </Section>
      <Section id="my-entries" title="Registrations">
        <List
          empty="No registrations."
          items={data.registrations.map((r) => (
            <li key={r.id}>
              <span className="font-semibold">{r.contest}</span>: {r.status}
              {r.isPaid ? ", paid" : ""}
              {r.isWinner ? ", winner" : ""} · {date(r.createdAt)}
            </li>
          ))}
        />
      </Section>
      <Section id="my-payments" title="Payments">
        <p className="mb-2 text-gray-700">
          Kept for 8 years, even after you erase your account, because tax and accounting law requires it.
        </p>
        <List
          empty="No payments."
          items={data.payments.map((p) => (
            <li key={`${p.registrationId}-${p.createdAt}`}>
              ₹{p.amountRupees.toLocaleString("en-IN")} · {p.status} · {date(p.createdAt)}
              {p.paymentId ? ` · ${p.paymentId}` : ""}
            </li>
          ))}
        />
      </Section>
      <Section id="my-consents" title="Consents">
        <List
          empty="No consent recorded."
          items={data.consents.map((c) => (
            <li key={`${c.at}-${c.purpose}-${c.action}`}>
              {purposeTitle(c.purpose)}: {c.action} by {c.givenBy === "guardian" ? "your parent or guardian" : "you"} · {date(c.at)} ·
              notice version {c.noticeVersion}
            </li>
          ))}
        />
      </Section>
      {data.guardian.length > 0 ? (
        <Section id="my-guardian" title="Parent or guardian">
          {data.guardian.map((g) => (
            <Facts
              key={g.email}
              rows={[
                ["Name", g.name],
                ["Relationship", g.relationship],
                ["E-mail", g.email],
                ["Mobile", g.mobile],
                ["Consent", g.status],
              ]}
            />
          ))}
        </Section>
      ) : null}
    </div>
  );
}
