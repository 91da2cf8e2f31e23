import { useEffect, useRef, useState } from "react";
import { useFormat, useMessages } from "#app/i18n/i18n.tsx";
import { linkHost, youTubeId } from "./video-link";

/**
 * The entry's video. YouTube shows its thumbnail and a play button; the player (about 1 MB of
 * YouTube's scripts) loads only when the judge taps it, from youtube-nocookie.com. Any other link is a
 * card that opens the video in its app or a new tab.
 */
export function VideoFacade({ link, title }: { link: string; title: string }) {
  const { video: t } = useMessages("judging");
  const id = youTubeId(link);
  if (!link) return <p className="rounded-lg bg-gray-100 p-4 text-gray-700">{t.none}</p>;
  if (!id) return <ExternalVideoCard link={link} />;
  return <YouTubeFacade id={id} title={title} />;
}

function ExternalVideoCard({ link }: { link: string }) {
  const { video: t } = useMessages("judging");
  return (
    <a
      href={link}
      target="_blank"
      rel="noopener noreferrer"
      className="flex items-center justify-between gap-3 rounded-xl border border-gray-300 bg-white p-4 shadow-sm focus-visible:outline-2 focus-visible:outline-brand-600"
    >
      <span>
        <span className="block font-semibold">{t.open}</span>
        <span className="block text-sm break-all text-gray-600">{linkHost(link) || link}</span>
      </span>
      <span aria-hidden="true" className="text-2xl">
        ↗
      </span>
    </a>
  );
}

function YouTubeFacade({ id, title }: { id: string; title: string }) {
  const [playing, setPlaying] = useState(false);
  if (playing) {
    return (
      <div className="aspect-video w-full overflow-hidden rounded-xl bg-black">
        <iframe
          className="h-full w-full"
          src={`https://www.youtube-nocookie.com/embed/${id}?autoplay=1&rel=0`}
          title={title}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
        />
      </div>
    );
  }
  return <YouTubePoster id={id} title={title} onPlay={() => setPlaying(true)} />;
}

function YouTubePoster({ id, title, onPlay }: { id: string; title: string; onPlay: () => void }) {
  const { video: t } = useMessages("judging");
  const f = useFormat();
  // Without the thumbnail (offline, blocked) the black frame and the play button still say what to tap.
  const [thumbnail, setThumbnail] = useState(true);
  const image = useRef<HTMLImageElement>(null);
  // An image that failed before the page's script arrived fired its error unheard.
  useEffect(() => {
    if (image.current?.complete && image.current.naturalWidth === 0) setThumbnail(false);
  }, []);
  return (
    <button
      type="button"
      onClick={onPlay}
      className="group relative block aspect-video w-full overflow-hidden rounded-xl bg-black focus-visible:outline-4 focus-visible:outline-brand-600"
      aria-label={f.fill(t.play, { title })}
    >
      {thumbnail ? (
        <img
          ref={image}
          src={`https://i.ytimg.com/vi/${id}/hqdefault.jpg`}
          alt=""
          className="h-full w-full object-cover opacity-90"
          loading="lazy"
          onError={() => setThumbnail(false)}
        />
      ) : null}
      <span
        aria-hidden="true"
        className="absolute inset-0 m-auto flex h-16 w-16 items-center justify-center rounded-full bg-red-600 text-3xl text-white shadow-lg group-hover:scale-105"
      >
        ▶
      </span>
    </button>
  );
}
