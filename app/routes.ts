import { index, layout, prefix, type RouteConfig, route } from "@react-router/dev/routes";

/**
 * The public site, declared once per language (DESIGN.md, Languages): English at /…, Hindi under /hi/….
 * Hindi routes get ids of their own ("hi/…"); the modules are the same and read the language from the path.
 */
function publicRoutes(language: "en" | "hi") {
  const at = (path: string) => (language === "en" ? path : `hi/${path}`);
  const id = (file: string) => (language === "en" ? {} : { id: `hi/${file.replace(/\.tsx$/, "")}` });
  const page = (path: string, file: string) => route(at(path), file, id(file));
  return [
    language === "en" ? index("routes/home.tsx") : route("hi", "routes/home.tsx", id("routes/home.tsx")),
    page("contest/:contestId", "routes/contest.tsx"),
    page("contest/:contestId/applicants", "routes/applicants.tsx"),
    page("cms/:slug", "routes/cms-page.tsx"),
    page("lets-talk", "routes/lets-talk.tsx"),
    page("affiliate-list", "routes/affiliate-list.tsx"),
    page("me", "routes/me.tsx"),
    page("me/receipts/:registrationId", "routes/me-receipt.tsx"),
    page("me/data", "routes/me-data.tsx"),
    page("certificate/:certificateId", "routes/certificate.tsx"),
    // Minors and personal data (docs/privacy.md): the notice, withdrawing consent, a guardian's consent.
    page("privacy", "routes/privacy.tsx"),
    page("privacy/consent", "routes/privacy-consent.tsx"),
    page("guardian/consent", "routes/guardian/consent.tsx"),
    // Judges sign in and score here (docs/judging.md): their own frame, code-split from the public pages.
    page("judge", "routes/judge/home.tsx"),
    page("judge/contests/:contestId", "routes/judge/contest.tsx"),
    page("judge/contests/:contestId/entries/:entryId", "routes/judge/entry.tsx"),
  ];
}

export default [
  ...publicRoutes("en"),
  ...publicRoutes("hi"),
  // The organiser console (docs/console.md): its own layout, code-split from the public pages.
  ...prefix("admin", [
    route("sign-in", "routes/admin/sign-in.tsx"),
    // Previews (contest, content page, banner) show the item inside the public site's own header and footer, not the console's.
    route("contests/:contestId/preview", "routes/admin/contests-preview.tsx"),
    route("content/pages/:pageId/preview", "routes/admin/content-page-preview.tsx"),
    route("content/banners/:bannerId/preview", "routes/admin/banner-preview.tsx"),
    layout("routes/admin/layout.tsx", [
      index("routes/admin/dashboard.tsx"),
      route("contests", "routes/admin/contests.tsx"),
      route("contests/new", "routes/admin/contests-edit.tsx", { id: "routes/admin/contests-new" }),
      route("contests/:contestId", "routes/admin/contests-edit.tsx"),
      route("content", "routes/admin/content.tsx", [
        index("routes/admin/content-index.tsx"),
        route("pages", "routes/admin/content-pages.tsx"),
        route("pages/new", "routes/admin/content-page-edit.tsx", { id: "routes/admin/content-page-new" }),
        route("pages/:pageId", "routes/admin/content-page-edit.tsx"),
        route("company", "routes/admin/content-company.tsx"),
        route(":section", "routes/admin/content-section.tsx"),
      ]),
      route("registrations", "routes/admin/registrations.tsx"),
      route("registrations/:registrationId", "routes/admin/registration-detail.tsx"),
      route("payments", "routes/admin/payments.tsx"),
      route("affiliates", "routes/admin/affiliates.tsx"),
      route("messages", "routes/admin/messages.tsx"),
      route("audit-log", "routes/admin/audit-log.tsx"),
      route("places", "routes/admin/places.tsx"),
      route("privacy", "routes/admin/privacy.tsx"),
      route("privacy/breach", "routes/admin/privacy-breach.tsx"),
      route("winners", "routes/admin/winners.tsx"),
      route("winners/:contestId", "routes/admin/winners-contest.tsx"),
      route("judging", "routes/admin/judging.tsx"),
      route("judging/:contestId", "routes/admin/judging-contest.tsx"),
      route("account", "routes/admin/account.tsx"),
      route("staff", "routes/admin/staff-list.tsx"),
      route("staff/:staffId", "routes/admin/staff-member.tsx"),
      // Unknown console addresses: the sign-in page when signed out, a 404 in the console's frame otherwise.
      route("*", "routes/admin/console-not-found.tsx"),
    ]),
  ]),
  // Anything else under /hi/ is the Hindi 404, elsewhere the English one.
  route("hi/*", "routes/not-found.tsx", { id: "hi/routes/not-found" }),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
