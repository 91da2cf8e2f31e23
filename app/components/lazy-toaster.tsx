import { lazy, Suspense, useEffect, useState } from "react";
import { usePageLoaded } from "./use-page-loaded";

const Toaster = lazy(() => import("sonner").then((module) => ({ default: module.Toaster })));

/**
 * sonner's Toaster, loaded once the page is interactive instead of with the first download: toasts only
 * ever follow something the visitor did or a load error, and sonner replays toasts raised before it mounts.
 */
export function LazyToaster() {
  const loaded = usePageLoaded(0);
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (!loaded) return;
    const idle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 200));
    const id = idle(() => setReady(true), { timeout: 2000 });
    return () => (window.cancelIdleCallback ?? window.clearTimeout)(id);
  }, [loaded]);
  if (!ready) return null;
  return (
    <Suspense fallback={null}>
      <Toaster position="top-center" richColors closeButton />
    </Suspense>
  );
}
