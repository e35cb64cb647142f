import { useId, useState } from 'react';
import type { ProductDto } from '@bazaar/shared';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/field';
import { messageOf } from '@/lib/api';
import { toast } from '@/lib/toast';
import { t } from '@/i18n/i18n';
import { useUpdateProduct } from '../api/update-product';

/** Quick stock change on a product card: type the new stock and save (0 = out of stock). */
export function StockControl({ product }: { product: ProductDto }) {
  const id = useId();
  const [value, setValue] = useState(String(product.quantity));
  const [error, setError] = useState<string | null>(null);
  const update = useUpdateProduct();
  const n = Number(value);
  const valid = value.trim() !== '' && Number.isInteger(n) && n >= 0 && n <= 1_000_000;
  const changed = valid && n !== product.quantity;

  async function save() {
    if (!valid) {
      setError(t('admin.stockWhole'));
      return;
    }
    setError(null);
    try {
      await update.mutateAsync({ id: product._id, patch: { quantity: n } });
      toast.success(t('admin.stockSet', { name: product.name, count: n }));
    } catch (err) {
      toast.error(messageOf(err, t('admin.stockFailed')));
    }
  }

  return (
    <form
      className="flex flex-wrap items-end gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <div className="w-24">
        <label htmlFor={id} className="mb-1 block text-xs font-medium text-ink-700">
          {t('admin.stock')}
        </label>
        <Input
          id={id}
          // The name says which product (the label shows only the word, as the card names the product).
          aria-label={t('admin.stockOf', { name: product.name })}
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          value={value}
          aria-invalid={!!error}
          onChange={(e) => {
            setValue(e.target.value);
            setError(null);
          }}
          className="h-9"
        />
      </div>
      <Button type="submit" size="sm" variant="secondary" disabled={!changed} loading={update.isPending}>
        <span aria-hidden="true">{t('admin.updateStock')}</span>
        <span className="sr-only">{t('admin.updateStockOf', { name: product.name })}</span>
      </Button>
      {error && (
        <p role="alert" className="w-full text-xs text-red-700">
          {error}
        </p>
      )}
    </form>
  );
}
