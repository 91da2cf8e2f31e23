import { type ReactNode, useEffect, useRef } from "react";
import { Link } from "react-router";

/**
 * The bar under a console preview (contest, content page, banner), shown over the public site's own
 * header and footer: what is previewed, whether it is on the site, and the way back to its form.
 */
export function PreviewBar({ children, back }: { children: ReactNode; back: { to: string; label: string } }) {
  const bar = useRef<HTMLElement>(null);
  // The bar is fixed at the bottom: the page gets room below its footer, so nothing stays hidden under it.
  useEffect(() => {
    const height = bar.current?.offsetHeight ?? 0;
    document.body.style.paddingBottom = `${height}px`;
    return () => {
      document.body.style.paddingBottom = "";
    };
  }, []);
  return (
    <section
      ref={bar}
      aria-label="Preview"
      className="fixed inset-x-0 bottom-0 z-50 flex flex-wrap items-center justify-between gap-x-4 gap-y-1 border-t border-amber-300 bg-amber-100 px-4 py-2 text-sm text-amber-950 shadow-lg"
    >
      <p>{children}</p>
      <Link to={back.to} className="min-h-11 content-center rounded-lg px-3 font-semibold underline underline-offset-2">
        {back.label}
      </Link>
    </section>
  );
}

/** The bar's first words: whether the site shows the item. */
export function previewHeadline(onSite: boolean, publishedAt: string | null): string {
  if (onSite) return "Preview — on the site";
  return publishedAt ? "Preview — not on the site (inactive)" : "Preview — not published";
}
