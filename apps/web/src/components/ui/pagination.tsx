import { cn } from './cn';
import { t } from '@/i18n/i18n';

export interface PaginationProps {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
  label?: string;
}

function pagesToShow(page: number, total: number): Array<number | 'gap'> {
  const set = new Set([1, total, page - 1, page, page + 1].filter((p) => p >= 1 && p <= total));
  const sorted = [...set].sort((a, b) => a - b);
  const out: Array<number | 'gap'> = [];
  sorted.forEach((p, i) => {
    if (i > 0 && p - sorted[i - 1]! > 1) out.push('gap');
    out.push(p);
  });
  return out;
}

const btn =
  'inline-flex h-10 min-w-10 items-center justify-center rounded-lg border px-3 text-sm font-medium focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-accent-600 focus-visible:ring-offset-2 disabled:cursor-not-allowed disabled:opacity-50';

export function Pagination({ page, totalPages, onChange, label = t('ui.pagination') }: PaginationProps) {
  if (totalPages <= 1) return null;
  return (
    <nav aria-label={label} className="flex flex-wrap items-center justify-center gap-2">
      <button
        type="button"
        className={cn(btn, 'border-ink-300 bg-white text-ink-800 hover:bg-saffron-50')}
        onClick={() => onChange(page - 1)}
        disabled={page <= 1}
      >
        {t('ui.prev')}
      </button>
      {pagesToShow(page, totalPages).map((p, i) =>
        p === 'gap' ? (
          <span key={`gap-${i}`} className="px-1 text-ink-500" aria-hidden="true">
            …
          </span>
        ) : (
          <button
            key={p}
            type="button"
            className={cn(btn, p === page ? 'border-saffron-700 bg-saffron-700 text-white' : 'border-ink-300 bg-white text-ink-800 hover:bg-saffron-50')}
            aria-current={p === page ? 'page' : undefined}
            aria-label={t('ui.page', { page: p })}
            onClick={() => onChange(p)}
          >
            {p}
          </button>
        ),
      )}
      <button
        type="button"
        className={cn(btn, 'border-ink-300 bg-white text-ink-800 hover:bg-saffron-50')}
        onClick={() => onChange(page + 1)}
        disabled={page >= totalPages}
      >
        {t('ui.next')}
      </button>
    </nav>
  );
}
