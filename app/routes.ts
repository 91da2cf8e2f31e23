import { index, layout, prefix, type RouteConfig, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("contest/:contestId", "routes/contest.tsx"),
  route("contest/:contestId/applicants", "routes/applicants.tsx"),
  route("cms/:slug", "routes/cms-page.tsx"),
  route("lets-talk", "routes/lets-talk.tsx"),
  route("affiliate-list", "routes/affiliate-list.tsx"),
  route("me", "routes/me.tsx"),
  route("me/receipts/:registrationId", "routes/me-receipt.tsx"),
  route("me/data", "routes/me-data.tsx"),
  route("certificate/:certificateId", "routes/certificate.tsx"),
  // Minors and personal data (docs/privacy.md): the notice, withdrawing consent, a guardian's consent.
  route("privacy", "routes/privacy.tsx"),
  route("privacy/consent", "routes/privacy-consent.tsx"),
  route("guardian/consent", "routes/guardian/consent.tsx"),
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
  // Judges sign in and score here (docs/judging.md): their own frame, code-split from the public pages.
  ...prefix("judge", [
    index("routes/judge/home.tsx"),
    route("contests/:contestId", "routes/judge/contest.tsx"),
    route("contests/:contestId/entries/:entryId", "routes/judge/entry.tsx"),
  ]),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
