import { useState } from "react";
import { Link } from "react-router";
import { imageSrc, imageSrcSet } from "#shared/media-url.ts";
import type { MenuContestLink } from "#shared/menu-contests.ts";
import { useFormat, useMessages } from "#app/i18n/i18n.tsx";
import { NavigationPending } from "../navigation-pending";
import { LanguageSwitch } from "./language-switch";
import { loadMenuBehaviour, MenuOverlay, supportsPopover } from "./menu-overlay";

const FALLBACK_LOGO = "/logo-fallback.svg";

/** `menu`: the contests the menu's three named links point to (root loader). */
export function SiteHeader({ logo, companyName, menu }: { logo: string | null; companyName: string; menu?: readonly MenuContestLink[] }) {
  const [menuOpen, setMenuOpen] = useState(false);
  const { header } = useMessages("common");
  const { fill, path } = useFormat();
  // A small WebP copy of the uploaded logo (160 css px wide at most), or the bundled one.
  const [failed, setFailed] = useState(false);
  const logoSrc = (!failed && imageSrc(logo, 320)) || FALLBACK_LOGO;
  const logoSrcSet = failed ? undefined : imageSrcSet(logo, [160, 320]);
  return (
    <header className="absolute inset-x-0 top-0 z-40">
      <div className="mx-auto flex max-w-7xl items-center justify-between px-4 py-4 sm:px-6">
        <Link to={path("/")} className="flex items-center rounded-lg" aria-label={fill(header.home, { company: companyName })}>
          <img
            src={logoSrc}
            srcSet={logoSrcSet}
            sizes="160px"
            alt={companyName}
            width={160}
            height={40}
            className="h-9 w-auto sm:h-10"
            onError={() => setFailed(true)}
          />
        </Link>
        <div className="flex items-center gap-2">
          <LanguageSwitch className="flex h-11 items-center rounded-full px-3 text-sm font-semibold text-white ring-1 ring-white/30 hover:bg-white/10" />
          {/* The browser opens the menu (a popover) itself, so the first tap works before the scripts arrive. */}
          <button
            type="button"
            popoverTarget="site-menu"
            popoverTargetAction="show"
            onClick={() => {
              if (!supportsPopover()) setMenuOpen(true);
            }}
            onPointerEnter={() => void loadMenuBehaviour().catch(() => {})}
            onFocus={() => void loadMenuBehaviour().catch(() => {})}
            aria-haspopup="dialog"
            aria-controls="site-menu"
            className="group flex h-11 items-center gap-3 rounded-full bg-white/10 px-4 text-sm font-semibold tracking-wide text-white uppercase ring-1 ring-white/30 backdrop-blur transition hover:bg-white/20"
          >
            <span>{header.menu}</span>
            <span aria-hidden="true" className="flex flex-col gap-1">
              <span className="block h-0.5 w-5 bg-white" />
              <span className="block h-0.5 w-5 bg-white" />
              <span className="block h-0.5 w-3.5 bg-white" />
            </span>
          </button>
        </div>
      </div>
      <MenuOverlay open={menuOpen} onOpenChange={setMenuOpen} menu={menu} />
      <NavigationPending />
    </header>
  );
}
