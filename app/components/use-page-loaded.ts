import { useEffect, useState } from "react";

/**
 * True once the page has finished loading (and a moment more). Pictures far below the fold wait for
 * it, so on a slow connection they do not share bandwidth with the first screen's picture and scripts.
 */
export function usePageLoaded(delayMs = 200): boolean {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    let timer = 0;
    const done = () => {
      timer = window.setTimeout(() => setLoaded(true), delayMs);
    };
    if (document.readyState === "complete") done();
    else window.addEventListener("load", done, { once: true });
    return () => {
      window.removeEventListener("load", done);
      window.clearTimeout(timer);
    };
  }, [delayMs]);
  return loaded;
}
