import { lazy, Suspense, useEffect, useState } from "react";
import { useOptionalMessages } from "#app/i18n/i18n.tsx";
import { usePageLoaded } from "./use-page-loaded";

const Toaster = lazy(() => import("sonner").then((module) => ({ default: module.Toaster })));

/**
 * sonner's Toaster, loaded once the page is interactive instead of with the first download: toasts only
 * ever follow something the visitor did or a load error, and sonner replays toasts raised before it mounts.
 */
export function LazyToaster() {
  const loaded = usePageLoaded(0);
  const [ready, setReady] = useState(false);
  // sonner's own English where the shell's messages did not come (its loader failed).
  const toasts = useOptionalMessages("common")?.toasts;
  useEffect(() => {
    if (!loaded) return;
    const idle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 200));
    const id = idle(() => setReady(true), { timeout: 2000 });
    return () => (window.cancelIdleCallback ?? window.clearTimeout)(id);
  }, [loaded]);
  if (!ready) return null;
  return (
    <Suspense fallback={null}>
      <Toaster
        position="top-center"
        richColors
        closeButton
        containerAriaLabel={toasts?.label}
        toastOptions={toasts ? { closeButtonAriaLabel: toasts.close } : undefined}
      />
    </Suspense>
  );
}
