import { categoryLabel, unitLabel, type ProductDto } from '@bazaar/shared';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { formatRupees } from '@/lib/format';
import { productThumb } from '@/lib/images';
import { StockControl } from './stock-control';
import { t } from '@/i18n/i18n';
import { rich } from '@/i18n/rich';
import { categoryText, subCategoryText, unitText } from '@/lib/labels';

export function ProductCard({ product, onEdit, onDelete }: { product: ProductDto; onEdit: () => void; onDelete: () => void }) {
  const thumb = productThumb(product.image);
  const unit = unitLabel(product.unit, product.netQuantity);
  // Issue 22 #2: flagged before an order arrives — the invoice would use a suggested rate the owner has not checked.
  const rateSuggested = product.gstRate === null && product.suggestedTax !== null;
  return (
    <Card className="flex h-full flex-col gap-4 p-4" data-product-id={product._id}>
      <div className="flex gap-4">
        {thumb ? (
          <img
            src={thumb}
            alt={product.name}
            className="size-20 shrink-0 rounded-xl border border-ink-200 bg-ink-100 object-cover"
            loading="lazy"
            width={80}
            height={80}
          />
        ) : (
          <div className="flex size-20 shrink-0 items-center justify-center rounded-xl bg-saffron-50 text-3xl" aria-hidden="true">
            🏷️
          </div>
        )}
        <div className="min-w-0 flex-1">
          <h2 className="font-semibold break-words text-ink-900">{product.name}</h2>
          <p className="text-lg font-bold text-saffron-800 tabular-nums">
            {formatRupees(product.price)}
            {unit && <span className="ml-1 text-sm font-medium text-ink-600">/ {unitText(unit)}</span>}
          </p>
          <p className="text-sm text-ink-600">
            {[categoryText(categoryLabel(product.category)), product.subCategory && subCategoryText(product.subCategory)].filter(Boolean).join(' · ')}
          </p>
          {rateSuggested && (
            <p className="mt-1" data-testid="tax-suggested">
              <Badge className="bg-saffron-100 text-saffron-900 ring-saffron-600/40">
                {t('admin.gstSuggestedCheck', { rate: product.suggestedTax!.gstRate })}
              </Badge>
            </p>
          )}
          <p className="mt-1 text-sm">
            {product.quantity > 0 ? (
              <span className="text-ink-700">{rich('admin.inStock', { count: <strong className="tabular-nums">{product.quantity}</strong> })}</span>
            ) : (
              <Badge className="bg-red-100 text-red-800 ring-red-600/30">{t('admin.productOutOfStock')}</Badge>
            )}
          </p>
        </div>
      </div>
      <StockControl key={`${product._id}-${product.quantity}`} product={product} />
      <div className="mt-auto flex gap-2 border-t border-ink-100 pt-3">
        <Button size="sm" variant="outline" onClick={onEdit}>
          <span aria-hidden="true">{t('admin.edit')}</span>
          <span className="sr-only">{t('admin.editNamed', { name: product.name })}</span>
        </Button>
        <Button size="sm" variant="ghost" className="text-red-800 hover:bg-red-50" onClick={onDelete}>
          <span aria-hidden="true">{t('admin.delete')}</span>
          <span className="sr-only">{t('admin.deleteNamed', { name: product.name })}</span>
        </Button>
      </div>
    </Card>
  );
}
