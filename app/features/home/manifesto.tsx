/** The manifesto block. */
export function Manifesto() {
  return (
    <section aria-labelledby="manifesto" className="bg-gradient-to-br from-brand-700 via-brand-600 to-pink-600 py-16 text-white sm:py-20">
      <div className="mx-auto max-w-4xl px-4 text-center sm:px-6">
        <h2 id="manifesto" className="text-sm font-semibold tracking-[0.2em] uppercase">
          Our manifesto
        </h2>
        <p className="mt-6 text-2xl leading-snug font-extrabold sm:text-4xl">
          Views are not the same as talent. A creator from a town of two lakh people deserves the same shot as someone in Mumbai with a
          studio.
        </p>
        <p className="mt-6 text-lg text-white/90">
          Small entry fees. Published prize pools. Real judges who watch every entry. Winners paid straight to the bank.
        </p>
      </div>
    </section>
  );
}
