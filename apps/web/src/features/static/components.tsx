import type { ReactNode } from 'react';

/** A titled section of a text page. */
export function Section({ id, title, children, number }: { id?: string; title: string; children: ReactNode; number?: number }) {
  return (
    <section id={id} aria-labelledby={id ? `${id}-title` : undefined} className="scroll-mt-24 space-y-2">
      <h2 id={id ? `${id}-title` : undefined} className="flex items-baseline gap-3 text-xl font-bold text-ink-900">
        {number !== undefined && (
          <span className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-saffron-100 text-sm font-extrabold text-saffron-900">
            {number}
          </span>
        )}
        <span>{title}</span>
      </h2>
      <div className="space-y-2 leading-relaxed text-ink-700">{children}</div>
    </section>
  );
}

export function TextHero({ eyebrow, title, children }: { eyebrow: string; title: string; children?: ReactNode }) {
  return (
    <header className="relative mb-10 overflow-hidden rounded-3xl bg-gradient-to-br from-saffron-700 via-saffron-800 to-rose-900 px-6 py-10 text-white shadow-lg sm:px-10">
      <div className="absolute -top-12 -right-12 size-48 rounded-full bg-white/10" aria-hidden="true" />
      <p className="relative text-sm font-semibold tracking-widest text-saffron-100 uppercase">{eyebrow}</p>
      <h1 className="relative mt-2 text-3xl font-extrabold sm:text-4xl">{title}</h1>
      {children && <div className="relative mt-3 max-w-2xl text-white/90">{children}</div>}
    </header>
  );
}
