import { useMessages } from "#app/i18n/i18n.tsx";

/** The manifesto block. */
export function Manifesto() {
  const { manifesto: m } = useMessages("home");
  return (
    <section aria-labelledby="manifesto" className="bg-gradient-to-br from-brand-700 via-brand-600 to-pink-600 py-16 text-white sm:py-20">
      <div className="mx-auto max-w-4xl px-4 text-center sm:px-6">
        <h2 id="manifesto" className="text-sm font-semibold tracking-[0.2em] uppercase">
          {m.title}
        </h2>
        <p className="mt-6 text-2xl leading-snug font-extrabold sm:text-4xl">{m.text}</p>
        <p className="mt-6 text-lg text-white/90">{m.promise}</p>
      </div>
    </section>
  );
}
