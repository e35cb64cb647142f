import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { FileInput } from '@/components/ui/file-input';
import { MAX_PRODUCT_PHOTOS } from '@bazaar/shared';
import { Field } from '@/components/ui/field';
import { compressImage } from '@/workers/compress-image';
import { t } from '@/i18n/i18n';
import { movedTo, movePhoto, PhotoList, VariantPhotoPicker, type PhotoAction } from './photo-list';

/** A photo picked on Create Product, compressed, not yet uploaded; `id` stays with it while it moves. */
export interface PendingPhoto {
  id: string;
  file: File;
  url: string;
}

let nextId = 1;

/**
 * Create Product's photos (issue 24 #5, decision 097): up to 8, picked together or one by one, each compressed in
 * the worker before upload; the first is the cover. Each photo has buttons to move it earlier or later, make it the
 * cover and remove it, so the order is set with a keyboard as well as a finger; focus stays with the photo it moved.
 * Nothing is uploaded here: the form sends the cover with the product and the others after it, in this order.
 */
export function NewProductPhotos({
  photos,
  onChange,
  onBusyChange,
  variants = [],
  variantPhotos = {},
  onVariantPhotosChange,
  compress = compressImage,
}: {
  photos: PendingPhoto[];
  onChange: (next: PendingPhoto[]) => void;
  onBusyChange?: (busy: boolean) => void;
  /** The variants table's rows (key and name): each may show one of the photos, picked here. */
  variants?: { key: string; label: string }[];
  /** Variant row key → the id of the photo it shows; none: the cover. */
  variantPhotos?: Record<string, string>;
  onVariantPhotosChange?: (next: Record<string, string>) => void;
  /** The compression step (the worker's); a test may pass its own. */
  compress?: (file: File) => Promise<File>;
}) {
  const titleId = useId();
  const input = useRef<HTMLInputElement>(null);
  const list = useRef<HTMLOListElement>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  // Where the focus goes once the list has moved (set by a button, applied after the render).
  const focusNext = useRef<{ id: string; action: PhotoAction } | null>(null);

  // Revoke the preview URLs of photos that left the list (removed, or the form was reset), and all of them at the end.
  const shown = useRef(new Map<string, string>());
  useEffect(() => {
    const now = new Set(photos.map((p) => p.id));
    for (const [id, url] of shown.current) {
      if (now.has(id)) continue;
      URL.revokeObjectURL(url);
      shown.current.delete(id);
    }
    for (const p of photos) shown.current.set(p.id, p.url);
  }, [photos]);
  useEffect(() => {
    const urls = shown.current;
    return () => urls.forEach((url) => URL.revokeObjectURL(url));
  }, []);

  // After a move, the focus follows the photo to its new place (the same button, or its first one still enabled).
  useEffect(() => {
    const focus = focusNext.current;
    focusNext.current = null;
    if (!focus || !list.current) return;
    const item = list.current.querySelector<HTMLElement>(`[data-photo="${focus.id}"]`);
    const wanted = item?.querySelector<HTMLButtonElement>(`[data-action="${focus.action}"]:not(:disabled)`);
    (wanted ?? item?.querySelector<HTMLButtonElement>('button:not(:disabled)'))?.focus();
  }, [photos]);

  const setBusyBoth = (b: boolean) => {
    setBusy(b);
    onBusyChange?.(b);
  };

  async function onFiles(e: ChangeEvent<HTMLInputElement>) {
    const files = Array.from(e.target.files ?? []);
    e.target.value = '';
    if (files.length === 0) return;
    setProblem(null);
    // The list cannot change meanwhile (its buttons wait while busy), so each photo is added after the last.
    let current = photos;
    const room = MAX_PRODUCT_PHOTOS - current.length;
    const taken = files.slice(0, Math.max(0, room));
    const notes: string[] = [];
    if (files.length > taken.length) notes.push(t('admin.photosTooMany', { max: MAX_PRODUCT_PHOTOS, count: files.length - taken.length }));
    setBusyBoth(true);
    try {
      for (const file of taken) {
        const out = await compress(file).catch(() => null);
        if (!out) {
          notes.push(t('admin.photoUnreadable', { name: file.name }));
          continue;
        }
        const photo = { id: `photo-${nextId++}`, file: out, url: URL.createObjectURL(out) };
        current = [...current, photo];
        onChange(current);
      }
    } finally {
      setBusyBoth(false);
    }
    if (notes.length) setProblem(notes.join(' '));
  }

  const act = (i: number, action: PhotoAction) => {
    const photo = photos[i]!;
    if (action === 'remove') {
      onChange(photos.filter((_, j) => j !== i));
      // The focus goes to the photo that takes its place, else the one before, else the file picker.
      const after = photos[i + 1] ?? photos[i - 1];
      if (after) focusNext.current = { id: after.id, action: 'remove' };
      else input.current?.focus();
      return;
    }
    focusNext.current = { id: photo.id, action };
    onChange(movePhoto(photos, i, movedTo(action, i)));
  };

  const n = photos.length;
  return (
    <section aria-labelledby={titleId} className="space-y-3 sm:col-span-2" data-testid="new-product-photos">
      <h2 id={titleId} className="text-base font-bold text-ink-900">
        {t('admin.photosCount', { n, max: MAX_PRODUCT_PHOTOS })}
      </h2>
      <Field label={t('admin.productImage')} required hint={t('admin.productImageHint', { max: MAX_PRODUCT_PHOTOS })}>
        {(p) => (
          <FileInput
            {...p}
            ref={input}
            accept="image/*"
            multiple
            aria-required="true"
            disabled={busy || n >= MAX_PRODUCT_PHOTOS}
            onChange={(e) => void onFiles(e)}
          />
        )}
      </Field>
      {busy && (
        <p role="status" className="flex items-center gap-2 text-sm text-ink-700">
          <span className="size-4 animate-spin rounded-full border-2 border-saffron-300 border-t-saffron-700" aria-hidden="true" />
          {t('admin.compressingPhotos')}
        </p>
      )}
      {n > 0 && (
        <PhotoList
          photos={photos.map((p) => ({ id: p.id, src: p.url, alt: t('admin.photoPreview', { name: p.file.name }) }))}
          busy={busy}
          onAction={act}
          listRef={list}
          label={t('admin.photosList')}
          itemTestId="new-photo"
          imageTestId="image-preview"
        />
      )}
      {variants.length > 0 && n > 1 && (
        <VariantPhotoPicker
          variants={variants.map((v) => ({ ...v, photo: photos.some((p) => p.id === variantPhotos[v.key]) ? variantPhotos[v.key]! : '' }))}
          photoIds={photos.map((p) => p.id)}
          busy={busy}
          onPick={(key, id) => onVariantPhotosChange?.({ ...variantPhotos, [key]: id })}
        />
      )}
      {n >= MAX_PRODUCT_PHOTOS && <p className="text-sm text-ink-700">{t('admin.photosFull', { max: MAX_PRODUCT_PHOTOS })}</p>}
      {problem && (
        <p role="alert" className="text-sm font-semibold text-red-700">
          {problem}
        </p>
      )}
    </section>
  );
}
