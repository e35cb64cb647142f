import { useId, useState, type ChangeEvent } from 'react';
import { FileInput } from '@/components/ui/file-input';
import { MAX_PRODUCT_PHOTOS, variantName, type ProductDto } from '@bazaar/shared';
import { Button } from '@/components/ui/button';
import { messageOf } from '@/lib/api';
import { productThumb } from '@/lib/images';
import { t } from '@/i18n/i18n';
import { compressImage } from '@/workers/compress-image';
import { addProductPhoto, setProductPhotos, setVariantPhoto, usePhotoMutation } from '../api/product-photos';

/**
 * A product's photos on the owner's edit screen (issue 24 #5): up to 8, the first the cover; add, move earlier or
 * later, make the cover, remove; and, for a product with options, which photo each variant shows. Each change is saved at once
 * (its own request), apart from the form's Save.
 */
export function ProductPhotosEditor({ product }: { product: ProductDto }) {
  const addId = useId();
  const [current, setCurrent] = useState(product);
  const [error, setError] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const add = usePhotoMutation(addProductPhoto);
  const order = usePhotoMutation(setProductPhotos);
  const variant = usePhotoMutation(setVariantPhoto);
  const busy = adding || add.isPending || order.isPending || variant.isPending;
  const photos = current.images;

  const run = async (call: () => Promise<{ product: ProductDto }>) => {
    setError(null);
    try {
      setCurrent((await call()).product);
    } catch (err) {
      setError(messageOf(err, t('admin.photosSaveFailed')));
    }
  };
  const move = (i: number, by: number) => {
    const next = [...photos];
    const [photo] = next.splice(i, 1);
    next.splice(i + by, 0, photo!);
    void run(() => order.mutateAsync({ id: current._id, images: next }));
  };
  const remove = (i: number) => void run(() => order.mutateAsync({ id: current._id, images: photos.filter((_, j) => j !== i) }));
  const onFile = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    setAdding(true);
    try {
      const image = await compressImage(file).catch(() => file);
      await run(() => add.mutateAsync({ id: current._id, image }));
    } finally {
      setAdding(false);
    }
  };

  return (
    <section aria-labelledby="photos-title" className="space-y-3 sm:col-span-2" data-testid="photos-editor">
      <h3 id="photos-title" className="text-base font-bold text-ink-900">
        {t('admin.photosCount', { n: photos.length, max: MAX_PRODUCT_PHOTOS })}
      </h3>
      <p className="text-sm text-ink-600">{t('admin.photosEditorIntro')}</p>
      {photos.length === 0 ? (
        <p className="text-sm text-ink-700">{t('admin.noPhotos')}</p>
      ) : (
        <ol className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {photos.map((name, i) => (
            <li key={name} className="space-y-1 rounded-lg border border-ink-200 p-2" data-testid="photo-item">
              <img
                src={productThumb(name) ?? undefined}
                alt={t('admin.photoOf', { n: i + 1, name: current.name })}
                className="aspect-square w-full rounded object-cover"
              />
              <p className="text-xs font-semibold text-ink-800">{i === 0 ? t('admin.cover') : t('admin.photoN', { n: i + 1 })}</p>
              <div className="flex flex-wrap gap-1">
                <Button
                  type="button"
                  size="sm"
                  variant="outline"
                  disabled={busy || i === 0}
                  onClick={() => move(i, -1)}
                  aria-label={t('admin.photoEarlier', { n: i + 1 })}
                >
                  ←
                </Button>
                <Button
                  type="button"
                  size="sm"
                  variant="outline"
                  disabled={busy || i === photos.length - 1}
                  onClick={() => move(i, 1)}
                  aria-label={t('admin.photoLater', { n: i + 1 })}
                >
                  →
                </Button>
                {i > 0 && (
                  <Button
                    type="button"
                    size="sm"
                    variant="outline"
                    disabled={busy}
                    onClick={() => move(i, -i)}
                    aria-label={t('admin.photoMakeCover', { n: i + 1 })}
                  >
                    {t('admin.cover')}
                  </Button>
                )}
                <Button
                  type="button"
                  size="sm"
                  variant="outline"
                  disabled={busy || photos.length === 1}
                  onClick={() => remove(i)}
                  aria-label={t('admin.photoRemove', { n: i + 1 })}
                >
                  {t('admin.remove')}
                </Button>
              </div>
            </li>
          ))}
        </ol>
      )}
      {photos.length < MAX_PRODUCT_PHOTOS ? (
        <div>
          <label htmlFor={addId} className="block text-sm font-semibold text-ink-800">
            {t('admin.addPhoto')}
          </label>
          <FileInput id={addId} accept="image/*" disabled={busy} onChange={(e) => void onFile(e)} className="mt-1" />
        </div>
      ) : (
        <p className="text-sm text-ink-700">{t('admin.photosFullEdit', { max: MAX_PRODUCT_PHOTOS })}</p>
      )}
      {busy && (
        <p role="status" className="text-sm text-ink-700">
          {t('admin.savingPhotos')}
        </p>
      )}
      {current.options.length > 0 && photos.length > 1 && (
        <fieldset className="space-y-2">
          <legend className="text-sm font-semibold text-ink-800">{t('admin.photoPerVariant')}</legend>
          {current.variants.map((v) => {
            const label = variantName(v.options, current.options);
            return (
              <label key={v._id} className="flex items-center justify-between gap-3 text-sm">
                <span>{label}</span>
                <select
                  value={v.image ?? ''}
                  disabled={busy}
                  onChange={(e) => void run(() => variant.mutateAsync({ id: current._id, variantId: v._id, image: e.target.value || null }))}
                  className="rounded-md border border-ink-300 px-2 py-1 focus-visible:ring-2 focus-visible:ring-accent-600 focus-visible:outline-none"
                  aria-label={t('admin.photoFor', { name: label })}
                >
                  <option value="">{t('admin.theCover')}</option>
                  {photos.map((name, i) => (
                    <option key={name} value={name}>
                      {t('admin.photoN', { n: i + 1 })}
                    </option>
                  ))}
                </select>
              </label>
            );
          })}
        </fieldset>
      )}
      {error && (
        <p role="alert" className="rounded-lg border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-800">
          {error}
        </p>
      )}
    </section>
  );
}
