import type { ReactNode } from 'react';
import { aboutSets } from '@/assets/art/about';
import { Page } from '@/components/ui/page';

/** The framed card shared by Login and Create Account. */
export function AuthCard({ title, subtitle, children, footer }: { title: string; subtitle: string; children: ReactNode; footer: ReactNode }) {
  return (
    <Page narrow className="py-12">
      <div className="mx-auto grid max-w-4xl overflow-hidden rounded-3xl border border-ink-200 bg-white shadow-lg md:grid-cols-2">
        <div
          className="relative hidden flex-col justify-between bg-gradient-to-br from-saffron-700 via-saffron-800 to-rose-900 p-10 text-white md:flex"
          aria-hidden="true"
        >
          <div className="absolute -top-10 -right-10 size-48 rounded-full bg-white/10" />
          <div className="absolute -bottom-16 -left-10 size-56 rounded-full bg-marigold-400/20" />
          <p className="relative text-2xl font-extrabold">Bazaar</p>
          <img src={aboutSets[0]![0]!.src} alt="" width={400} height={300} className="relative my-6 w-full rounded-2xl shadow-lg ring-4 ring-white/20" />
          <div className="relative space-y-3">
            <p className="text-3xl leading-tight font-extrabold">Your local shops, one tap away.</p>
            <p className="text-white/90">Groceries, fashion, electronics and building materials. Pay cash on delivery.</p>
          </div>
        </div>
        <div className="space-y-6 p-6 sm:p-10">
          <div>
            <h1 className="text-2xl font-bold text-ink-900 sm:text-3xl">{title}</h1>
            <p className="mt-1 text-ink-600">{subtitle}</p>
          </div>
          {children}
          <div className="text-sm text-ink-700">{footer}</div>
        </div>
      </div>
    </Page>
  );
}
