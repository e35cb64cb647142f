import { useCallback, useEffect, useState } from 'react';
import { carouselSlides as SLIDES } from '@/assets/art/carousel';
import { cn } from '@/components/ui/cn';
import { t } from '@/i18n/i18n';

const AUTO_ADVANCE_MS = 5000;

/** True once the page has finished loading (the window's `load` event). */
function usePageLoaded() {
  const [loaded, setLoaded] = useState(() => document.readyState === 'complete');
  useEffect(() => {
    if (loaded) return;
    const done = () => setLoaded(true);
    window.addEventListener('load', done, { once: true });
    return () => window.removeEventListener('load', done);
  }, [loaded]);
  return loaded;
}

/** The three-slide promotional carousel (spec §2 Home): auto-advance, prev/next, dots, pausable. */
export function HeroCarousel() {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reducedMotion = typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  // Until the page has loaded, only the first banner is fetched (it is the largest thing on the first screen)
  // and the slideshow stands still: the other banners and the timer wait for the `load` event.
  const loaded = usePageLoaded();
  const running = loaded && !paused && !hovered && !focused && !reducedMotion;

  const go = useCallback((i: number) => setIndex((i + SLIDES.length) % SLIDES.length), []);

  useEffect(() => {
    if (!running) return;
    const id = window.setInterval(() => setIndex((i) => (i + 1) % SLIDES.length), AUTO_ADVANCE_MS);
    return () => window.clearInterval(id);
  }, [running]);

  return (
    <section
      aria-roledescription={t('carousel.carousel')}
      aria-label={t('carousel.offers')}
      className="relative overflow-hidden rounded-3xl bg-saffron-50 shadow-lg ring-1 ring-ink-200"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div className="relative h-32 sm:h-auto sm:aspect-[3/1]" aria-live={running ? 'off' : 'polite'}>
        {SLIDES.map((s, i) => (
          <div
            key={s.title}
            role="group"
            aria-roledescription={t('carousel.slide')}
            aria-label={t('carousel.slideOf', { n: i + 1, total: SLIDES.length, title: t(s.title) })}
            aria-hidden={i !== index}
            inert={i !== index}
            className={cn('absolute inset-0 bg-saffron-50 transition-opacity duration-700', i === index ? 'opacity-100' : 'opacity-0')}
          >
            {/* The picture holds no words: its title, subtitle and call to action are drawn over its left half from the
                catalog, sized in container-height units so they sit where the picture leaves room at every width. */}
            <a
              href="#shops"
              className="relative block h-full w-full [container-type:size] focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-inset focus-visible:ring-accent-600"
            >
              {(i === 0 || i === index || loaded) && (
                <img
                  src={s.image}
                  alt={t(s.alt)}
                  className="h-full w-full object-cover object-left"
                  width={1200}
                  height={400}
                  fetchPriority={i === 0 ? 'high' : 'low'}
                  decoding={i === 0 ? 'sync' : 'async'}
                />
              )}
              <div
                className="absolute inset-y-0 left-[max(1rem,18cqh)] flex w-[min(60%,125cqh)] flex-col justify-center gap-[max(0.25rem,3cqh)]"
                data-testid="banner-words"
              >
                <h2 className="text-[length:max(1.125rem,14cqh)] leading-tight font-extrabold text-white">{t(s.title)}</h2>
                <p aria-hidden="true" className={cn('line-clamp-2 text-[length:max(0.6875rem,6cqh)] leading-snug font-medium', s.ink.subtitle)}>
                  {t(s.subtitle)}
                </p>
                <p className="sr-only">{t('carousel.explore', { subtitle: t(s.subtitle) })}</p>
                <span
                  aria-hidden="true"
                  className={cn('w-fit rounded-full px-[max(0.75rem,6cqh)] py-[max(0.125rem,2cqh)] text-[length:max(0.6875rem,5.5cqh)] font-bold', s.ink.pill)}
                >
                  {t(s.cta)}
                </span>
              </div>
            </a>
          </div>
        ))}
      </div>

      <div className="flex items-center justify-between gap-2 bg-saffron-900 px-3 py-1 sm:pointer-events-none sm:absolute sm:inset-x-0 sm:bottom-0 sm:bg-transparent sm:px-6 sm:pb-4 sm:[&>*]:pointer-events-auto">
        <div className="flex items-center gap-2">
          <CarouselButton label={t('carousel.previous')} onClick={() => go(index - 1)}>
            <path d="M15 6l-6 6 6 6" />
          </CarouselButton>
          <CarouselButton label={t('carousel.next')} onClick={() => go(index + 1)}>
            <path d="M9 6l6 6-6 6" />
          </CarouselButton>
          <CarouselButton label={paused ? t('carousel.play') : t('carousel.pause')} onClick={() => setPaused((p) => !p)} pressed={paused}>
            {paused ? <path d="M8 5v14l11-7z" fill="currentColor" /> : <path d="M8 5v14M16 5v14" />}
          </CarouselButton>
        </div>
        <div className="flex items-center gap-1 rounded-full bg-black/40 px-2 py-1 backdrop-blur" role="group" aria-label={t('carousel.choose')}>
          {SLIDES.map((s, i) => (
            <button
              key={s.title}
              type="button"
              onClick={() => go(i)}
              aria-label={t('carousel.slideN', { n: i + 1, title: t(s.title) })}
              aria-current={i === index ? 'true' : undefined}
              className="flex size-6 items-center justify-center rounded-full focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-white"
            >
              <span className={cn('block h-2.5 rounded-full transition-all', i === index ? 'w-6 bg-white' : 'w-2.5 bg-white/60')} />
            </button>
          ))}
        </div>
      </div>
    </section>
  );
}

function CarouselButton({ label, onClick, children, pressed }: { label: string; onClick: () => void; children: React.ReactNode; pressed?: boolean }) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      aria-pressed={pressed}
      className="inline-flex size-9 items-center justify-center rounded-full sm:size-10 bg-black/40 text-white backdrop-blur hover:bg-black/60 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-white"
    >
      <svg
        viewBox="0 0 24 24"
        className="size-5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
      >
        {children}
      </svg>
    </button>
  );
}
