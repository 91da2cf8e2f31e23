import { pageTitle } from "#shared/site.ts";
import { PageHero } from "../components/page-hero";

export function meta() {
  return [{ title: pageTitle("Contact Us") }, { name: "description", content: "Questions about a contest, a payment or your video? Talk to us." }];
}

export default function LetsTalk() {
  return <PageHero title="Contact Us" crumbs={[{ label: "Home", to: "/" }, { label: "Contact Us" }]} />;
}
