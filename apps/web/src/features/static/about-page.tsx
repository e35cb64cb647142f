import { useEffect, useState } from 'react';
import { aboutBanner, aboutSets as SETS } from '@/assets/art/about';
import { usePageTitle } from '@/hooks/use-page-title';
import { ButtonLink } from '@/components/ui/button';
import { Page } from '@/components/ui/page';
import { t, type MessageId } from '@/i18n/i18n';

export const ABOUT_ROTATE_MS = 3000;

/** The gallery's alt texts, set by set, in the order of `aboutSets` (assets/art/about.ts). */
const GALLERY_ALTS: MessageId[][] = [
  ['static.about.altA1', 'static.about.altA2', 'static.about.altA3', 'static.about.altA4'],
  ['static.about.altB1', 'static.about.altB2', 'static.about.altB3', 'static.about.altB4'],
];

/** The four facts beside the mission: a figure and what it means. */
const FACTS: [MessageId, MessageId][] = [
  ['static.about.cod', 'static.about.codText'],
  ['static.about.local', 'static.about.localText'],
  ['static.about.perShop', 'static.about.perShopText'],
  ['static.about.support', 'static.about.supportText'],
];

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
          {t('static.about.life')}
        </h2>
        <button
          type="button"
          onClick={() => setPaused((p) => !p)}
          aria-pressed={paused}
          className="rounded-lg border border-ink-300 bg-white px-3 py-1.5 text-sm font-semibold text-ink-800 hover:bg-saffron-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-accent-600"
        >
          {paused ? t('static.about.play') : t('static.about.pause')}
        </button>
      </div>
      <ul className="grid grid-cols-2 gap-4 md:grid-cols-4" data-testid="about-gallery" data-set={set}>
        {SETS[set]!.map((image, i) => (
          <li key={image.src} className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-ink-200">
            <img src={image.src} alt={t(GALLERY_ALTS[set]![i]!)} width={400} height={300} className="aspect-[4/3] h-full w-full object-cover" />
          </li>
        ))}
      </ul>
    </section>
  );
}

export function AboutPage() {
  usePageTitle(t('nav.about'));
  return (
    <Page className="space-y-14">
      <header className="overflow-hidden rounded-3xl bg-white shadow-lg ring-1 ring-ink-200">
        <img src={aboutBanner} alt={t('static.about.bannerAlt')} width={1200} height={360} className="h-44 w-full object-cover sm:h-auto" />
        <div className="bg-gradient-to-r from-accent-800 to-accent-900 px-6 py-8 text-white sm:px-12">
          <p className="text-sm font-semibold tracking-widest text-accent-100 uppercase">{t('static.about.eyebrow')}</p>
          <h1 className="mt-2 max-w-3xl text-3xl font-extrabold sm:text-4xl">{t('static.about.title')}</h1>
          <p className="mt-3 max-w-2xl text-lg text-white/90">{t('static.about.intro')}</p>
        </div>
      </header>

      <section aria-labelledby="mission" className="grid gap-8 lg:grid-cols-2 lg:items-center">
        <div className="space-y-4">
          <h2 id="mission" className="text-2xl font-bold text-ink-900 sm:text-3xl">
            {t('static.about.mission')}
          </h2>
          <p className="text-lg leading-relaxed text-ink-700">{t('static.about.missionText')}</p>
          <p className="leading-relaxed text-ink-700">{t('static.about.missionText2')}</p>
          <div className="flex flex-wrap gap-3 pt-2">
            <ButtonLink to="/">{t('static.about.start')}</ButtonLink>
            <ButtonLink to="/vendor-onboarding-guide" variant="outline">
              {t('static.about.sell')}
            </ButtonLink>
          </div>
        </div>
        <dl className="grid grid-cols-2 gap-4">
          {FACTS.map(([k, v]) => (
            <div key={k} className="rounded-2xl border border-ink-200 bg-white p-5 shadow-sm">
              <dt className="font-extrabold text-saffron-800">{t(k)}</dt>
              <dd className="text-sm text-ink-700">{t(v)}</dd>
            </div>
          ))}
        </dl>
      </section>

      <AboutGallery />
    </Page>
  );
}
