// Over 300 lines: every query of the search index (hits, the results page with its facets, shops, words) in one place.
/**
 * The search index's queries (issue 25, decision 069). `search_docs.doc` is each product's normalised words
 * (weights: A name, B category, C description), kept by the products trigger (migration 0035); a query is a
 * `to_tsquery('simple', …)` built by domain/query-plan.ts from words of [a-z0-9] only.
 */
import { and, asc, desc, eq, getTableColumns, gt, gte, lte, sql, type SQL } from 'drizzle-orm';
import { PRICE_RANGES, type SearchSort } from '@bazaar/shared';
import type { Db } from '../../db/client.js';
import { rows } from '../../db/rows.js';
import { products, searchDocs, shops } from '../../db/schema.js';
import { offsetOf } from '../../lib/paging.js';
import { orderOf, variantCondition } from '../products/products.repo.js';

export type ProductRow = typeof products.$inferSelect;

/** Which of `words` the catalog holds, and for each the catalog words that look most like it (trigrams). */
export async function lookUpWords(db: Db, words: string[]): Promise<{ known: Set<string>; similar: Map<string, string[]> }> {
  const known = new Set<string>();
  const similar = new Map<string, string[]>();
  if (!words.length) return { known, similar };
  const found = await rows<{ w: string; known: boolean; similar: string[] }>(
    db,
    sql`select w, exists (select 1 from search_vocab v where v.term = w) as known,
          array(select v.term from search_vocab v where v.term % w order by v.term <-> w, v.term limit 12) as similar
        from unnest(${sql.raw(textArray(words))}) as w`,
  );
  for (const r of found) {
    if (r.known) known.add(r.w);
    similar.set(r.w, r.similar);
  }
  return { known, similar };
}

/** A words-only list as an SQL array literal; callers pass normalised words ([a-z0-9]), quoted all the same. */
function textArray(words: string[]): string {
  return `array[${words.map((w) => `'${w.replace(/'/g, "''")}'`).join(',')}]::text[]`;
}

export interface HitFilter {
  category?: string;
  shopId?: string;
  price?: { min: number | null; max: number | null };
  inStockOnly?: boolean;
  /** A live variant of this Size / Colour (the shop page's filters, decision 088). */
  size?: string;
  colour?: string;
}

export interface ProductHitRow {
  product: ProductRow;
  shop: { id: string; name: string; location: string; deliveryPins: string[] };
  nameHit: boolean;
}

const tsq = (q: string) => sql`to_tsquery('simple', ${q})`;

/** The facet filters of `f` (category, shop, price, stock, size, colour): what narrows the match to the hits. */
function filtersOf(f: HitFilter): SQL[] {
  const conds: SQL[] = [];
  if (f.category) conds.push(eq(products.category, f.category));
  if (f.shopId) conds.push(eq(products.shopId, f.shopId));
  if (f.price?.min != null) conds.push(gt(products.pricePaise, f.price.min));
  if (f.price?.max != null) conds.push(lte(products.pricePaise, f.price.max));
  if (f.inStockOnly) conds.push(gte(products.quantity, 1));
  const variant = variantCondition({ size: f.size, colour: f.colour });
  if (variant) conds.push(variant);
  return conds;
}

function whereOf(query: string, f: HitFilter): SQL {
  return and(eq(shops.active, true), sql`${searchDocs.doc} @@ ${tsq(query)}`, ...filtersOf(f))!;
}

export interface MatchText {
  query: string;
  inName: string;
  exact: string;
  startsWith: string;
}

/**
 * Whether a hit's name holds every word, and the order of the hits. `search` order (GET /api/search): name matches
 * first, then in stock, then relevance (ts_rank, the exact words counting double), then the products' average
 * stars and the newest. `products` order (GET /api/products/search, as it always answered): in stock first, names
 * starting with the words typed next, then by name. Any other `sort` is the shop page's order.
 */
function rankingOf(m: MatchText, order: SearchSort | 'products'): { nameHit: SQL<boolean>; orderBy: SQL[] } {
  const nameHit = sql<boolean>`(${searchDocs.doc} @@ ${tsq(m.inName)})`;
  const inStock = sql`${products.quantity} > 0`;
  const score = sql`(ts_rank('{0.1, 0.2, 0.4, 1.0}', ${searchDocs.doc}, ${tsq(m.query)}) + 2 * ts_rank('{0.1, 0.2, 0.4, 1.0}', ${searchDocs.doc}, ${tsq(m.exact)}))`;
  const stars = sql`${products.avgStars}`; // kept by a trigger on reviews (migration 0060): no sub-query per match
  const orderBy =
    order === 'relevance'
      ? [sql`${nameHit} desc`, sql`${inStock} desc`, sql`${score} desc`, sql`${stars} desc nulls last`, desc(products.createdAt), asc(products.id)]
      : order === 'products'
        ? [
            sql`${inStock} desc`,
            sql`${nameHit} desc`,
            sql`${products.name} ilike ${m.startsWith} desc`,
            sql`${score} desc`,
            asc(products.name),
            asc(products.id),
          ]
        : orderOf(order);
  return { nameHit, orderBy };
}

/**
 * A page of products matching `query` in `order` (rankingOf), and the count of the whole match (GET
 * /api/products/search, the typeahead). The results page asks selectSearchPage instead.
 */
export async function selectProductHits(
  db: Db,
  m: MatchText,
  f: HitFilter,
  order: SearchSort | 'products',
  page: number,
  pageSize: number,
  opts: { count?: boolean } = {},
): Promise<{ rows: ProductHitRow[]; total: number }> {
  const where = whereOf(m.query, f);
  const { nameHit, orderBy } = rankingOf(m, order);
  const [found, counted] = await Promise.all([
    db
      .select({
        product: products,
        shop: { id: shops.id, name: shops.name, location: shops.location, deliveryPins: shops.deliveryPins },
        nameHit,
      })
      .from(searchDocs)
      .innerJoin(products, eq(products.id, searchDocs.productId))
      .innerJoin(shops, eq(shops.id, products.shopId))
      .where(where)
      .orderBy(...orderBy)
      .limit(pageSize)
      .offset(offsetOf(page, pageSize)),
    // `count: false` (the typeahead): no count of the whole match, the hits listed are the total.
    opts.count === false
      ? Promise.resolve(null)
      : db
          .select({ n: sql<number>`count(*)::int` })
          .from(searchDocs)
          .innerJoin(products, eq(products.id, searchDocs.productId))
          .innerJoin(shops, eq(shops.id, products.shopId))
          .where(where),
  ]);
  return { rows: found, total: counted === null ? found.length : Number(counted[0]?.n ?? 0) };
}

/** The price range key of `price_paise` (PRICE_RANGES: each above its lower bound up to and including its upper one). */
const priceRangeOf = sql.raw(
  `case ${PRICE_RANGES.filter((r) => r.min !== null)
    .map((r) => `when products.price_paise > ${r.min! * 100}${r.max === null ? '' : ` and products.price_paise <= ${r.max * 100}`} then '${r.key}'`)
    .join(' ')} end`,
);

export interface FacetCounts {
  category: Array<{ value: string; count: number }>;
  shop: Array<{ value: string; label: string; count: number }>;
  price: Array<{ value: string; count: number }>;
  size: Array<{ value: string; count: number }>;
  colour: Array<{ value: string; count: number }>;
}

/** How many sizes and colours a facet lists at most (the most common ones). */
const OPTION_FACET_MAX = 30;

const productColumns = Object.entries(getTableColumns(products));

/** A product row read back from `to_jsonb(products)`: each column by its name, through its Drizzle type (dates). */
function productFromJson(json: Record<string, unknown>): ProductRow {
  const row: Record<string, unknown> = {};
  for (const [key, column] of productColumns) {
    const value = json[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as ProductRow;
}

/** Pairs of [kind, value, label, count] in the order the statement listed them. */
type FacetRow = [kind: string, value: string | null, label: string | null, count: number];

/**
 * The results page of GET /api/search in one statement (issue 25, decision 096's fix 3): the page of hits in
 * `order`, the count of the hits (the match narrowed by the filters of `f`), and the facets: counts of the whole
 * match (no facet filter, so a chosen size does not hide the others) by category, shop (the 12 largest), price
 * range, and the Size and Colour (or Color) values of the matching products' live variants (a product counted once
 * per value, any case, in the owner's spelling). The whole match is read once (`m`); the count is its rows that
 * pass the filters. Each list is an ordered `jsonb_agg`, so the one row keeps every order the statement chose.
 */
export async function selectSearchPage(
  db: Db,
  m: MatchText,
  f: HitFilter,
  order: SearchSort,
  page: number,
  pageSize: number,
): Promise<{ rows: ProductHitRow[]; total: number; facets: FacetCounts }> {
  const { nameHit, orderBy } = rankingOf(m, order);
  const filters = filtersOf(f);
  const kept = filters.length ? and(...filters)! : sql`true`;
  const [found] = await rows<{
    hits: Array<{ product: Record<string, unknown>; shop: ProductHitRow['shop']; nameHit: boolean }>;
    total: number;
    facets: FacetRow[];
  }>(
    db,
    sql`with m as materialized (
          select ${products.id} as id, ${products.category} as category, ${products.shopId} as shop_id, ${shops.name} as shop_name,
            ${priceRangeOf} as price, (${kept}) as kept
          from ${searchDocs} join ${products} on ${products.id} = ${searchDocs.productId} join ${shops} on ${shops.id} = ${products.shopId}
          where ${shops.active} and ${searchDocs.doc} @@ ${tsq(m.query)}
        ),
        page as (
          select to_jsonb(${products}) as product,
            jsonb_build_object('id', ${shops.id}, 'name', ${shops.name}, 'location', ${shops.location}, 'deliveryPins', ${shops.deliveryPins}) as shop,
            ${nameHit} as "nameHit", row_number() over (order by ${sql.join(orderBy, sql`, `)}) as pos
          from ${searchDocs} join ${products} on ${products.id} = ${searchDocs.productId} join ${shops} on ${shops.id} = ${products.shopId}
          where ${whereOf(m.query, f)}
          order by ${sql.join(orderBy, sql`, `)}
          limit ${pageSize} offset ${offsetOf(page, pageSize)}
        ),
        opts as (
          select m.id, lower(o.key) as key, o.value
          from m join product_variants v on v.product_id = m.id and v.archived_at is null
          cross join jsonb_each_text(v.options) o
          where lower(o.key) in ('size', 'colour', 'color')
        ),
        facets as (
          (select 1 as part, 'category' as kind, category as value, null as label, count(*)::int as count from m group by category order by count(*) desc, category)
          union all
          (select 2, 'shop', shop_id::text, min(shop_name), count(*)::int from m group by shop_id order by count(*) desc, min(shop_name) limit 12)
          union all
          (select 3, 'price', price, null, count(*)::int from m where price is not null group by price)
          union all
          (select 4, 'size', min(o.value collate "C"), null, count(distinct o.id)::int from opts o where o.key = 'size'
            group by lower(o.value) order by 5 desc, 3 limit ${OPTION_FACET_MAX})
          union all
          (select 5, 'colour', min(o.value collate "C"), null, count(distinct o.id)::int from opts o where o.key in ('colour', 'color')
            group by lower(o.value) order by 5 desc, 3 limit ${OPTION_FACET_MAX})
        )
        select
          (select coalesce(jsonb_agg(jsonb_build_object('product', product, 'shop', shop, 'nameHit', "nameHit") order by pos), '[]'::jsonb) from page) as hits,
          (select count(*) filter (where kept) from m)::int as total,
          (select coalesce(jsonb_agg(jsonb_build_array(kind, value, label, count) order by part, count desc, coalesce(label, value)), '[]'::jsonb) from facets) as facets`,
  );
  return {
    rows: (found?.hits ?? []).map((h) => ({ product: productFromJson(h.product), shop: h.shop, nameHit: h.nameHit })),
    total: Number(found?.total ?? 0),
    facets: facetsOf(found?.facets ?? []),
  };
}

/** The facet rows as lists: prices in PRICE_RANGES' order, sizes and colours in natural order (7, 8, 10, M). */
function facetsOf(found: FacetRow[]): FacetCounts {
  const out: FacetCounts = { category: [], shop: [], price: [], size: [], colour: [] };
  for (const [kind, value, label, count] of found) {
    if (value === null) continue;
    if (kind === 'category') out.category.push({ value, count });
    else if (kind === 'shop') out.shop.push({ value, label: label ?? '', count });
    else if (kind === 'price') out.price.push({ value, count });
    else if (kind === 'size') out.size.push({ value, count });
    else out.colour.push({ value, count });
  }
  const order = PRICE_RANGES.map((r) => r.key as string);
  out.price.sort((a, b) => order.indexOf(a.value) - order.indexOf(b.value));
  const natural = (a: { value: string }, b: { value: string }) => a.value.localeCompare(b.value, 'en', { numeric: true, sensitivity: 'base' });
  out.size.sort(natural);
  out.colour.sort(natural);
  return out;
}

/** The sub-categories (with their category) of active shops' products that look most like `text`. */
export async function selectNearestCategories(db: Db, text: string, limit: number): Promise<Array<{ category: string; subCategory: string | null }>> {
  return rows<{ category: string; subCategory: string | null }>(
    db,
    sql`select p.category, p.sub_category as "subCategory"
        from products p join shops s on s.id = p.shop_id
        where s.active
        group by p.category, p.sub_category
        order by max(greatest(similarity(lower(coalesce(p.sub_category, '')), ${text}), similarity(lower(p.category), ${text}))) desc, count(*) desc, p.category
        limit ${limit}`,
  );
}

export type ShopHitRow = {
  id: string;
  name: string;
  category: string;
  location: string;
  image: string | null;
};

/**
 * The shops of a search (listed: active, with products): those whose own words match (name, category, location,
 * normalised like products: `search_shop_doc`, migration 0054), name matches first, then by relevance; then the
 * shops that sell the most matching products. `query` is the shops' tsquery (every word), `inName` the same with
 * each word in the name, `products` the tsquery the product hits answered.
 */
export async function selectShopHits(
  db: Db,
  m: { query: string; inName: string; products: string },
  limit: number,
  opts: { sellers?: boolean } = {},
): Promise<{ rows: ShopHitRow[]; total: number }> {
  const doc = sql.raw('search_shop_doc(s.name, s.category, s.location)');
  // `sellers: false` (the typeahead): only the shops whose own words match, not those grouped over every matching
  // product (the costly part at 100× data, decision 096).
  const sellers =
    opts.sellers === false
      ? sql`select null::uuid as id, 0::bigint as n where false`
      : sql`select p.shop_id as id, count(*) as n
          from search_docs d join products p on p.id = d.product_id
          where d.doc @@ to_tsquery('simple', ${m.products})
          group by p.shop_id`;
  const found = await rows<ShopHitRow & { total: number }>(
    db,
    sql`with own as (
          select s.id, (${doc} @@ to_tsquery('simple', ${m.inName})) as name_hit, ts_rank(${doc}, to_tsquery('simple', ${m.query})) as r
          from shops s where s.active and s.product_count > 0 and ${doc} @@ to_tsquery('simple', ${m.query})
        ),
        sellers as (${sellers}),
        hits as (
          select coalesce(o.id, x.id) as id, o.id is not null as own, coalesce(o.name_hit, false) as name_hit, coalesce(o.r, 0) as r, coalesce(x.n, 0) as n
          from own o full join sellers x on x.id = o.id
        )
        select s.id, s.name, s.category, s.location, s.image, count(*) over ()::int as total
        from hits h join shops s on s.id = h.id
        where s.active and s.product_count > 0
        order by h.name_hit desc, h.own desc, h.r desc, h.n desc, s.created_at desc, s.id
        limit ${limit}`,
  );
  return { rows: found.map(({ total: _total, ...r }) => r), total: Number(found[0]?.total ?? 0) };
}
