import { useCallback, useEffect, useState } from 'react';
import { artByPrefix } from '../../../lib/art';
import { cn } from '../../../components/ui';

interface Slide {
  key: string;
  title: string;
  text: string;
  cta: string;
  href: string;
  gradient: string;
}

const SLIDES: Slide[] = [
  {
    key: 'offers',
    title: 'Exclusive Offers',
    text: 'Fresh deals every day from the shops in your neighbourhood. Pay only when your order reaches your door.',
    cta: 'Explore shops',
    href: '#shops',
    gradient: 'from-saffron-800 via-saffron-700 to-rose-800',
  },
  {
    key: 'new',
    title: 'New Arrivals',
    text: 'New kurtas, fresh produce, gadgets and home essentials, just listed by local sellers near you.',
    cta: 'See what is new',
    href: '#shops',
    gradient: 'from-accent-900 via-accent-800 to-indigo-900',
  },
  {
    key: 'seasonal',
    title: 'Seasonal Sales',
    text: 'Festive savings on groceries, fashion and building materials. Cash on delivery, always.',
    cta: 'Shop the sale',
    href: '#shops',
    gradient: 'from-rose-900 via-fuchsia-900 to-saffron-800',
  },
];

const AUTO_ADVANCE_MS = 5000;

function pickArt(key: string, index: number): string | undefined {
  const all = artByPrefix('carousel');
  return (all.find((a) => a.name.toLowerCase().includes(key)) ?? all[index])?.url;
}

/** The three-slide promotional carousel (spec §2 Home): auto-advance, prev/next, dots, pausable. */
export function HeroCarousel() {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reducedMotion = typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  const running = !paused && !hovered && !focused && !reducedMotion;

  const go = useCallback((i: number) => setIndex((i + SLIDES.length) % SLIDES.length), []);

  useEffect(() => {
    if (!running) return;
    const id = window.setInterval(() => setIndex((i) => (i + 1) % SLIDES.length), AUTO_ADVANCE_MS);
    return () => window.clearInterval(id);
  }, [running]);

  return (
    <section
      aria-roledescription="carousel"
      aria-label="Offers"
      className="relative overflow-hidden rounded-3xl shadow-lg"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div className="relative h-[22rem] sm:h-[24rem]" aria-live={running ? 'off' : 'polite'}>
        {SLIDES.map((s, i) => {
          const art = pickArt(s.key, i);
          return (
            <div
              key={s.key}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${SLIDES.length}: ${s.title}`}
              aria-hidden={i !== index}
              inert={i !== index}
              className={cn('absolute inset-0 bg-gradient-to-br transition-opacity duration-700', s.gradient, i === index ? 'opacity-100' : 'opacity-0')}
            >
              {art ? (
                <img src={art} alt="" className="absolute inset-0 h-full w-full object-cover" />
              ) : (
                <div aria-hidden="true" className="absolute inset-0 overflow-hidden">
                  <div className="absolute -top-16 -right-10 size-72 rounded-full bg-white/10" />
                  <div className="absolute right-24 -bottom-24 size-80 rounded-full bg-marigold-400/20" />
                  <div className="absolute top-10 right-10 hidden size-40 rotate-12 rounded-3xl border-4 border-white/20 sm:block" />
                </div>
              )}
              <div className="absolute inset-0 bg-gradient-to-r from-black/70 via-black/45 to-transparent" aria-hidden="true" />
              <div className="relative flex h-full max-w-xl flex-col justify-center gap-4 px-8 pb-10 sm:px-14">
                <p className="w-fit rounded-full bg-white/15 px-3 py-1 text-xs font-semibold tracking-widest text-white uppercase">Cash on delivery</p>
                <h2 className="text-3xl font-extrabold text-white drop-shadow sm:text-5xl">{s.title}</h2>
                <p className="text-base text-white/95 sm:text-lg">{s.text}</p>
                <a href={s.href} className="w-fit rounded-lg bg-white px-5 py-2.5 font-semibold text-saffron-800 shadow hover:bg-saffron-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-white focus-visible:ring-offset-2 focus-visible:ring-offset-saffron-800">
                  {s.cta}
                </a>
              </div>
            </div>
          );
        })}
      </div>

      <div className="absolute right-0 bottom-0 left-0 flex items-center justify-between gap-2 px-4 pb-4 sm:px-8">
        <div className="flex items-center gap-2">
          <CarouselButton label="Previous slide" onClick={() => go(index - 1)}>
            <path d="M15 6l-6 6 6 6" />
          </CarouselButton>
          <CarouselButton label="Next slide" onClick={() => go(index + 1)}>
            <path d="M9 6l6 6-6 6" />
          </CarouselButton>
          <CarouselButton label={paused ? 'Play slideshow' : 'Pause slideshow'} onClick={() => setPaused((p) => !p)} pressed={paused}>
            {paused ? <path d="M8 5v14l11-7z" fill="currentColor" /> : <path d="M8 5v14M16 5v14" />}
          </CarouselButton>
        </div>
        <div className="flex items-center gap-1" role="group" aria-label="Choose a slide">
          {SLIDES.map((s, i) => (
            <button
              key={s.key}
              type="button"
              onClick={() => go(i)}
              aria-label={`Slide ${i + 1}: ${s.title}`}
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
      className="inline-flex size-10 items-center justify-center rounded-full bg-black/40 text-white backdrop-blur hover:bg-black/60 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-white"
    >
      <svg viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
        {children}
      </svg>
    </button>
  );
}
