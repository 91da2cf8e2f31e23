import { PageHero } from "#app/components/page-hero.tsx";
import { GRIEVANCE_ANSWER_DAYS, noticeItems, noticeRights, PRIVACY_NOTICE_DATE, PRIVACY_NOTICE_VERSION } from "#shared/privacy/notice.ts";
import { purposeText } from "#shared/privacy/purposes.ts";
import { shareMeta } from "#shared/site.ts";
import type { Route } from "./+types/privacy";
import { loadPrivacyNotice } from "./privacy.server.ts";

export function loader(args: Route.LoaderArgs) {
  return loadPrivacyNotice(args);
}

export function meta({ loaderData }: Route.MetaArgs) {
  return shareMeta({
    origin: loaderData?.origin,
    path: "/privacy",
    title: "Privacy notice",
    description: "What we collect, why, for how long, with whom, and your rights.",
  });
}

/**
 * The standalone, itemised privacy notice (docs/privacy.md#the-notice), linked from the footer, the
 * registration dialogs and every e-mail. Its text lives in shared/privacy/notice.ts, so the version
 * and hash a consent record names are exactly these words.
 */
export default function PrivacyNotice({ loaderData }: Route.ComponentProps) {
  const { contact } = loaderData;
  return (
    <>
      <PageHero title="Privacy notice" crumbs={[{ label: "Home", to: "/" }, { label: "Privacy notice" }]} />
      <article className="mx-auto max-w-3xl space-y-10 px-4 py-10 text-gray-800">
        <p className="text-sm text-gray-600">
          Version {PRIVACY_NOTICE_VERSION}, {PRIVACY_NOTICE_DATE}. Under India's Digital Personal Data Protection Act, 2023.
        </p>
        <section aria-labelledby="privacy-what">
          <h2 id="privacy-what" className="mb-4 text-xl font-bold text-ink">
            What we collect, why, for how long, and with whom
          </h2>
          <ol className="space-y-4">
            {noticeItems.map((item) => (
              <li key={item.what} className="rounded-xl border border-brand-100 bg-white p-4 shadow-sm">
                <h3 className="font-semibold text-ink">{item.what}</h3>
                <dl className="mt-2 grid gap-1 text-sm sm:grid-cols-[9rem_1fr]">
                  <dt className="font-medium text-gray-600">Why</dt>
                  <dd>{item.why}</dd>
                  <dt className="font-medium text-gray-600">How long</dt>
                  <dd>{item.howLong}</dd>
                  <dt className="font-medium text-gray-600">Shared with</dt>
                  <dd>{item.sharedWith}</dd>
                </dl>
              </li>
            ))}
          </ol>
        </section>
        <section aria-labelledby="privacy-purposes">
          <h2 id="privacy-purposes" className="mb-4 text-xl font-bold text-ink">
            What you consent to, one purpose at a time
          </h2>
          <ul className="space-y-3">
            {Object.entries(purposeText).map(([purpose, text]) => (
              <li key={purpose}>
                <strong className="text-ink">{text.title}.</strong> {text.detail}
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="privacy-rights">
          <h2 id="privacy-rights" className="mb-4 text-xl font-bold text-ink">
            Withdraw, erase, complain
          </h2>
          <ul className="list-disc space-y-2 pl-5">
            {noticeRights.map((right) => (
              <li key={right}>{right}</li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="privacy-contact" className="rounded-xl bg-lilac p-4">
          <h2 id="privacy-contact" className="mb-2 text-xl font-bold text-ink">
            Who answers
          </h2>
          <p>{contact.name}</p>
          {contact.email ? (
            <p>
              E-mail:{" "}
              <a className="font-medium text-brand-700 underline" href={`mailto:${contact.email}`}>
                {contact.email}
              </a>
            </p>
          ) : null}
          {contact.phone ? <p>Phone: {contact.phone}</p> : null}
          <p className="mt-2 text-sm">We answer questions and grievances within {GRIEVANCE_ANSWER_DAYS} days.</p>
        </section>
      </article>
    </>
  );
}
