import { PageHero } from "#app/components/page-hero.tsx";
import { fillNodes } from "#app/components/fill-nodes.tsx";
import { metaMessages, useFormat, useMessages } from "#app/i18n/i18n.tsx";
import { languageOfPath } from "#shared/i18n/language.ts";
import { GRIEVANCE_ANSWER_DAYS, PRIVACY_NOTICE_DATE, PRIVACY_NOTICE_VERSION } from "#shared/privacy/notice.ts";
import { consentPurposes } from "#shared/privacy/purposes.ts";
import { shareMeta } from "#shared/site.ts";
import type { Route } from "./+types/privacy";
import { loadPrivacyNotice } from "./privacy.server.ts";

export function loader(args: Route.LoaderArgs) {
  return loadPrivacyNotice(args);
}

export function meta({ loaderData, matches, location }: Route.MetaArgs) {
  const privacy = metaMessages(matches, "privacy");
  return shareMeta({
    origin: loaderData?.origin,
    path: "/privacy",
    title: privacy?.notice.title,
    description: privacy?.notice.description,
    language: languageOfPath(location.pathname),
    site: metaMessages(matches, "common")?.site,
  });
}

/** The notice's items and rights in the order of shared/privacy/notice.ts (noticeItems, noticeRights). */
const itemKeys = ["email", "birthDate", "details", "media", "documents", "payments", "guardian"] as const;
const rightKeys = ["withdraw", "download", "complain", "minors"] as const;

/**
 * The standalone, itemised privacy notice (docs/privacy.md#the-notice), linked from the footer, the
 * registration dialogs and every e-mail. Its English is the text of shared/privacy/notice.ts, so the
 * version and hash a consent record names are exactly these words; the Hindi is its translation.
 */
export default function PrivacyNotice({ loaderData }: Route.ComponentProps) {
  const { contact, officer } = loaderData;
  const m = useMessages("privacy");
  const common = useMessages("common");
  const f = useFormat();
  // The English page shows the notice's date as the notice writes it; the Hindi one in Hindi.
  const date = f.language === "en" ? PRIVACY_NOTICE_DATE : f.date(`${PRIVACY_NOTICE_DATE}T12:00:00+05:30`);
  return (
    <>
      <PageHero title={m.notice.title} crumbs={[{ label: common.breadcrumb.home, to: f.path("/") }, { label: m.notice.title }]} />
      <article className="mx-auto max-w-3xl space-y-10 px-4 py-10 text-gray-800">
        <p className="text-sm text-gray-600">{f.fill(m.notice.version, { version: PRIVACY_NOTICE_VERSION, date })}</p>
        <WhatWeHold />
        <section aria-labelledby="privacy-purposes">
          <h2 id="privacy-purposes" className="mb-4 text-xl font-bold text-ink">
            {m.notice.purposesTitle}
          </h2>
          <ul className="space-y-3">
            {consentPurposes.map((purpose) => (
              <li key={purpose}>
                <strong className="text-ink">{f.fill(m.notice.purposeTitle, { title: m.purposes[purpose].title })}</strong>{" "}
                {m.purposes[purpose].detail}
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="privacy-rights">
          <h2 id="privacy-rights" className="mb-4 text-xl font-bold text-ink">
            {m.notice.rightsTitle}
          </h2>
          <ul className="list-disc space-y-2 pl-5">
            {rightKeys.map((key) => (
              <li key={key}>{f.fill(m.rights[key], { days: GRIEVANCE_ANSWER_DAYS })}</li>
            ))}
          </ul>
        </section>
        <ContactUs contact={contact} officer={officer} />
      </article>
    </>
  );
}

function WhatWeHold() {
  const m = useMessages("privacy");
  return (
    <section aria-labelledby="privacy-what">
      <h2 id="privacy-what" className="mb-4 text-xl font-bold text-ink">
        {m.notice.whatTitle}
      </h2>
      <ol className="space-y-4">
        {itemKeys.map((key) => {
          const item = m.items[key];
          return (
            <li key={key} className="rounded-xl border border-brand-100 bg-white p-4 shadow-sm">
              <h3 className="font-semibold text-ink">{item.what}</h3>
              <dl className="mt-2 grid gap-1 text-sm sm:grid-cols-[9rem_1fr]">
                <dt className="font-medium text-gray-600">{m.notice.why}</dt>
                <dd>{item.why}</dd>
                <dt className="font-medium text-gray-600">{m.notice.howLong}</dt>
                <dd>{item.howLong}</dd>
                <dt className="font-medium text-gray-600">{m.notice.sharedWith}</dt>
                <dd>{item.sharedWith}</dd>
              </dl>
            </li>
          );
        })}
      </ol>
    </section>
  );
}

type NoticeData = Route.ComponentProps["loaderData"];

/** Who answers privacy questions: the grievance officer when one is named, else the organiser. */
function ContactUs({ contact, officer }: Pick<NoticeData, "contact" | "officer">) {
  const m = useMessages("privacy");
  const f = useFormat();
  return (
    <section aria-labelledby="privacy-contact" className="rounded-xl bg-lilac p-4">
      <h2 id="privacy-contact" className="mb-2 text-xl font-bold text-ink">
        {m.notice.contactTitle}
      </h2>
      <p>{officer ? (officer.company ? f.fill(m.notice.officer, { company: officer.company }) : m.notice.officerAlone) : contact.name}</p>
      {contact.email ? (
        <p>
          {fillNodes(m.notice.email, {
            email: (
              <a className="font-medium text-brand-700 underline" href={`mailto:${contact.email}`}>
                {contact.email}
              </a>
            ),
          })}
        </p>
      ) : null}
      {contact.phone ? <p>{f.fill(m.notice.phone, { phone: contact.phone })}</p> : null}
      <p className="mt-2 text-sm">{f.fill(m.notice.answerWithin, { days: GRIEVANCE_ANSWER_DAYS })}</p>
    </section>
  );
}
