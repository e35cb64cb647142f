import type { ReactNode } from 'react';
import { cn } from './cn';

export type StatTone = 'saffron' | 'green' | 'red' | 'blue' | 'ink' | 'yellow';

const tones: Record<StatTone, string> = {
  saffron: 'border-saffron-300 bg-saffron-50',
  green: 'border-green-300 bg-green-50',
  red: 'border-red-300 bg-red-50',
  blue: 'border-blue-300 bg-blue-50',
  yellow: 'border-yellow-300 bg-yellow-50',
  ink: 'border-ink-200 bg-white',
};

/** A labelled figure: "Total Income ₹1,200.00". The label comes first for screen readers. */
export function StatTile({
  label,
  value,
  tone = 'ink',
  hint,
  className,
}: {
  label: ReactNode;
  value: ReactNode;
  tone?: StatTone;
  hint?: ReactNode;
  className?: string;
}) {
  return (
    <div className={cn('rounded-2xl border p-4 shadow-sm', tones[tone], className)}>
      <dt className="text-sm font-medium break-words text-ink-700">{label}</dt>
      <dd className="mt-1 text-2xl font-bold break-words text-ink-900 tabular-nums">{value}</dd>
      {hint && <dd className="mt-0.5 text-xs text-ink-600">{hint}</dd>}
    </div>
  );
}

/** The <dl> grid that holds StatTiles: two columns on phones, four on wide screens (or always two). */
export function StatGrid({ children, className, label, columns = 4 }: { children: ReactNode; className?: string; label?: string; columns?: 2 | 4 }) {
  return (
    <dl aria-label={label} className={cn('grid grid-cols-2 gap-3', columns === 4 && 'lg:grid-cols-4', className)}>
      {children}
    </dl>
  );
}
