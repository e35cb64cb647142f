import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { SearchReply } from '@bazaar/shared';
import { usePageTitle } from '@/hooks/use-page-title';
import { messageOf } from '@/lib/api';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Page } from '@/components/ui/page';
import { Pagination } from '@/components/ui/pagination';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/components/ui/cn';
import { readSearchParams, SEARCH_SORT_OPTIONS, searchUrl, useSearch, type SearchParams } from './api/search';
import { ProductHits, ShopHits } from './components/search-hits';
import { t, type MessageId } from '@/i18n/i18n';
import { rich } from '@/i18n/rich';
import { categoryText } from '@/lib/labels';

type FacetKey = 'category' | 'shop' | 'price' | 'size' | 'colour';
const FACETS: { key: FacetKey; label: MessageId }[] = [
  { key: 'category', label: 'home.category' },
  { key: 'shop', label: 'search.shop' },
  { key: 'price', label: 'search.price' },
  { key: 'size', label: 'search.size' },
  { key: 'colour', label: 'search.colour' },
];

/** The results page of the one search (issue 25 #1): /search?q=&category=&shop=&price=&size=&colour=&sort=&pin=&page=. */
export function SearchPage() {
  const [params, setParams] = useSearchParams();
  const p = readSearchParams(params);
  usePageTitle(p.q ? t('search.titleFor', { q: p.q }) : t('ui.search'));
  const search = useSearch(p);

  function update(next: Partial<SearchParams>) {
    const merged = { ...p, ...next };
    if (!('page' in next)) merged.page = 1;
    setParams(new URLSearchParams(searchUrl(merged).slice('/search?'.length)));
  }

  return (
    <Page className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h1 className="text-2xl font-bold break-words text-ink-900 sm:text-3xl">{p.q ? t('search.resultsFor', { q: p.q }) : t('ui.search')}</h1>
        <PinForm pin={p.pin} onChange={(pin) => update({ pin })} />
      </div>
      {p.q.length < 2 ? (
        <EmptyState title={t('search.tooShort')} icon="search" />
      ) : search.isPending ? (
        <Spinner label={t('search.searching')} />
      ) : search.isError ? (
        <EmptyState title={t('search.noAnswer')} icon="alert">
          <p className="text-sm text-ink-700">{messageOf(search.error, t('search.unreachable'))}</p>
          <Button variant="secondary" onClick={() => void search.refetch()}>
            {t('search.tryAgain')}
          </Button>
        </EmptyState>
      ) : (
        <Results data={search.data} p={p} dim={search.isPlaceholderData} update={update} />
      )}
    </Page>
  );
}

function Results({ data, p, dim, update }: { data: SearchReply; p: SearchParams; dim: boolean; update: (n: Partial<SearchParams>) => void }) {
  const nothing = data.products.total === 0 && data.shops.total === 0;
  const filtered = !!(p.category || p.shop || p.price || p.size || p.colour);
  return (
    <div className="space-y-6">
      {data.didYouMean && (
        <p className="text-ink-800" data-testid="did-you-mean">
          {rich('search.didYouMean', {
            q: (
              <Link to={searchUrl({ q: data.didYouMean, pin: p.pin })} className="font-semibold text-accent-700 underline">
                {data.didYouMean}
              </Link>
            ),
          })}
        </p>
      )}
      {nothing && !filtered ? (
        <EmptyState title={t('search.nothingFound', { q: p.q })} icon="search">
          {data.nearestCategories && data.nearestCategories.length > 0 && (
            <div className="space-y-2">
              <p className="text-sm text-ink-700">{t('search.tryCategories')}</p>
              <ul className="flex flex-wrap justify-center gap-2">
                {data.nearestCategories.map((c) => (
                  <li key={c}>
                    <Link
                      to={searchUrl({ q: c, pin: p.pin })}
                      className="rounded-full border border-saffron-300 bg-white px-3 py-1 text-sm font-semibold text-saffron-900 hover:bg-saffron-50"
                    >
                      {categoryText(c)}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          )}
        </EmptyState>
      ) : (
        <div className="grid gap-6 lg:grid-cols-[16rem_1fr]">
          <Facets data={data} p={p} update={update} />
          <div className="min-w-0 space-y-8">
            <section aria-labelledby="search-products" className="space-y-3" data-testid="search-products">
              <div className="flex flex-wrap items-end justify-between gap-3">
                <h2 id="search-products" className="text-lg font-bold text-ink-900 sm:text-xl">
                  {t('nav.products')} <span className="text-base font-medium text-ink-600">({data.products.total})</span>
                </h2>
                <SortSelect value={p.sort ?? 'relevance'} onChange={(sort) => update({ sort })} />
              </div>
              {data.products.total === 0 ? <p className="text-ink-700">{t('search.noProducts')}</p> : <ProductHits items={data.products.items} dim={dim} />}
              {data.products.totalPages > 1 && (
                <Pagination
                  page={data.products.page}
                  totalPages={data.products.totalPages}
                  label={t('search.resultPages')}
                  onChange={(page) => update({ page })}
                />
              )}
            </section>
            {data.shops.total > 0 && (
              <section aria-labelledby="search-shops" className="space-y-3" data-testid="search-shops">
                <h2 id="search-shops" className="text-lg font-bold text-ink-900 sm:text-xl">
                  {t('nav.shops')} <span className="text-base font-medium text-ink-600">({data.shops.total})</span>
                </h2>
                <ShopHits items={data.shops.items} />
              </section>
            )}
          </div>
        </div>
      )}
    </div>
  );
}

/** A facet value as shown: categories and the open price range in the active language; shops, sizes and colours as they are. */
function facetLabel(key: FacetKey, label: string): string {
  if (key === 'category') return categoryText(label);
  if (key === 'price' && label === 'above 1000') return t('search.priceAbove1000');
  return label;
}

/** Category, shop and price range, with counts: each value a toggle kept in the URL. */
function Facets({ data, p, update }: { data: SearchReply; p: SearchParams; update: (n: Partial<SearchParams>) => void }) {
  return (
    <aside aria-label={t('search.filters')} className="space-y-4">
      {FACETS.map(({ key, label }) => {
        const values = data.facets[key];
        if (values.length === 0) return null;
        return (
          <fieldset key={key} className="space-y-1.5">
            <legend className="text-sm font-bold text-ink-800">{t(label)}</legend>
            <div className="flex flex-wrap gap-2 lg:flex-col lg:items-stretch">
              {values.map((v) => {
                const on = p[key] === v.value;
                return (
                  <button
                    key={v.value}
                    type="button"
                    aria-pressed={on}
                    onClick={() => update({ [key]: on ? undefined : v.value })}
                    className={cn(
                      'inline-flex items-center justify-between gap-2 rounded-full border px-3 py-1.5 text-left text-sm focus-visible:ring-2 focus-visible:ring-accent-600 focus-visible:outline-none lg:rounded-lg',
                      on ? 'border-saffron-700 bg-saffron-100 font-semibold text-saffron-900' : 'border-ink-300 bg-white text-ink-800 hover:bg-saffron-50',
                    )}
                  >
                    <span className="break-words">{facetLabel(key, v.label)}</span>
                    <span className="text-xs text-ink-600">{v.count}</span>
                  </button>
                );
              })}
            </div>
          </fieldset>
        );
      })}
    </aside>
  );
}

/** The order of the product hits: best match (the default), or the shop page's orders. */
function SortSelect({ value, onChange }: { value: string; onChange: (sort: SearchParams['sort']) => void }) {
  return (
    <div className="flex items-center gap-2">
      <label htmlFor="search-sort" className="text-sm font-semibold text-ink-800">
        {t('search.sortBy')}
      </label>
      <select
        id="search-sort"
        value={value}
        onChange={(e) => onChange(SEARCH_SORT_OPTIONS.find((o) => o.value === e.target.value)?.value)}
        className="h-10 rounded-lg border border-ink-300 bg-white px-2 text-sm text-ink-900 focus-visible:ring-2 focus-visible:ring-accent-600 focus-visible:outline-none"
      >
        {SEARCH_SORT_OPTIONS.map((o) => (
          <option key={o.value} value={o.value}>
            {t(o.label)}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The shopper's PIN, so each hit says whether its shop delivers there. */
function PinForm({ pin, onChange }: { pin: string | undefined; onChange: (pin: string | undefined) => void }) {
  const [text, setText] = useState(pin ?? '');
  const [error, setError] = useState('');
  function submit(e: FormEvent) {
    e.preventDefault();
    const pin = text.trim();
    if (pin && !/^[1-9][0-9]{5}$/.test(pin)) return setError(t('search.pinInvalid'));
    setError('');
    onChange(pin || undefined);
  }
  return (
    <form onSubmit={submit} className="flex flex-wrap items-end gap-2" noValidate>
      <div className="flex flex-col gap-1">
        <label htmlFor="search-pin" className="text-sm font-semibold text-ink-800">
          {t('search.yourPin')}
        </label>
        <input
          id="search-pin"
          inputMode="numeric"
          maxLength={6}
          value={text}
          onChange={(e) => setText(e.target.value)}
          aria-invalid={!!error}
          aria-describedby={error ? 'search-pin-error' : undefined}
          className="h-10 w-32 rounded-lg border border-ink-300 px-3 text-sm focus-visible:ring-2 focus-visible:ring-accent-600 focus-visible:outline-none"
        />
      </div>
      <Button type="submit" variant="secondary">
        {t('search.checkDelivery')}
      </Button>
      {error && (
        <p id="search-pin-error" role="alert" className="basis-full text-sm text-red-700">
          {error}
        </p>
      )}
    </form>
  );
}
