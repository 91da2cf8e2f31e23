import type { MouseEvent } from "react";
import { useMessages } from "#app/i18n/i18n.tsx";
import { buttonClass } from "./ui/button-class.ts";

/** The WhatsApp link that shares `text` and `url`: the fallback where the phone has no share sheet. */
export function whatsAppShareHref(url: string, text?: string): string {
  const message = text ? `${text} ${url}` : url;
  return `https://wa.me/?text=${encodeURIComponent(message)}`;
}

function absoluteUrl(url: string): string {
  try {
    return new URL(url, window.location.href).toString();
  } catch {
    return url;
  }
}

/**
 * Shares a page: the phone's own share sheet (Web Share API) where there is one, otherwise WhatsApp
 * with the page's link. It is a plain link to WhatsApp until a tap finds a share sheet, so it works
 * before the page's JavaScript has loaded too.
 */
export function ShareButton({
  url,
  title,
  text,
  className = "",
}: {
  /** The page to share; an absolute URL (a relative one is resolved against the current page). */
  url: string;
  title: string;
  text?: string;
  className?: string;
}) {
  const common = useMessages("common");
  async function share(event: MouseEvent<HTMLAnchorElement>) {
    if (typeof navigator.share !== "function") return;
    event.preventDefault();
    const shareUrl = absoluteUrl(url);
    try {
      await navigator.share({ title, text, url: shareUrl });
    } catch (error) {
      // Closing the share sheet is not a failure; a refused share sheet still gets WhatsApp.
      if (error instanceof DOMException && error.name === "AbortError") return;
      window.open(whatsAppShareHref(shareUrl, text), "_blank", "noopener,noreferrer");
    }
  }

  return (
    <a
      href={whatsAppShareHref(url, text)}
      target="_blank"
      rel="noopener noreferrer"
      onClick={share}
      data-share-button=""
      className={buttonClass({ variant: "secondary", size: "sm", className })}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="2">
        <circle cx="18" cy="5" r="3" />
        <circle cx="6" cy="12" r="3" />
        <circle cx="18" cy="19" r="3" />
        <path d="M8.6 13.5l6.8 4M15.4 6.5l-6.8 4" />
      </svg>
      {common.share}
      <span className="sr-only"> {title}</span>
    </a>
  );
}
