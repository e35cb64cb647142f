import { useRef, useState } from 'react';
import { dmyToIso, isoToDmy } from '@/lib/dates';
import { Button } from './button';
import { Field, Input, Select } from './field';
import { t } from '@/i18n/i18n';
import { orderStatusText } from '@/lib/labels';

export interface ListFilters {
  search: string;
  status: string;
  from: string;
  to: string;
}

export const NO_FILTERS: ListFilters = { search: '', status: 'All', from: '', to: '' };

/** Reads the filters from a URL's query (the lists keep them there, so Back and a reload keep them). */
export function readListFilters(params: URLSearchParams): ListFilters {
  const day = (v: string | null) => (v && /^\d{4}-\d{2}-\d{2}$/.test(v) ? v : '');
  return { search: params.get('search') ?? '', status: params.get('status') ?? 'All', from: day(params.get('from')), to: day(params.get('to')) };
}

/** The filters as query parameters, leaving out the empty ones. */
export function listFilterParams(f: ListFilters): Record<string, string> {
  const out: Record<string, string> = {};
  if (f.search.trim()) out.search = f.search.trim();
  if (f.status && f.status !== 'All') out.status = f.status;
  if (f.from) out.from = f.from;
  if (f.to && !(f.from && f.from > f.to)) out.to = f.to;
  return out;
}

/**
 * Search, a status and a date range over a list: the search applies on Enter or Search, the others at once.
 * A "to" before "from" is not sent (the dates' own min/max keep them in order).
 */
export function FilterBar({
  value,
  onChange,
  statuses,
  searchLabel,
  searchPlaceholder,
  showStatus = true,
}: {
  value: ListFilters;
  onChange: (next: ListFilters) => void;
  statuses: readonly string[];
  searchLabel: string;
  searchPlaceholder: string;
  showStatus?: boolean;
}) {
  const [text, setText] = useState(value.search);
  const [seen, setSeen] = useState(value.search);
  if (seen !== value.search) {
    setSeen(value.search);
    setText(value.search);
  }
  const active = !!(value.search || (value.status && value.status !== 'All') || value.from || value.to);
  return (
    <form
      role="search"
      aria-label={searchLabel}
      className="mb-6 grid grid-cols-2 gap-3 rounded-2xl border border-ink-200 bg-white p-3 shadow-sm sm:p-4 lg:grid-cols-[2fr_1fr_1fr_1fr_auto] lg:items-start"
      onSubmit={(e) => {
        e.preventDefault();
        onChange({ ...value, search: text.trim() });
      }}
    >
      <Field label={searchLabel} className="col-span-2 lg:col-span-1">
        {(p) => <Input {...p} type="search" maxLength={100} placeholder={searchPlaceholder} value={text} onChange={(e) => setText(e.target.value)} />}
      </Field>
      {showStatus ? (
        <Field label={t('ui.status')} className="col-span-2 lg:col-span-1">
          {(p) => (
            <Select {...p} value={value.status} onChange={(e) => onChange({ ...value, search: text.trim(), status: e.target.value })}>
              {statuses.map((s) => (
                <option key={s} value={s}>
                  {s === 'All' ? t('home.all') : orderStatusText(s)}
                </option>
              ))}
            </Select>
          )}
        </Field>
      ) : (
        <div className="hidden lg:block" />
      )}
      <DateField label={t('ui.from')} value={value.from} max={value.to} onChange={(from) => onChange({ ...value, search: text.trim(), from })} />
      <DateField label={t('ui.to')} value={value.to} min={value.from} onChange={(to) => onChange({ ...value, search: text.trim(), to })} />
      <div className="col-span-2 flex gap-2 lg:col-span-1 lg:mt-[1.625rem]">
        <Button type="submit" className="flex-1">
          {t('ui.search')}
        </Button>
        {active && (
          <Button
            variant="outline"
            onClick={() => {
              setText('');
              onChange({ ...NO_FILTERS });
            }}
          >
            {t('ui.clear')}
          </Button>
        )}
      </div>
    </form>
  );
}

const DATE_EXAMPLE = '05/11/2026';

/**
 * A day typed as dd/mm/yyyy, the way Indian shoppers write it (Chromium's date input follows the browser's
 * language and shows mm/dd/yyyy on an English (US) phone). Applied on leaving the field or Enter, once it is a
 * real day within min/max (ISO days); a calendar button opens the browser's picker for those who prefer it.
 */
export function DateField({ label, value, onChange, min, max }: { label: string; value: string; onChange: (iso: string) => void; min?: string; max?: string }) {
  const [text, setText] = useState(isoToDmy(value));
  const [seen, setSeen] = useState(value);
  const [error, setError] = useState<string>();
  const picker = useRef<HTMLInputElement>(null);
  if (seen !== value) {
    setSeen(value);
    setText(isoToDmy(value));
    setError(undefined);
  }
  function apply() {
    if (!text.trim()) {
      setError(undefined);
      if (value) onChange('');
      return;
    }
    const iso = dmyToIso(text);
    if (!iso) return setError(t('ui.dateFormat', { example: DATE_EXAMPLE }));
    if (min && iso < min) return setError(t('ui.dateOrLater', { date: isoToDmy(min) }));
    if (max && iso > max) return setError(t('ui.dateOrEarlier', { date: isoToDmy(max) }));
    setError(undefined);
    setText(isoToDmy(iso));
    if (iso !== value) onChange(iso);
  }
  return (
    <Field label={label} hint="dd/mm/yyyy" error={error}>
      {(p) => (
        <div className="relative">
          <Input
            {...p}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            placeholder="dd/mm/yyyy"
            maxLength={10}
            className="pr-8"
            value={text}
            onChange={(e) => setText(e.target.value)}
            onBlur={apply}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                apply();
              }
            }}
          />
          <button
            type="button"
            className="absolute inset-y-0 right-0 flex w-8 items-center justify-center rounded-r-lg text-ink-600 hover:text-accent-800 focus-visible:ring-2 focus-visible:ring-accent-600 focus-visible:outline-none"
            aria-label={t('ui.calendar', { label })}
            onClick={() => {
              try {
                picker.current?.showPicker();
              } catch {
                picker.current?.focus();
              }
            }}
          >
            <svg viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true">
              <path d="M4 6h16v14H4V6zm0 4h16M8 3v4m8-4v4" />
            </svg>
          </button>
          <input
            ref={picker}
            type="date"
            tabIndex={-1}
            aria-hidden="true"
            className="pointer-events-none absolute right-0 bottom-0 h-px w-px opacity-0"
            value={value}
            min={min || undefined}
            max={max || undefined}
            onChange={(e) => onChange(e.target.value)}
          />
        </div>
      )}
    </Field>
  );
}
