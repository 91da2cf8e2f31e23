import { useState } from "react";
import { Link } from "react-router";
import { mediaUrl } from "#shared/media-url.ts";
import { NavigationPending } from "../navigation-pending";
import { MenuOverlay } from "./menu-overlay";

const FALLBACK_LOGO = "/logo-fallback.svg";

export function SiteHeader({ logo, companyName }: { logo: string | null; companyName: string }) {
  const [menuOpen, setMenuOpen] = useState(false);
  const [logoSrc, setLogoSrc] = useState(mediaUrl(logo) ?? FALLBACK_LOGO);
  return (
    <header className="absolute inset-x-0 top-0 z-40">
      <div className="mx-auto flex max-w-7xl items-center justify-between px-4 py-4 sm:px-6">
        <Link to="/" className="flex items-center rounded-lg" aria-label={`${companyName} home`}>
          <img
            src={logoSrc}
            alt={companyName}
            width={160}
            height={40}
            className="h-9 w-auto sm:h-10"
            onError={() => setLogoSrc(FALLBACK_LOGO)}
          />
        </Link>
        <button
          type="button"
          onClick={() => setMenuOpen(true)}
          aria-expanded={menuOpen}
          aria-controls="site-menu"
          className="group flex h-11 items-center gap-3 rounded-full bg-white/10 px-4 text-sm font-semibold tracking-wide text-white uppercase ring-1 ring-white/30 backdrop-blur transition hover:bg-white/20"
        >
          <span>Menu</span>
          <span aria-hidden="true" className="flex flex-col gap-1">
            <span className="block h-0.5 w-5 bg-white" />
            <span className="block h-0.5 w-5 bg-white" />
            <span className="block h-0.5 w-3.5 bg-white" />
          </span>
        </button>
      </div>
      <MenuOverlay open={menuOpen} onClose={() => setMenuOpen(false)} />
      <NavigationPending />
    </header>
  );
}
