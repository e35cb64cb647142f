import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { formatRupees } from '@/lib/format';
import { productThumb, shopThumb } from '@/lib/images';
import { cn } from '@/components/ui/cn';
import { searchUrl, useTypeahead } from '../api/search';
import { t } from '@/i18n/i18n';

interface Option {
  key: string;
  to: string;
  kind: 'product' | 'shop';
  name: string;
  image: string | null;
  detail: string;
  price?: number;
}

/**
 * Another form's field shown as this combobox: the home page's "Search shops" (issue 25 #1), given by the router.
 * The text is the form's; Enter without a highlighted hit submits that form; its label is the form's own.
 */
export interface SearchField {
  id: string;
  value: string;
  onChange: (text: string) => void;
  placeholder: string;
  'aria-describedby'?: string;
}

/**
 * The search box of the nav (issue 25 #1): products and shops as you type, in an ARIA combobox. Arrow keys move
 * through the hits, Enter opens the highlighted one (or, with none highlighted, the results page), Escape
 * closes the list. Hits are asked 200 ms after the last key; a stale request is aborted. With `field`, the same
 * list under another form's field (the home page's), which keeps what that form does with Enter.
 */
export function SearchBox({ className, field }: { className?: string; field?: SearchField }) {
  const navigate = useNavigate();
  const id = useId();
  const listId = `${id}-list`;
  const inputId = field?.id ?? `${id}-input`;
  const input = useRef<HTMLInputElement>(null);
  const [ownText, setOwnText] = useState('');
  const text = field ? field.value : ownText;
  const setText = field ? field.onChange : setOwnText;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const hits = useTypeahead(text);
  const data = text.trim().length >= 2 ? hits.data : undefined;

  const options: Option[] = data
    ? [
        ...data.products.items.map((p) => ({
          key: `p-${p._id}`,
          to: `/product/${p._id}`,
          kind: 'product' as const,
          name: p.name,
          image: productThumb(p.image),
          detail: p.shop.name,
          price: p.price,
        })),
        ...data.shops.items.map((s) => ({
          key: `s-${s._id}`,
          to: `/shop/${s._id}`,
          kind: 'shop' as const,
          name: s.name,
          image: shopThumb(s.image),
          detail: s.location,
        })),
      ]
    : [];
  const showList = open && text.trim().length >= 2;
  const activeOption = showList ? options[active] : undefined;

  function go(to: string) {
    setOpen(false);
    setActive(-1);
    input.current?.blur();
    navigate(to);
  }

  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    if (field && e.key === 'Enter') {
      // The page's form answers Enter (it filters its shops), unless a hit is highlighted: that one opens.
      if (activeOption) {
        e.preventDefault();
        go(activeOption.to);
      } else setOpen(false);
    } else if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      if (!open) setOpen(true);
      if (options.length === 0) return;
      const step = e.key === 'ArrowDown' ? 1 : -1;
      // -1 (the text itself) and the hits, round and round.
      const n = options.length + 1;
      setActive((a) => ((a + 1 + step + n) % n) - 1);
    } else if (e.key === 'Escape') {
      if (open) {
        e.preventDefault();
        setOpen(false);
        setActive(-1);
      } else setText('');
    }
  }

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (activeOption) return go(activeOption.to);
    const q = text.trim();
    if (q.length >= 2) go(searchUrl({ q }));
  }

  const products = options.filter((o) => o.kind === 'product');
  const shops = options.filter((o) => o.kind === 'shop');
  const renderOption = (o: Option) => {
    const index = options.indexOf(o);
    return (
      <li
        key={o.key}
        id={`${id}-${index}`}
        role="option"
        aria-selected={index === active}
        className={cn('flex cursor-pointer items-center gap-3 rounded-lg px-2 py-1.5', index === active ? 'bg-saffron-100' : 'hover:bg-saffron-50')}
        // pointerdown, not click: the input keeps focus, so the list is still there when the click lands.
        onPointerDown={(e) => e.preventDefault()}
        onClick={() => go(o.to)}
        // A pointer that moves over a hit highlights it; one resting where the list opens does not take the arrow keys'
        // highlight away (mouseenter fires when the list appears under a still pointer).
        onMouseMove={() => {
          if (active !== index) setActive(index);
        }}
        data-testid={`typeahead-${o.kind}`}
      >
        <span className="size-10 shrink-0 overflow-hidden rounded-md bg-ink-100">
          {o.image && <img src={o.image} alt="" width={40} height={40} className="size-full object-cover" />}
        </span>
        <span className="min-w-0 flex-1">
          <span className="block truncate text-sm font-semibold text-ink-900">{o.name}</span>
          <span className="block truncate text-xs text-ink-600">{o.detail}</span>
        </span>
        {o.price !== undefined && <span className="shrink-0 text-sm font-bold text-saffron-800">{formatRupees(o.price)}</span>}
      </li>
    );
  };

  const box = (
    <>
      {!field && (
        <label htmlFor={inputId} className="sr-only">
          {t('searchBox.label')}
        </label>
      )}
      <input
        ref={input}
        id={inputId}
        aria-describedby={field?.['aria-describedby']}
        type="search"
        role="combobox"
        aria-expanded={showList}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={activeOption ? `${id}-${active}` : undefined}
        autoComplete="off"
        enterKeyHint="search"
        placeholder={field?.placeholder ?? t('searchBox.placeholder')}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
        className="h-10 w-full rounded-lg border border-ink-300 bg-white px-3 text-sm text-ink-900 placeholder:text-ink-500 focus-visible:border-accent-600 focus-visible:ring-2 focus-visible:ring-accent-600 focus-visible:outline-none"
      />
      <div
        className={cn(
          'absolute top-full right-0 left-0 z-50 mt-1 max-h-[70vh] overflow-y-auto rounded-xl border border-ink-200 bg-white p-1.5 shadow-lg',
          !showList && 'hidden',
        )}
        data-testid="typeahead"
      >
        <ul id={listId} role="listbox" aria-label={t('searchBox.suggestions')}>
          {products.length > 0 && (
            <li role="presentation" className="px-2 pt-1 text-xs font-bold tracking-wide text-ink-600 uppercase">
              {t('nav.products')}
            </li>
          )}
          {products.map(renderOption)}
          {shops.length > 0 && (
            <li role="presentation" className="px-2 pt-2 text-xs font-bold tracking-wide text-ink-600 uppercase">
              {t('nav.shops')}
            </li>
          )}
          {shops.map(renderOption)}
        </ul>
        {showList && (
          <p className="px-2 py-1.5 text-xs text-ink-600" aria-live="polite">
            {hits.isError
              ? t(field ? 'searchBox.fieldError' : 'searchBox.error')
              : !data || (hits.isFetching && hits.isPlaceholderData)
                ? t('searchBox.searching')
                : options.length === 0
                  ? t(field ? 'searchBox.fieldNothing' : 'searchBox.nothing', { text: text.trim() })
                  : // Another form's field: its Enter shows that page's results below, not the results page.
                    t(field ? 'searchBox.fieldPressEnter' : 'searchBox.pressEnter')}
          </p>
        )}
      </div>
    </>
  );
  return field ? (
    <div className={cn('relative', className)}>{box}</div>
  ) : (
    <form role="search" onSubmit={onSubmit} className={cn('relative', className)}>
      {box}
    </form>
  );
}
