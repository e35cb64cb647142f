import { useEffect, useState } from 'react';
import { artByPrefix, artUrl } from '../../lib/art';
import { usePageTitle } from '../../hooks/use-page-title';
import { ButtonLink, cn, Page } from '../../components/ui';

export const ABOUT_ROTATE_MS = 3000;

interface Tile {
  label: string;
  emoji: string;
  tone: string;
}

/** The two image sets the About gallery swaps between (spec §2 About). */
const SETS: Tile[][] = [
  [
    { label: 'Electronics', emoji: '📱', tone: 'from-indigo-400 to-indigo-800' },
    { label: 'Fashion', emoji: '👗', tone: 'from-pink-400 to-rose-700' },
    { label: 'Groceries', emoji: '🧺', tone: 'from-green-400 to-green-800' },
    { label: 'Home essentials', emoji: '🏠', tone: 'from-saffron-400 to-saffron-800' },
  ],
  [
    { label: 'Local shop owners', emoji: '🧑‍💼', tone: 'from-accent-400 to-accent-800' },
    { label: 'Fresh produce', emoji: '🥭', tone: 'from-marigold-400 to-saffron-700' },
    { label: 'Building materials', emoji: '🧱', tone: 'from-stone-400 to-stone-700' },
    { label: 'Doorstep delivery', emoji: '🛵', tone: 'from-rose-400 to-fuchsia-800' },
  ],
];

function AboutGallery() {
  const [set, setSet] = useState(0);
  const [paused, setPaused] = useState(false);
  const art = artByPrefix('about').filter((a) => !/banner|hero/i.test(a.name));

  useEffect(() => {
    if (paused) return;
    const id = window.setInterval(() => setSet((s) => (s + 1) % SETS.length), ABOUT_ROTATE_MS);
    return () => window.clearInterval(id);
  }, [paused]);

  return (
    <section aria-labelledby="about-gallery" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="about-gallery" className="text-2xl font-bold text-ink-900">
          Life on Bazaar
        </h2>
        <button
          type="button"
          onClick={() => setPaused((p) => !p)}
          aria-pressed={paused}
          className="rounded-lg border border-ink-300 bg-white px-3 py-1.5 text-sm font-semibold text-ink-800 hover:bg-saffron-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-accent-600"
        >
          {paused ? 'Play gallery' : 'Pause gallery'}
        </button>
      </div>
      <ul className="grid grid-cols-2 gap-4 md:grid-cols-4" data-testid="about-gallery" data-set={set}>
        {SETS[set]!.map((t, i) => {
          const url = art[set * 4 + i]?.url;
          return (
            <li key={`${set}-${t.label}`} className="group relative aspect-[4/5] overflow-hidden rounded-2xl shadow-sm">
              {url ? (
                <img src={url} alt={t.label} className="h-full w-full object-cover" />
              ) : (
                <div className={cn('flex h-full w-full items-center justify-center bg-gradient-to-br', t.tone)} role="img" aria-label={t.label}>
                  <span className="text-6xl drop-shadow" aria-hidden="true">
                    {t.emoji}
                  </span>
                </div>
              )}
              <span className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-black/75 to-transparent px-3 pt-8 pb-3 font-semibold text-white" aria-hidden="true">
                {t.label}
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

export function AboutPage() {
  usePageTitle('About');
  const banner = artUrl('about-banner') ?? artUrl('about-hero');
  return (
    <Page className="space-y-14">
      <header className="relative overflow-hidden rounded-3xl bg-gradient-to-br from-accent-800 via-accent-900 to-indigo-950 px-6 py-14 text-white shadow-lg sm:px-12">
        {banner && <img src={banner} alt="" className="absolute inset-0 h-full w-full object-cover opacity-40" />}
        <div className="absolute -right-16 -bottom-16 size-72 rounded-full bg-saffron-500/25" aria-hidden="true" />
        <p className="relative text-sm font-semibold tracking-widest text-accent-100 uppercase">About Bazaar</p>
        <h1 className="relative mt-2 max-w-2xl text-3xl font-extrabold sm:text-5xl">Your whole market, one place.</h1>
        <p className="relative mt-4 max-w-2xl text-lg text-white/90">Shop from the stores you already trust, right from your phone, and pay cash when your order arrives.</p>
      </header>

      <section aria-labelledby="mission" className="grid gap-8 lg:grid-cols-2 lg:items-center">
        <div className="space-y-4">
          <h2 id="mission" className="text-2xl font-bold text-ink-900 sm:text-3xl">
            Our mission
          </h2>
          <p className="text-lg leading-relaxed text-ink-700">
            Bazaar brings you a one-stop shopping experience for electronics, fashion, groceries and home essentials, while supporting local businesses. Every order you place goes straight to a shop in your own city.
          </p>
          <p className="leading-relaxed text-ink-700">
            Sellers list their products in minutes, shoppers order with cash on delivery, and nobody needs a card or a wallet to take part. From sabzi to sariya, the bazaar is now online.
          </p>
          <div className="flex flex-wrap gap-3 pt-2">
            <ButtonLink to="/">Start shopping</ButtonLink>
            <ButtonLink to="/vendor-onboarding-guide" variant="outline">
              Sell on Bazaar
            </ButtonLink>
          </div>
        </div>
        <dl className="grid grid-cols-2 gap-4">
          {[
            ['Cash on delivery', 'Pay only when it arrives'],
            ['Local shops', 'Sellers from your own city'],
            ['₹60 per shop', 'Simple, honest delivery'],
            ['24x7 support', 'We are here to help'],
          ].map(([k, v]) => (
            <div key={k} className="rounded-2xl border border-ink-200 bg-white p-5 shadow-sm">
              <dt className="font-extrabold text-saffron-800">{k}</dt>
              <dd className="text-sm text-ink-700">{v}</dd>
            </div>
          ))}
        </dl>
      </section>

      <AboutGallery />
    </Page>
  );
}
