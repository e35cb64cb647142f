import { useState } from 'react';
import type { ProductDto } from '@bazaar/shared';
import { formatRupees } from '../../../lib/format';
import { productImage, productThumb } from '../../../lib/images';
import { Button } from '../../../components/ui';

const LOW_STOCK = 5;

function ProductImage({ product }: { product: ProductDto }) {
  const [src, setSrc] = useState(() => productThumb(product.image));
  if (!src) {
    return (
      <div className="flex h-full w-full items-center justify-center bg-gradient-to-br from-saffron-100 to-saffron-300" aria-hidden="true">
        <span className="text-4xl font-black text-saffron-800/70">{product.name.slice(0, 1).toUpperCase()}</span>
      </div>
    );
  }
  return (
    <img
      src={src}
      alt={product.name}
      width={400}
      height={400}
      loading="lazy"
      decoding="async"
      className="h-full w-full object-cover"
      onError={() => setSrc((cur) => (cur === productThumb(product.image) ? productImage(product.image) : null))}
    />
  );
}

export function ProductCard({ product, onAdd, adding }: { product: ProductDto; onAdd: (p: ProductDto) => void; adding: boolean }) {
  const out = !product.inStock || product.quantity <= 0;
  const low = !out && product.quantity <= LOW_STOCK;
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-ink-200 bg-white shadow-sm" data-testid="product-card">
      <div className="relative aspect-square overflow-hidden bg-ink-100">
        <ProductImage product={product} />
        {out && <span className="absolute top-3 left-3 rounded-full bg-ink-900/85 px-2.5 py-1 text-xs font-semibold text-white">Out of stock</span>}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h3 className="leading-snug font-bold text-ink-900">{product.name}</h3>
        <p className="text-xl font-extrabold text-saffron-800">
          {formatRupees(product.price)}
          {product.unit && <span className="ml-1 text-sm font-medium text-ink-600">/ {product.unit}</span>}
        </p>
        <p className="line-clamp-3 text-sm text-ink-700">{product.description}</p>
        <div className="flex flex-wrap gap-2 text-xs">
          {product.unit && <span className="rounded-full bg-ink-100 px-2 py-0.5 text-ink-700">Unit: {product.unit}</span>}
          {product.subCategory && <span className="rounded-full bg-accent-50 px-2 py-0.5 text-accent-800">{product.subCategory}</span>}
        </div>
        {out ? (
          <p className="text-sm font-semibold text-red-700">Out of stock</p>
        ) : low ? (
          <p className="text-sm font-semibold text-saffron-800">Only {product.quantity} left</p>
        ) : null}
        <div className="mt-auto pt-2">
          <Button className="w-full" onClick={() => onAdd(product)} disabled={out} loading={adding} aria-label={`Add to Cart: ${product.name}`}>
            Add to Cart
          </Button>
        </div>
      </div>
    </article>
  );
}

/** The product grid's classes, shared by the list and its loading skeleton so both take the same space. */
export const productGridClass = 'grid grid-cols-1 gap-5 min-[480px]:grid-cols-2 md:grid-cols-3 xl:grid-cols-4';

/** Grey cards the size of product cards, shown while the products load, so the page does not jump. */
export function ProductGridSkeleton({ count = 8 }: { count?: number }) {
  return (
    <div role="status">
      <ul className={productGridClass} aria-hidden="true">
        {Array.from({ length: count }, (_, i) => (
          <li key={i}>
            <div className="flex h-full flex-col overflow-hidden rounded-2xl border border-ink-200 bg-white shadow-sm">
              <div className="aspect-square animate-pulse bg-ink-100" />
              <div className="flex flex-1 flex-col gap-3 p-4">
                <div className="h-5 w-3/4 rounded bg-ink-100" />
                <div className="h-7 w-1/3 rounded bg-ink-100" />
                <div className="h-14 rounded bg-ink-100" />
                <div className="mt-auto h-10 rounded-lg bg-ink-100" />
              </div>
            </div>
          </li>
        ))}
      </ul>
      <span className="sr-only">Loading products</span>
    </div>
  );
}
