import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HOME_PAGE_SIZE, PRICE_RANGES } from '@bazaar/shared';

/**
 * What the first screen of `/` and `/shop/:id` needs, put into index.html so a slow phone does not wait for
 * one round trip after another (decision 053): the catalog reads the page makes first, inlined as JSON (the
 * app's HTTP client takes them from there: apps/web/src/lib/boot-data.ts), a modulepreload of the shop page's
 * code, and a preload of the picture the page paints largest (the shop's banner, sized for phones; the home
 * page's first banner).
 */

/** The shop page's page size (apps/web/src/features/shop/api/get-shop.ts PRODUCTS_PAGE_SIZE). */
export const SHOP_PRODUCTS_PAGE_SIZE = 12;

/** One entry of Vite's build manifest (dist/.vite/manifest.json), as far as it is read here. */
interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

const SHOP_PAGE_SOURCE = 'src/features/shop/shop-page.tsx';
const HOME_BANNER_SOURCE = 'src/assets/art/carousel-offers.svg';

export interface FirstScreenAssets {
  /** <link> tags that start the shop page's code (its chunk and the chunks it imports, minus the entry's). */
  shopPageLinks: string;
  /** The home page's first banner, or undefined when the build has no manifest. */
  homeBanner?: string;
}

/** Reads the build manifest once at start; a build without one (tests, an old build) preloads no code. */
export function readFirstScreenAssets(webDist: string): FirstScreenAssets {
  let manifest: Manifest;
  try {
    manifest = JSON.parse(fs.readFileSync(path.join(webDist, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  } catch {
    return { shopPageLinks: '' };
  }
  // Whatever the entry imports statically is already in index.html.
  const loaded = new Set<string>();
  const walk = (key: string, into: Set<string>) => {
    if (into.has(key) || !manifest[key]) return;
    into.add(key);
    for (const k of manifest[key].imports ?? []) walk(k, into);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) walk(key, loaded);
  const shop = new Set<string>();
  walk(SHOP_PAGE_SOURCE, shop);
  const links: string[] = [];
  for (const key of shop) {
    if (loaded.has(key)) continue;
    const chunk = manifest[key]!;
    links.push(`<link rel="modulepreload" crossorigin href="/${escapeAttr(chunk.file)}">`);
    for (const css of chunk.css ?? []) links.push(`<link rel="preload" as="style" href="/${escapeAttr(css)}">`);
  }
  const banner = manifest[HOME_BANNER_SOURCE]?.file;
  return { shopPageLinks: links.join(''), homeBanner: banner ? `/${banner}` : undefined };
}

const ATTR_ESCAPES: Record<string, string> = { '&': '&amp;', '"': '&quot;', '<': '&lt;', '>': '&gt;', "'": '&#39;' };
const escapeAttr = (s: string) => s.replace(/[&"<>']/g, (c) => ATTR_ESCAPES[c]!);

/**
 * JSON that is safe inside a `<script>` element: no `<` (so no `</script>` or `<!--`), `>` and `&`, and no
 * U+2028/U+2029, each written as its \u escape, which JSON.parse reads back as the same character.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** A query string in the order the web app's client writes it (empty values left out). */
function withQuery(p: string, query: Record<string, string | number>): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== '') params.set(k, String(v));
  const qs = params.toString();
  return qs ? `${p}?${qs}` : p;
}

/** The API reads the first screen of this page makes, as the web app would write their URLs. */
export function firstScreenReads(pathname: string, search: URLSearchParams): { kind: 'home' | 'shop'; urls: string[]; shopUrl?: string } | null {
  if (pathname === '/') {
    // apps/web/src/features/home/home-page.tsx readFilters and get-shops.ts. A search goes to the database
    // and is left to the page.
    if (search.get('search')) return { kind: 'home', urls: ['/api/shops/facets'] };
    const page = Number(search.get('page') ?? '1');
    const list = withQuery('/api/shops', {
      category: search.get('category') ?? '',
      location: search.get('location') ?? '',
      page: Number.isInteger(page) && page >= 1 ? page : 1,
      limit: HOME_PAGE_SIZE,
    });
    return { kind: 'home', urls: [list, '/api/shops/facets'] };
  }
  const m = /^\/shop\/([^/]+)\/?$/.exec(pathname);
  if (!m) return null;
  let shopId: string;
  try {
    shopId = decodeURIComponent(m[1]!);
  } catch {
    return null;
  }
  const shopUrl = `/api/shops/${encodeURIComponent(shopId)}`;
  // A search, a sort or a size/colour/stock filter (issue 24 #3) is left to the page, as it builds that query.
  if (['search', 'sort', 'size', 'colour', 'inStock'].some((k) => search.get(k))) return { kind: 'shop', urls: [shopUrl], shopUrl };
  // apps/web/src/features/shop/api/get-shop.ts readProductFilters and shopProductsQuery.
  const priceParam = search.get('price') ?? 'all';
  const price = PRICE_RANGES.some((r) => r.key === priceParam) ? priceParam : 'all';
  const page = Math.max(1, Number(search.get('page')) || 1);
  const products = withQuery(`${shopUrl}/products`, { price, page, limit: SHOP_PRODUCTS_PAGE_SIZE });
  return { kind: 'shop', urls: [shopUrl, products], shopUrl };
}

/**
 * The tags to add to index.html for this request: `head` before `</head>`, `body` right after `<body>`.
 * The reads go through the app itself (`inject`), with the visitor's cookie, so they are the same answers, from
 * the same catalog cache, as the page's own requests would get; only 200 answers are carried.
 */
export async function firstScreenTags(
  app: FastifyInstance,
  req: FastifyRequest,
  assets: FirstScreenAssets,
): Promise<{ head: string; body: string; personal: boolean }> {
  const [pathname = '/', query = ''] = req.url.split('?', 2);
  const reads = firstScreenReads(pathname, new URLSearchParams(query));
  if (!reads) return { head: '', body: '', personal: false };
  const cookie = req.headers.cookie;
  const answers: Record<string, unknown> = {};
  await Promise.all(
    reads.urls.map(async (url) => {
      try {
        const res = await app.inject({ method: 'GET', url, headers: { accept: 'application/json', ...(cookie ? { cookie } : {}) } });
        if (res.statusCode === 200) answers[url] = res.json();
      } catch {
        // The page fetches it itself.
      }
    }),
  );
  const head: string[] = [];
  if (reads.kind === 'shop') {
    head.push(assets.shopPageLinks);
    const shop = reads.shopUrl ? (answers[reads.shopUrl] as { image?: unknown } | undefined) : undefined;
    if (shop && typeof shop.image === 'string' && shop.image) {
      // The same choice as the banner's <picture> (features/shop/shop-page.tsx): the 480 px thumbnail on phones.
      const name = escapeAttr(encodeURIComponent(shop.image));
      head.push(
        `<link rel="preload" as="image" fetchpriority="high" href="/uploads/shop-images/thumb/${name}" media="(max-width: 767px)">`,
        `<link rel="preload" as="image" fetchpriority="high" href="/uploads/shop-images/${name}" media="(min-width: 768px)">`,
      );
    }
  } else {
    if (assets.homeBanner) head.push(`<link rel="preload" as="image" fetchpriority="high" href="${escapeAttr(assets.homeBanner)}">`);
    // The first shop's photo (its card's thumbnail): the largest paint of the home page on a phone.
    const list = answers[reads.urls[0]!] as { items?: { image?: unknown }[] } | undefined;
    const first = list?.items?.[0]?.image;
    if (typeof first === 'string' && first) {
      head.push(`<link rel="preload" as="image" fetchpriority="high" href="/uploads/shop-images/thumb/${escapeAttr(encodeURIComponent(first))}">`);
    }
  }
  const body = Object.keys(answers).length ? `<script type="application/json" id="bazaar-boot">${jsonForScript({ answers })}</script>` : '';
  return { head: head.join(''), body, personal: !!cookie };
}
