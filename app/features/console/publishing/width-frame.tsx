import { useEffect, useRef, useState } from "react";

/**
 * A page shown at a set window width (a phone's 360 px, a laptop's 1366 px), so its breakpoints apply as
 * on that screen; scaled down to fit a narrower column. Looked at, not used: kept out of the Tab order.
 */
export function WidthFrame({ src, title, width, height }: { src: string; title: string; width: number; height: number }) {
  const box = useRef<HTMLDivElement>(null);
  const [scale, setScale] = useState(1);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const fitToBox = () => setScale(Math.min(1, element.clientWidth / width));
    fitToBox();
    const observer = new ResizeObserver(fitToBox);
    observer.observe(element);
    return () => observer.disconnect();
  }, [width]);
  return (
    <div
      ref={box}
      className="w-full overflow-hidden rounded-xl ring-1 ring-gray-300"
      style={{ maxWidth: width, height: height * scale }}
      inert
    >
      <iframe
        src={src}
        title={title}
        width={width}
        height={height}
        className="origin-top-left border-0 bg-white"
        style={{ transform: `scale(${scale})` }}
      />
    </div>
  );
}
