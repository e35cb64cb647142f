import { useEffect, useState } from 'react';
import { aboutBanner, aboutSets as SETS } from '@/assets/art/about';
import { usePageTitle } from '@/hooks/use-page-title';
import { ButtonLink } from '@/components/ui/button';
import { Page } from '@/components/ui/page';

export const ABOUT_ROTATE_MS = 3000;

function AboutGallery() {
  const [set, setSet] = useState(0);
  const [paused, setPaused] = useState(false);

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
        {SETS[set]!.map((t) => (
          <li key={t.src} className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-ink-200">
            <img src={t.src} alt={t.alt} width={400} height={300} className="aspect-[4/3] h-full w-full object-cover" />
          </li>
        ))}
      </ul>
    </section>
  );
}

export function AboutPage() {
  usePageTitle('About');
  return (
    <Page className="space-y-14">
      <header className="overflow-hidden rounded-3xl bg-white shadow-lg ring-1 ring-ink-200">
        <img src={aboutBanner} alt="A street of local shops with a delivery scooter" width={1200} height={360} className="h-44 w-full object-cover sm:h-auto" />
        <div className="bg-gradient-to-r from-accent-800 to-accent-900 px-6 py-8 text-white sm:px-12">
          <p className="text-sm font-semibold tracking-widest text-accent-100 uppercase">About Bazaar</p>
          <h1 className="mt-2 max-w-3xl text-3xl font-extrabold sm:text-4xl">Your whole market, one place.</h1>
          <p className="mt-3 max-w-2xl text-lg text-white/90">
            Shop from the stores you already trust, right from your phone, and pay cash when your order arrives.
          </p>
        </div>
      </header>

      <section aria-labelledby="mission" className="grid gap-8 lg:grid-cols-2 lg:items-center">
        <div className="space-y-4">
          <h2 id="mission" className="text-2xl font-bold text-ink-900 sm:text-3xl">
            Our mission
          </h2>
          <p className="text-lg leading-relaxed text-ink-700">
            Bazaar brings you a one-stop shopping experience for electronics, fashion, groceries and home essentials, while supporting local businesses. Every
            order you place goes straight to a shop in your own city.
          </p>
          <p className="leading-relaxed text-ink-700">
            Sellers list their products in minutes, shoppers order with cash on delivery, and nobody needs a card or a wallet to take part. From sabzi to
            sariya, the bazaar is now online.
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
