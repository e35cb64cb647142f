/**
 * Search (issue 25, decisions 069–071): one search over products and shops that forgives Hinglish, Devanagari,
 * typos and everyday words. The words are read by domain/query-plan.ts; the index is the database's
 * (search.repo.ts), kept in the transaction of every product write, so every instance answers the same at once.
 */
import { deliversTo, PRICE_RANGES, toRupees, type ProductSearchItem, type ProductSearchQuery, type SearchQuery, type SearchSort } from '@bazaar/shared';
import type { Paged, SearchProductHit, SearchReply, WhyPart } from '@bazaar/shared';
import type { Db } from '../../db/client.js';
import { toPaged } from '../../lib/paging.js';
import { toProductDto, toProductDtos } from '../products/products.service.js';
import { normalise, normaliseTokens } from './domain/normalise.js';
import { planQuery, wordsToLookUp, type QueryPlan } from './domain/query-plan.js';
import {
  lookUpWords,
  selectNearestCategories,
  selectProductHits,
  selectSearchPage,
  selectShopHits,
  type FacetCounts,
  type HitFilter,
  type ProductHitRow,
  type ShopHitRow,
} from './search.repo.js';
import { SYNONYMS } from './domain/synonyms.js';

interface Match {
  plan: QueryPlan;
  /** The tsquery the hits satisfy: every word, or any word when no product holds every one. */
  query: string;
  inName: string;
  exact: string;
  startsWith: string;
  /** Closest catalog words of the words nobody knows (for "did you mean" when nothing matched). */
  similar: Map<string, string[]>;
}

/** Reads the query against the catalog's words; null when it holds no word at all ("%%", "--"). */
async function readQuery(db: Db, q: string): Promise<Match | null> {
  const facts = await lookUpWords(db, wordsToLookUp(q, SYNONYMS));
  const plan = planQuery(q, SYNONYMS, facts, { prefixLast: true });
  if (!plan) return null;
  const exact = plan.units.map((u) => u.text.split(' ').join(' & ')).join(' & ');
  return { plan, query: plan.all, inName: plan.inName, exact, startsWith: `${escapeLike(q.trim())}%`, similar: facts.similar };
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The hits of `m`: every word; when none holds every word of a longer query, any word (ranked by how many). */
async function hits(db: Db, m: Match, f: HitFilter, order: SearchSort | 'products', page: number, limit: number, opts: { count?: boolean } = {}) {
  const found = await selectProductHits(db, m, f, order, page, limit, opts);
  if (found.total > 0 || m.plan.units.length < 2) return { ...found, query: m.query };
  const any = { ...m, query: m.plan.any };
  return { ...(await selectProductHits(db, any, f, order, page, limit, opts)), query: any.query };
}

/** The results page and its facets in one statement (selectSearchPage), with hits()'s fall-back to any word. */
async function pageOf(db: Db, m: Match, f: HitFilter, sort: SearchSort, page: number, limit: number) {
  const found = await selectSearchPage(db, m, f, sort, page, limit);
  if (found.total > 0 || m.plan.units.length < 2) return { ...found, query: m.query };
  const any = { ...m, query: m.plan.any };
  return { ...(await selectSearchPage(db, any, f, sort, page, limit)), query: any.query };
}

const NO_FACETS_COUNTED: FacetCounts = { category: [], shop: [], price: [], size: [], colour: [] };

/** GET /api/products/search: the spec-era shape, with the new matching. */
export async function searchProductsPage(db: Db, q: ProductSearchQuery): Promise<Paged<ProductSearchItem>> {
  const m = await readQuery(db, q.q);
  if (!m) return toPaged([], 0, q.page, q.limit);
  const { rows, total } = await hits(db, m, { inStockOnly: q.inStock }, 'products', q.page, q.limit);
  const dtos = await toProductDtos(
    db,
    rows.map((r) => r.product),
  );
  const items = rows.map((r, i) => ({ ...dtos[i]!, shop: { _id: r.shop.id, name: r.shop.name, location: r.shop.location } }));
  return toPaged(items, total, q.page, q.limit);
}

/** How many shops a search lists (after the products). */
const SHOP_HITS = 6;

/** GET /api/search: products first (with facets, "did you mean", the nearest categories when empty), then shops. */
export async function searchAll(db: Db, q: SearchQuery): Promise<SearchReply> {
  if (q.view === 'typeahead') return typeahead(db, q);
  const m = await readQuery(db, q.q);
  const range = PRICE_RANGES.find((r) => r.key === q.price);
  const filter: HitFilter = {
    category: q.category,
    shopId: q.shop,
    price: range && range.min !== null ? { min: range.min * 100, max: range.max === null ? null : range.max * 100 } : undefined,
    size: q.size,
    colour: q.colour,
  };
  const found = m ? await pageOf(db, m, filter, q.sort, q.page, q.limit) : { rows: [] as ProductHitRow[], total: 0, query: '', facets: NO_FACETS_COUNTED };
  const shops = m ? await selectShopHits(db, { query: m.query, inName: m.inName, products: found.query }, SHOP_HITS) : { rows: [] as ShopHitRow[], total: 0 };
  const { facets } = found;
  const reply: SearchReply = {
    products: {
      items: found.rows.map((r) => toHit(r, m!, q.pin)),
      total: found.total,
      page: q.page,
      totalPages: Math.max(1, Math.ceil(found.total / q.limit)),
    },
    shops: {
      items: shops.rows.map((s) => ({ _id: s.id, name: s.name, category: s.category, location: s.location, image: s.image })),
      total: shops.total,
    },
    facets: {
      category: facets.category.map((c) => ({ ...c, label: c.value })),
      shop: facets.shop,
      price: facets.price.map((p) => ({ ...p, label: PRICE_RANGES.find((r) => r.key === p.value)?.label ?? p.value })),
      size: facets.size.map((v) => ({ ...v, label: v.value })),
      colour: facets.colour.map((v) => ({ ...v, label: v.value })),
    },
  };
  // A shop found by the words as typed ("sharma kirana") is what was meant: no "did you mean" from the products.
  const suggestion = found.total === 0 && shops.total > 0 ? null : didYouMean(m, found.total);
  if (suggestion && normalise(suggestion) !== normalise(q.q)) reply.didYouMean = suggestion;
  if (found.total === 0 && shops.total === 0) {
    const near = await selectNearestCategories(db, q.q.toLowerCase(), 3);
    reply.nearestCategories = [...new Set(near.map((c) => (c.subCategory ? `${c.category} · ${c.subCategory}` : c.category)))];
  }
  return reply;
}

const NO_FACETS: SearchReply['facets'] = { category: [], shop: [], price: [], size: [], colour: [] };

/**
 * `view=typeahead`: what the search box lists as one types, and nothing it does not show. The first `limit`
 * products in relevance order (filters and sort ignored) and the shops whose own words match; no count of the
 * whole match (each `total` is what is listed), no facets, no "did you mean", no sellers grouped over every
 * matching product. Each of those is proportional to the whole match (decision 096).
 */
async function typeahead(db: Db, q: SearchQuery): Promise<SearchReply> {
  const m = await readQuery(db, q.q);
  if (!m) return { products: { items: [], total: 0, page: 1, totalPages: 1 }, shops: { items: [], total: 0 }, facets: NO_FACETS };
  const [found, shops] = await Promise.all([
    hits(db, m, {}, 'relevance', 1, q.limit, { count: false }),
    selectShopHits(db, { query: m.query, inName: m.inName, products: m.query }, Math.min(q.limit, SHOP_HITS), { sellers: false }),
  ]);
  return {
    products: { items: found.rows.map((r) => toHit(r, m, q.pin)), total: found.total, page: 1, totalPages: 1 },
    shops: {
      items: shops.rows.map((s) => ({ _id: s.id, name: s.name, category: s.category, location: s.location, image: s.image })),
      total: shops.rows.length,
    },
    facets: NO_FACETS,
  };
}

/** A typo read as a known word ("samsng" → samsung), or, when nothing matched, each unknown word's closest catalog word. */
function didYouMean(m: Match | null, total: number): string | null {
  if (!m) return null;
  if (m.plan.corrected) return m.plan.corrected;
  if (total > 0) return null;
  const words = m.plan.units.map((u) => m.similar.get(u.text)?.[0] ?? u.text);
  const changed = words.some((w, i) => w !== m.plan.units[i]!.text);
  return changed ? words.join(' ') : null;
}

function toHit(r: ProductHitRow, m: Match, pin: string | undefined): SearchProductHit {
  const p = toProductDto(r.product, []); // a hit shows the product's own fields; its variants are not read
  return {
    _id: p._id,
    name: p.name,
    price: toRupees(r.product.pricePaise),
    mrp: p.mrp,
    image: p.image,
    unit: p.unit,
    netQuantity: p.netQuantity,
    category: p.category,
    subCategory: p.subCategory,
    inStock: p.inStock,
    shop: { _id: r.shop.id, name: r.shop.name, location: r.shop.location },
    deliversToPin: pin ? deliversTo(r.shop.deliveryPins, pin) : null,
    ...whyItMatched(r, m),
  };
}

/**
 * Why a product matched, when its name does not hold each word as typed: the word of its name a synonym or a
 * typo led to ("rice" for "chawal"), or where else it matched (its category, its description). `why` in English,
 * `whyParts` for a screen to say it in its reader's language.
 */
export function whyItMatched(r: ProductHitRow, m: Match): { why: string | null; whyParts: WhyPart[] } {
  const nameWords = r.product.name.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  const nameForms = nameWords.map((w) => normalise(w));
  const parts: WhyPart[] = [];
  for (const u of m.plan.units) {
    const direct = u.text.split(' ').every((t) => nameForms.some((f) => f.split(' ').includes(t)));
    if (direct) continue;
    const via = u.alternatives.find((a) => !a.endsWith('*') && a.split(' ').every((t) => nameForms.some((f) => f.split(' ').includes(t))));
    if (via) {
      const shown = nameWords.filter((_, i) => via.split(' ').some((t) => nameForms[i]!.split(' ').includes(t))).join(' ');
      parts.push({ kind: 'name', shown, typed: u.typed });
      continue;
    }
    if (u.alternatives.some((a) => a.endsWith('*') && nameForms.some((f) => f.startsWith(a.slice(0, -1))))) continue;
    const category = normaliseTokens(`${r.product.subCategory ?? ''} ${r.product.category}`);
    if (u.alternatives.some((a) => a.split(' ').every((t) => category.includes(t.replace(/\*$/, ''))))) {
      parts.push({ kind: 'category', category: r.product.subCategory ?? r.product.category });
    } else parts.push({ kind: 'description', typed: u.typed });
  }
  const english = (p: WhyPart) =>
    p.kind === 'name' ? `${p.shown} for “${p.typed}”` : p.kind === 'category' ? `in ${p.category}` : `“${p.typed}” in the description`;
  const unique = [...new Map(parts.map((p) => [english(p), p])).entries()];
  return { why: unique.length ? unique.map(([text]) => text).join('; ') : null, whyParts: unique.map(([, p]) => p) };
}
