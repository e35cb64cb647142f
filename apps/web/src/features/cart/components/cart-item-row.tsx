import { useState } from 'react';
import type { CartItemDto } from '@bazaar/shared';
import { formatRupees } from '../../../lib/format';
import { productImage, productThumb } from '../../../lib/images';
import { Button } from '../../../components/ui';

export interface CartItemRowProps {
  item: CartItemDto;
  busy: boolean;
  onChange: (delta: 1 | -1) => void;
  onRemove: () => void;
}

function Thumb({ item }: { item: CartItemDto }) {
  const [src, setSrc] = useState(() => productThumb(item.image));
  if (!src) {
    return (
      <div
        className="flex size-20 shrink-0 items-center justify-center rounded-xl bg-gradient-to-br from-saffron-100 to-saffron-300 text-2xl font-black text-saffron-800/70"
        aria-hidden="true"
      >
        {item.name.slice(0, 1).toUpperCase()}
      </div>
    );
  }
  return (
    <img
      src={src}
      alt=""
      className="size-20 shrink-0 rounded-xl object-cover"
      onError={() => setSrc((c) => (c === productThumb(item.image) ? productImage(item.image) : null))}
    />
  );
}

const qtyBtn =
  'inline-flex size-9 items-center justify-center rounded-lg border border-ink-300 bg-white text-lg font-bold text-ink-800 hover:bg-saffron-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-accent-600 disabled:cursor-not-allowed disabled:opacity-50';

export function CartItemRow({ item, busy, onChange, onRemove }: CartItemRowProps) {
  const atStock = item.quantity >= item.available;
  return (
    <li className="flex flex-col gap-4 py-4 sm:flex-row sm:items-center" data-testid="cart-item">
      <div className="flex flex-1 gap-4">
        <Thumb item={item} />
        <div className="min-w-0 space-y-1">
          <h3 className="font-semibold text-ink-900">{item.name}</h3>
          <p className="text-sm text-ink-700">
            <span className="font-semibold text-saffron-800">{formatRupees(item.price)}</span>
            {item.unit && <span> / {item.unit}</span>}
          </p>
          <dl className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-ink-600">
            <div>
              <dt className="inline">Unit: </dt>
              <dd className="inline">{item.unit || '—'}</dd>
            </div>
            <div>
              <dt className="inline">Sub-category: </dt>
              <dd className="inline">{item.subCategory || '—'}</dd>
            </div>
          </dl>
          {item.available < item.quantity && <p className="text-xs font-semibold text-red-700">Only {item.available} left in stock</p>}
        </div>
      </div>
      <div className="flex items-center justify-between gap-4 sm:justify-end">
        <div className="flex items-center gap-2" role="group" aria-label={`Quantity of ${item.name}`}>
          <button type="button" className={qtyBtn} onClick={() => onChange(-1)} disabled={busy} aria-label={`Decrease quantity of ${item.name}`}>
            −
          </button>
          <span className="min-w-8 text-center font-semibold" aria-live="polite" data-testid="cart-qty">
            {item.quantity}
          </span>
          <button type="button" className={qtyBtn} onClick={() => onChange(1)} disabled={busy || atStock} aria-label={`Increase quantity of ${item.name}`}>
            +
          </button>
        </div>
        <p className="w-24 text-right font-bold text-ink-900">{formatRupees(item.lineTotal)}</p>
        <Button variant="outline" size="sm" onClick={onRemove} disabled={busy} aria-label={`Remove ${item.name}`}>
          Remove
        </Button>
      </div>
    </li>
  );
}
