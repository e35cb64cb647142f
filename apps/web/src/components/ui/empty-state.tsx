import type { ReactNode } from 'react';

export function EmptyState({ title, children, icon = '🛍️' }: { title: ReactNode; children?: ReactNode; icon?: string }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-saffron-300 bg-saffron-50/60 px-6 py-12 text-center">
      <span className="text-4xl" aria-hidden="true">
        {icon}
      </span>
      <p className="text-lg font-semibold text-ink-800">{title}</p>
      {children}
    </div>
  );
}
