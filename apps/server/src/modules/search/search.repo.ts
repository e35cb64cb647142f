// Over 300 lines: every query of the search index (hits, the results page with its facets, shops, words) in one place.
/**
 * The search index's queries (issue 25, decision 069). `search_docs.doc` is each product's normalised words
 * (weights: A name, B category, C description), kept by the products trigger (migration 0035); a query is a
 * `to_tsquery('simple', …)` built by domain/query-plan.ts from words of [a-z0-9] only.
 */
import { and, getTableColumns, sql, type SQL } from 'drizzle-orm';
import { PRICE_RANGES, type SearchSort } from '@bazaar/shared';
import type { Db } from '../../db/client.js';
import { rows } from '../../db/rows.js';
import { products, shops } from '../../db/schema.js';
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

/**
 * The match is read from `search_docs d` alone (decision 114): each row carries the product's shop, name, category,
 * price, stock, stars, age and whether its shop is listed (migration 0071, kept by triggers). Only the sizes and
 * colours of variants, and the discount (the MRP), need the product itself: then `products` is joined by its id.
 */
const D = sql.raw('d');
const docOf = sql`${D}.doc`;

/** Whether the filters or the order read a column only `products` has (a variant, the MRP). */
function needsProducts(f: HitFilter, order: SearchSort | 'products'): boolean {
  return Boolean(f.size || f.colour) || order === 'discount';
}

/** The facet filters of `f` (category, shop, price, stock, size, colour) over `d`: what narrows the match to the hits. */
function filtersOf(f: HitFilter): SQL[] {
  const conds: SQL[] = [];
  if (f.category) conds.push(sql`${D}.category = ${f.category}`);
  if (f.shopId) conds.push(sql`${D}.shop_id = ${f.shopId}`);
  if (f.price?.min != null) conds.push(sql`${D}.price_paise > ${f.price.min}`);
  if (f.price?.max != null) conds.push(sql`${D}.price_paise <= ${f.price.max}`);
  if (f.inStockOnly) conds.push(sql`${D}.in_stock`);
  const variant = variantCondition({ size: f.size, colour: f.colour }); // reads products.id: joined (needsProducts)
  if (variant) conds.push(variant);
  return conds;
}

/** `search_docs d` (listed shops only) matching `query`, with `products` joined when `withProducts`. */
function matchFrom(query: string, withProducts: boolean): { from: SQL; where: SQL } {
  return {
    from: withProducts ? sql`search_docs d join ${products} on ${products.id} = ${D}.product_id` : sql`search_docs d`,
    where: sql`${D}.listed and ${docOf} @@ ${tsq(query)}`,
  };
}

export interface MatchText {
  query: string;
  inName: string;
  exact: string;
  startsWith: string;
}

/**
 * Whether a hit's name holds every word, and the order of the hits, over `d`. `search` order (GET /api/search): name
 * matches first, then in stock, then relevance (ts_rank, the exact words counting double), then the products'
 * average stars and the newest. `products` order (GET /api/products/search, as it always answered): in stock first,
 * names starting with the words typed next, then by name. Any other `sort` is the shop page's order (`orderOf` in
 * products.repo.ts) on the same columns.
 */
function rankingOf(m: MatchText, order: SearchSort | 'products'): { nameHit: SQL<boolean>; orderBy: SQL[] } {
  const nameHit = sql<boolean>`(${docOf} @@ ${tsq(m.inName)})`;
  const inStock = sql`${D}.in_stock`;
  const score = sql`(ts_rank('{0.1, 0.2, 0.4, 1.0}', ${docOf}, ${tsq(m.query)}) + 2 * ts_rank('{0.1, 0.2, 0.4, 1.0}', ${docOf}, ${tsq(m.exact)}))`;
  const newest = [sql`${D}.created_at desc`, sql`${D}.product_id desc`];
  const orders: Record<SearchSort | 'products', () => SQL[]> = {
    relevance: () => [
      sql`${nameHit} desc`,
      sql`${inStock} desc`,
      sql`${score} desc`,
      sql`${D}.avg_stars desc nulls last`,
      sql`${D}.created_at desc`,
      sql`${D}.product_id asc`,
    ],
    products: () => [
      sql`${inStock} desc`,
      sql`${nameHit} desc`,
      sql`${D}.name ilike ${m.startsWith} desc`,
      sql`${score} desc`,
      sql`${D}.name asc`,
      sql`${D}.product_id asc`,
    ],
    newest: () => newest,
    price_asc: () => [sql`${D}.price_paise asc`, ...newest],
    price_desc: () => [sql`${D}.price_paise desc`, ...newest],
    rating: () => [sql`${D}.avg_stars desc nulls last`, ...newest],
    discount: () => orderOf('discount'), // the MRP is the product's: `products` is joined (needsProducts)
  };
  return { nameHit, orderBy: orders[order]() };
}

/** The page's products and shops, read by id for the page's rows only, in the page's order. */
const pageRows = (page: SQL) => sql`select to_jsonb(${products}) as product,
    jsonb_build_object('id', ${shops.id}, 'name', ${shops.name}, 'location', ${shops.location}, 'deliveryPins', ${shops.deliveryPins}) as shop,
    pg."nameHit", pg.pos
  from (${page}) pg join ${products} on ${products.id} = pg.product_id join ${shops} on ${shops.id} = ${products.shopId}`;

type HitJson = { product: Record<string, unknown>; shop: ProductHitRow['shop']; nameHit: boolean };
const hitOf = (h: HitJson): ProductHitRow => ({ product: productFromJson(h.product), shop: h.shop, nameHit: h.nameHit });

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
  const { from, where } = matchFrom(m.query, needsProducts(f, order));
  const kept = and(where, ...filtersOf(f))!;
  const { nameHit, orderBy } = rankingOf(m, order);
  const ordered = sql.join(orderBy, sql`, `);
  const [found, counted] = await Promise.all([
    rows<HitJson>(
      db,
      sql`select product, shop, "nameHit" from (${pageRows(
        sql`select ${D}.product_id, ${nameHit} as "nameHit", row_number() over (order by ${ordered}) as pos
            from ${from} where ${kept} order by ${ordered} limit ${pageSize} offset ${offsetOf(page, pageSize)}`,
      )}) h order by pos`,
    ),
    // `count: false` (the typeahead): no count of the whole match, the hits listed are the total.
    opts.count === false ? Promise.resolve(null) : rows<{ n: number }>(db, sql`select count(*)::int as n from ${from} where ${kept}`),
  ]);
  const hits = found.map(hitOf);
  return { rows: hits, total: counted === null ? hits.length : Number(counted[0]?.n ?? 0) };
}

/** The price range key of a price in paise (PRICE_RANGES: each above its lower bound up to and including its upper one). */
const priceRangeOf = sql.raw(
  `case ${PRICE_RANGES.filter((r) => r.min !== null)
    .map((r) => `when d.price_paise > ${r.min! * 100}${r.max === null ? '' : ` and d.price_paise <= ${r.max * 100}`} then '${r.key}'`)
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
 * per value, any case, in the owner's spelling: the copy in `search_docs.options`). The whole match is read once
 * from `search_docs` (`m`, decision 114: no product, shop or variant is read for it); the count is its rows that
 * pass the filters, the page is ranked from them, and only the page's rows (and the shops' names for the shop
 * facet) are read from products and shops.
 */
export async function selectSearchPage(
  db: Db,
  m: MatchText,
  f: HitFilter,
  order: SearchSort,
  page: number,
  pageSize: number,
): Promise<{ rows: ProductHitRow[]; total: number; facets: FacetCounts }> {
  const { from, where } = matchFrom(m.query, needsProducts(f, order));
  const { nameHit, orderBy } = rankingOf(m, order);
  const ordered = sql.join(orderBy, sql`, `);
  const filters = filtersOf(f);
  const kept = filters.length ? and(...filters)! : sql`true`;
  const [found] = await rows<{ hits: HitJson[]; total: number; facets: FacetRow[] }>(
    db,
    sql`with m as materialized (
          select ${D}.product_id as id, ${D}.category, ${D}.shop_id, ${priceRangeOf} as price, ${D}.options, (${kept}) as kept,
            ${nameHit} as "nameHit", row_number() over (order by ${ordered}) as pos
          from ${from} where ${where}
        ),
        page as (${pageRows(
          sql`select m.id as product_id, m."nameHit", m.pos from m where m.kept order by m.pos limit ${pageSize} offset ${offsetOf(page, pageSize)}`,
        )}),
        opts as (
          select m.id, split_part(e, ':', 1) as key, substr(e, strpos(e, ':') + 1) as value
          from m cross join unnest(m.options) e
          where m.options <> '{}'
        ),
        by_shop as (select shop_id, count(*)::int as n from m group by shop_id),
        facets as (
          (select 1 as part, 'category' as kind, category as value, null as label, count(*)::int as count from m group by category order by count(*) desc, category)
          union all
          (select 2, 'shop', b.shop_id::text, s.name, b.n from by_shop b join shops s on s.id = b.shop_id order by b.n desc, s.name limit 12)
          union all
          (select 3, 'price', price, null, count(*)::int from m where price is not null group by price)
          union all
          (select 4, 'size', min(o.value collate "C"), null, count(distinct o.id)::int from opts o where o.key = 'size'
            group by lower(o.value) order by 5 desc, 3 limit ${OPTION_FACET_MAX})
          union all
          (select 5, 'colour', min(o.value collate "C"), null, count(distinct o.id)::int from opts o where o.key = 'colour'
            group by lower(o.value) order by 5 desc, 3 limit ${OPTION_FACET_MAX})
        )
        select
          (select coalesce(jsonb_agg(jsonb_build_object('product', product, 'shop', shop, 'nameHit', "nameHit") order by pos), '[]'::jsonb) from page) as hits,
          (select count(*) filter (where kept) from m)::int as total,
          (select coalesce(jsonb_agg(jsonb_build_array(kind, value, label, count) order by part, count desc, coalesce(label, value)), '[]'::jsonb) from facets) as facets`,
  );
  return {
    rows: (found?.hits ?? []).map(hitOf),
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
      : sql`select d.shop_id as id, count(*) as n
          from search_docs d
          where d.doc @@ to_tsquery('simple', ${m.products})
          group by d.shop_id`;
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
