import { Link } from "react-router";
import { useFormat, useMessages } from "#app/i18n/i18n.tsx";
import { buttonClass } from "./ui/button-class";

/** The not-found page of docs/product-rules.md#pages. */
export function NotFound() {
  const { notFound } = useMessages("common");
  const { path } = useFormat();
  return (
    <section className="relative overflow-hidden bg-ink px-6 py-24 text-center text-white sm:py-32" aria-labelledby="not-found-title">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(circle_at_30%_20%,rgba(162,73,237,0.45),transparent_55%),radial-gradient(circle_at_80%_80%,rgba(236,72,153,0.3),transparent_50%)]"
      />
      <div className="relative mx-auto max-w-xl">
        <p className="text-8xl font-black tracking-tight text-brand-300 sm:text-9xl">404</p>
        <h1 id="not-found-title" className="mt-4 text-3xl font-bold sm:text-4xl">
          {notFound.title}
        </h1>
        <p className="mt-4 text-lg text-gray-200">{notFound.text}</p>
        <Link to={path("/")} className={buttonClass({ size: "lg", className: "mt-10 shadow-lg shadow-brand-900/40" })}>
          {notFound.home}
        </Link>
      </div>
    </section>
  );
}
