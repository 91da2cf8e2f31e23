import { useEffect, useState } from "react";
import { useNavigation } from "react-router";
import { LoadingOverlay } from "./loading-overlay";

/**
 * The loading overlay of the spec's pages (home lists, content page, contest page) for the only time
 * they are really loading: a client-side navigation waiting for its data. Server-rendered pages arrive
 * with their data. Shown after 150 ms, so a fast answer never flashes it.
 */
export function NavigationPending() {
  const loading = useNavigation().state === "loading";
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    if (!loading) {
      setVisible(false);
      return;
    }
    const id = window.setTimeout(() => setVisible(true), 150);
    return () => window.clearTimeout(id);
  }, [loading]);
  return visible ? <LoadingOverlay /> : null;
}
