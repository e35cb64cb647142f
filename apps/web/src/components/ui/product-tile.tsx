import { unitLabel } from '@bazaar/shared';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { productThumb } from '@/lib/images';
import { PriceLine, UnitPrice } from './price-line';

/** What a product tile shows: the fields a product search item and a search hit both have. */
export interface TileProduct {
  _id: string;
  name: string;
  price: number;
  image: string | null;
  unit: string | null;
  netQuantity: number | null;
  inStock: boolean;
  shop: { name: string; location: string };
  mrp?: number | null;
  discountPercent?: number | null;
  unitSalePrice?: { price: number; per: string } | null;
  /** A product with options is priced "From" its lowest variant price. */
  options?: readonly unknown[];
}

/**
 * One product card of a grid (two a row on a phone), opening its product page: photo, name, price per unit, any
 * lines the caller adds (`children`), and the shop. The home search and the search page both draw these.
 */
export function ProductTile({ p, soldOut, testId, children }: { p: TileProduct; soldOut: string; testId: string; children?: ReactNode }) {
  const thumb = productThumb(p.image);
  const unit = unitLabel(p.unit, p.netQuantity);
  return (
    <li>
      <Link
        to={`/product/${p._id}`}
        className="flex h-full flex-col overflow-hidden rounded-2xl border border-ink-200 bg-white shadow-sm hover:border-saffron-400 focus-visible:ring-2 focus-visible:ring-accent-600 focus-visible:outline-none"
        data-testid={testId}
      >
        <div className="relative aspect-[4/3] bg-ink-100">
          {thumb && <img src={thumb} alt="" width={320} height={240} loading="lazy" className="h-full w-full object-cover" />}
          {!p.inStock && <span className="absolute top-2 left-2 rounded-full bg-ink-900/85 px-2 py-0.5 text-xs font-semibold text-white">{soldOut}</span>}
        </div>
        <div className="flex flex-1 flex-col gap-1 p-3">
          <span className="text-sm leading-snug font-bold break-words text-ink-900">{p.name}</span>
          <PriceLine p={p} from={(p.options?.length ?? 0) > 0} unit={unit} size="sm" />
          <UnitPrice unitPrice={p.unitSalePrice} />
          {children}
          <span className="mt-auto text-xs break-words text-ink-700">
            {p.shop.name} · {p.shop.location}
          </span>
        </div>
      </Link>
    </li>
  );
}
