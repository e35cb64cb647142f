import { useId, useState, type ChangeEvent } from 'react';
import { FileInput } from '@/components/ui/file-input';
import { MAX_PRODUCT_PHOTOS, variantName, type ProductDto } from '@bazaar/shared';
import { messageOf } from '@/lib/api';
import { productThumb } from '@/lib/images';
import { t } from '@/i18n/i18n';
import { compressImage } from '@/workers/compress-image';
import { addProductPhoto, setProductPhotos, setVariantPhoto, usePhotoMutation } from '../api/product-photos';
import { movedTo, movePhoto, PhotoList, VariantPhotoPicker, type PhotoAction } from './photo-list';

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
  const act = (i: number, action: PhotoAction) => {
    const images = action === 'remove' ? photos.filter((_, j) => j !== i) : movePhoto(photos, i, movedTo(action, i));
    void run(() => order.mutateAsync({ id: current._id, images }));
  };
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
        <PhotoList
          photos={photos.map((name, i) => ({ id: name, src: productThumb(name) ?? undefined, alt: t('admin.photoOf', { n: i + 1, name: current.name }) }))}
          busy={busy}
          keepOne
          onAction={act}
          itemTestId="photo-item"
        />
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
        <VariantPhotoPicker
          variants={current.variants.map((v) => ({ key: v._id, label: variantName(v.options, current.options), photo: v.image ?? '' }))}
          photoIds={photos}
          busy={busy}
          onPick={(variantId, image) => void run(() => variant.mutateAsync({ id: current._id, variantId, image: image || null }))}
        />
      )}
      {error && (
        <p role="alert" className="rounded-lg border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-800">
          {error}
        </p>
      )}
    </section>
  );
}
