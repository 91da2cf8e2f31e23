import { data } from "react-router";
import { NotFound } from "../components/not-found";

export function loader() {
  // Unknown paths answer HTTP 404 with the not-found page.
  return data(null, { status: 404 });
}

export function meta() {
  return [{ title: "Page Not Found | CreatorCup" }, { name: "robots", content: "noindex" }];
}

export default function NotFoundRoute() {
  return <NotFound />;
}
