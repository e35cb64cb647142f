import { cn } from './cn';
import { formatRupees } from '@/lib/format';
import { t } from '@/i18n/i18n';
import { unitText } from '@/lib/labels';

/** What a price line needs: the fields a product, a variant and a search hit all carry. */
export interface PricedThing {
  price: number;
  mrp?: number | null;
  discountPercent?: number | null;
}

/**
 * A price as Indian shoppers read it (issue 24 #3): "₹1,299 ~~₹1,999~~ 35% off". `from` prefixes "From" (a product
 * whose variants cost different amounts); the MRP is struck through only when it is above the price, and the
 * discount is the server's whole percent. Screen readers hear "MRP ₹1,999" rather than a struck-through number.
 */
export function PriceLine({
  p,
  from = false,
  unit,
  size = 'md',
  className,
}: {
  p: PricedThing;
  from?: boolean;
  unit?: string | null;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}) {
  const mrp = p.mrp != null && p.mrp > p.price ? p.mrp : null;
  return (
    <p className={cn('flex flex-wrap items-baseline gap-x-1.5', className)} data-testid="price-line">
      <span className={cn('font-extrabold text-saffron-800', size === 'lg' ? 'text-3xl' : size === 'md' ? 'text-lg sm:text-xl' : 'text-base')}>
        {from && <span className="mr-1 text-sm font-semibold text-ink-700">{t('ui.priceFrom')}</span>}
        {formatRupees(p.price)}
      </span>
      {unit && <span className="text-sm font-medium text-ink-600">/ {unitText(unit)}</span>}
      {mrp != null && (
        <>
          <span className="text-sm text-ink-600">
            <span className="sr-only">{t('ui.mrp')}</span>
            <s>{formatRupees(mrp)}</s>
          </span>
          {p.discountPercent != null && p.discountPercent > 0 && (
            <span className="text-sm font-bold text-green-800">{t('ui.off', { percent: p.discountPercent })}</span>
          )}
        </>
      )}
    </p>
  );
}

/** "₹250.00 per kg": the unit sale price the Legal Metrology rules ask for (issue 24 #3); null without one. */
export function UnitPrice({ unitPrice, className }: { unitPrice: { price: number; per: string } | null | undefined; className?: string }) {
  if (!unitPrice) return null;
  return (
    <p className={cn('text-xs text-ink-700', className)} data-testid="unit-price">
      {t('ui.unitPrice', { price: formatRupees(unitPrice.price), unit: unitText(unitPrice.per) })}
    </p>
  );
}
