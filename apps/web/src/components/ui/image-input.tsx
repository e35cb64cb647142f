import { forwardRef, useEffect, useImperativeHandle, useRef, useState } from 'react';
import { compressImage } from '@/workers/compress-image';
import { cn } from './cn';
import { Field } from './field';
import { FileInput } from './file-input';
import { t } from '@/i18n/i18n';

export interface ImageInputHandle {
  /** Clears the chosen file, the preview and the native file input. */
  reset: () => void;
}

export interface ImageInputProps {
  label: string;
  /** Called with the (compressed) image, or null when none is set. */
  onChange: (file: File | null) => void;
  /** Called while compression runs, so a form can wait for it. */
  onBusyChange?: (busy: boolean) => void;
  required?: boolean;
  hint?: string;
  error?: string;
  /** Compress in the worker before handing the file over (≤ 0.5 MB, ≤ 1920 px). */
  compress?: boolean;
  /** The preview's alt text; defaults to "Preview of {file name}". */
  previewAlt?: (file: File) => string;
  name?: string;
  className?: string;
}

/**
 * A labelled image file picker (images only) that compresses the picked image in a web worker and shows
 * a preview at most 200 px wide. A compression failure is logged and leaves no image set (spec §8).
 */
export const ImageInput = forwardRef<ImageInputHandle, ImageInputProps>(function ImageInput(
  { label, onChange, onBusyChange, required, hint, error, compress = true, previewAlt, name, className },
  ref,
) {
  const inputRef = useRef<HTMLInputElement>(null);
  const seq = useRef(0);
  const [preview, setPreview] = useState<{ url: string; name: string; alt: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview.url);
    },
    [preview],
  );

  function setBusyBoth(b: boolean) {
    setBusy(b);
    onBusyChange?.(b);
  }

  function clear() {
    seq.current++;
    setPreview(null);
    setFailed(false);
    setBusyBoth(false);
    if (inputRef.current) inputRef.current.value = '';
  }

  useImperativeHandle(ref, () => ({ reset: clear }));

  async function pick(file: File | undefined) {
    const mine = ++seq.current;
    setFailed(false);
    setPreview(null);
    if (!file) {
      onChange(null);
      return;
    }
    setBusyBoth(true);
    onChange(null);
    try {
      const out = compress ? await compressImage(file) : file;
      if (mine !== seq.current) return;
      onChange(out);
      setPreview({ url: URL.createObjectURL(out), name: file.name, alt: previewAlt ? previewAlt(file) : t('ui.previewOf', { name: file.name }) });
    } catch (err) {
      if (mine !== seq.current) return;
      console.error('Image compression failed', err);
      setFailed(true);
      onChange(null);
    } finally {
      if (mine === seq.current) setBusyBoth(false);
    }
  }

  const shownError = error ?? (failed ? t('ui.imageFailed') : undefined);
  return (
    <div className={cn('space-y-1.5', className)}>
      <Field label={label} required={required} hint={hint} error={shownError}>
        {(p) => (
          <FileInput
            {...p}
            ref={inputRef}
            name={name}
            accept="image/*"
            chosen={preview?.name ?? t('ui.noFileChosen')}
            onChange={(e) => void pick(e.target.files?.[0])}
          />
        )}
      </Field>
      {busy && (
        <p role="status" className="flex items-center gap-2 text-sm text-ink-700">
          <span className="size-4 animate-spin rounded-full border-2 border-saffron-300 border-t-saffron-700" aria-hidden="true" />
          {t('ui.compressing')}
        </p>
      )}
      {preview && (
        <img
          src={preview.url}
          alt={preview.alt}
          className="mt-2 h-auto w-full max-w-[200px] rounded-lg border border-ink-200 object-contain"
          data-testid="image-preview"
        />
      )}
    </div>
  );
});
