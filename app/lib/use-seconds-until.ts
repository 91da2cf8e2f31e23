import { useEffect, useState } from "react";

/** Seconds left until `at` (a Date.now() time), ticking once a second while there are any. */
export function useSecondsUntil(at: number): number {
  const left = () => Math.max(0, Math.ceil((at - Date.now()) / 1000));
  const [seconds, setSeconds] = useState(left);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `left` reads `at` and the clock
  useEffect(() => {
    setSeconds(left());
    const timer = window.setInterval(() => {
      const now = left();
      setSeconds(now);
      if (now === 0) window.clearInterval(timer);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [at]);
  return seconds;
}
