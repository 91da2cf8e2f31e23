import { pageTitle } from "#shared/site.ts";
import { PageHero } from "../components/page-hero";

export function meta() {
  return [{ title: pageTitle("Affiliate List") }, { name: "description", content: "Affiliates: sign in to see the creators you referred." }];
}

export default function AffiliateList() {
  return (
    <>
      <PageHero title="Affiliate List" crumbs={[{ label: "Home", to: "/" }, { label: "Affiliate List" }]} />
      <p className="mx-auto max-w-3xl px-6 py-16 text-center text-gray-700">Please Sign In To View Your Affiliates.</p>
    </>
  );
}
