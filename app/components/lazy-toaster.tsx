import { lazy, Suspense, useSyncExternalStore } from "react";
import { toasterWanted } from "./notify";

const Toaster = lazy(() => import("sonner").then((module) => ({ default: module.Toaster })));

/**
 * sonner's Toaster, loaded on intent: toasts only ever follow something the visitor did (or a load
 * error), so nothing of it downloads with the page; it mounts when the first toast is wanted
 * (notify.ts), and sonner replays toasts raised before it mounts.
 */
export function LazyToaster() {
  const wanted = useSyncExternalStore(toasterWanted.subscribe, toasterWanted.get, () => false);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster position="top-center" richColors closeButton />
    </Suspense>
  );
}
