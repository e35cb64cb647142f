import { useState } from 'react';
import { unitLabel, type CartItemDto } from '@bazaar/shared';
import { formatOptions, formatRupees } from '@/lib/format';
import { productImage, productThumb } from '@/lib/images';
import { Button } from '@/components/ui/button';
import { t } from '@/i18n/i18n';
import { subCategoryText, unitText } from '@/lib/labels';

export interface CartItemRowProps {
  item: CartItemDto;
  busy: boolean;
  /** A quantity change: ±1 from the buttons, or the difference to a typed quantity. */
  onChange: (delta: number) => void;
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
  'inline-flex size-10 shrink-0 items-center justify-center rounded-lg border border-ink-300 bg-white text-lg font-bold text-ink-800 hover:bg-saffron-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-accent-600 disabled:cursor-not-allowed disabled:opacity-50';

/** The most a typed quantity may move in one request (the server takes deltas of -100..100). */
const MAX_STEP = 100;

/**
 * The quantity box: -/+ step by one (spec §4), and a typed number is sent as one delta, so 45 kg of salt is
 * one edit instead of 45 taps. Committed on Enter or when the box loses focus; a bad value snaps back.
 */
function QuantityControl({ item, busy, onChange }: { item: CartItemDto; busy: boolean; onChange: (delta: number) => void }) {
  const [draft, setDraft] = useState<string | null>(null);
  /** Why a typed quantity was lowered (issue 22 #14: 50 with 6 in stock said nothing and showed 6). */
  const [note, setNote] = useState<string | null>(null);
  const max = Math.max(item.quantity, Math.min(item.available, item.quantity + MAX_STEP));
  const atStock = item.quantity >= item.available;

  function commit() {
    if (draft === null) return;
    setDraft(null);
    setNote(null);
    const n = Math.round(Number(draft));
    if (!draft.trim() || !Number.isFinite(n) || n < 1) return;
    const target = Math.min(n, max);
    if (n > item.available) setNote(item.available <= 0 ? t('cart.outOfStock') : t('cart.onlyLeft', { count: item.available }));
    else if (target < n) setNote(t('cart.atMost', { count: MAX_STEP }));
    if (target !== item.quantity) onChange(target - item.quantity);
  }

  const noteId = `qty-note-${item._id}`;
  return (
    <div className="flex flex-col gap-1">
      <div className="flex items-center gap-1.5" role="group" aria-label={t('cart.quantityOf', { name: item.name })}>
        <button type="button" className={qtyBtn} onClick={() => onChange(-1)} disabled={busy} aria-label={t('cart.decrease', { name: item.name })}>
          −
        </button>
        <input
          type="number"
          inputMode="numeric"
          min={1}
          max={max}
          step={1}
          value={draft ?? String(item.quantity)}
          disabled={busy}
          onChange={(e) => setDraft(e.target.value)}
          aria-describedby={note ? noteId : undefined}
          onBlur={commit}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              commit();
            }
          }}
          aria-label={t('cart.quantityOf', { name: item.name })}
          data-testid="cart-qty"
          className="h-10 w-16 rounded-lg border border-ink-300 bg-white px-1 text-center font-semibold text-ink-900 [appearance:textfield] focus-visible:border-accent-600 focus-visible:ring-2 focus-visible:ring-accent-600 focus-visible:outline-none disabled:bg-ink-100 [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none"
        />
        <button type="button" className={qtyBtn} onClick={() => onChange(1)} disabled={busy || atStock} aria-label={t('cart.increase', { name: item.name })}>
          +
        </button>
      </div>
      <p id={noteId} role="status" className="text-xs font-semibold text-red-700 empty:hidden" data-testid="cart-qty-note">
        {note}
      </p>
    </div>
  );
}

/**
 * One cart line. On a phone (down to 320 px) the details sit above a wrapping row of quantity, line total and
 * Remove, so nothing is pushed past the card's right edge; from `sm` up they share one line.
 */
export function CartItemRow({ item, busy, onChange, onRemove }: CartItemRowProps) {
  return (
    <li className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center sm:gap-4" data-testid="cart-item">
      <div className="flex min-w-0 flex-1 gap-3 sm:gap-4">
        <Thumb item={item} />
        <div className="min-w-0 space-y-1">
          <h3 className="font-semibold break-words text-ink-900">{item.name}</h3>
          {item.options && (
            <p className="text-sm text-ink-800" data-testid="cart-item-options">
              {formatOptions(item.options)}
            </p>
          )}
          <p className="text-sm text-ink-700">
            <span className="font-semibold text-saffron-800">{formatRupees(item.price)}</span>
            {unitLabel(item.unit) && <span> / {unitText(unitLabel(item.unit))}</span>}
          </p>
          {item.subCategory && <p className="text-xs text-ink-600">{subCategoryText(item.subCategory)}</p>}
          {item.available < item.quantity && <p className="text-xs font-semibold text-red-700">{t('cart.onlyLeftInStock', { count: item.available })}</p>}
          {item.returnable === false && (
            <p className="text-xs text-ink-600" data-testid="cart-line-no-returns">
              {t('cart.lineNoReturns')}
            </p>
          )}
          {item.unavailable && (
            <p className="text-xs font-semibold text-red-700" data-testid="cart-unavailable">
              {t('cart.unavailableItem', { reason: item.unavailable })}
            </p>
          )}
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2 sm:flex-nowrap sm:justify-end">
        <QuantityControl item={item} busy={busy} onChange={onChange} />
        <p className="ml-auto text-right font-bold whitespace-nowrap text-ink-900 sm:ml-0 sm:w-24" data-testid="cart-line-total">
          {formatRupees(item.lineTotal)}
        </p>
        <Button variant="outline" size="sm" onClick={onRemove} disabled={busy} aria-label={t('cart.removeNamed', { name: item.name })}>
          {t('cart.remove')}
        </Button>
      </div>
    </li>
  );
}
