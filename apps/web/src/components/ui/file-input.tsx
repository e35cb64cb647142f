import { forwardRef, type InputHTMLAttributes } from 'react';
import { t } from '@/i18n/i18n';
import { cn } from './cn';

export interface FileInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  /** What is chosen, in words (a file's name); left out where the screen lists the chosen files itself. */
  chosen?: string;
}

/**
 * A file picker whose words are the catalog's: the browser draws its own button ("Choose File") in the browser's
 * language, not the one chosen in Bazaar (issue 28). The real input lies invisible over the box, so a click anywhere
 * opens the picker, the keyboard reaches it, and its label and `setInputFiles` work as on any file input.
 */
export const FileInput = forwardRef<HTMLInputElement, FileInputProps>(function FileInput({ className, chosen, multiple, disabled, ...rest }, ref) {
  return (
    <div
      className={cn(
        'relative flex min-h-10 items-center overflow-hidden rounded-lg border border-ink-300 bg-white text-sm text-ink-800 shadow-sm hover:[&>span:first-child]:bg-saffron-200 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-accent-600 has-[[aria-invalid=true]]:border-red-600',
        disabled && 'opacity-60',
        className,
      )}
    >
      <span aria-hidden="true" className="flex min-h-10 shrink-0 items-center bg-saffron-100 px-4 font-semibold text-saffron-900">
        {multiple ? t('ui.chooseFiles') : t('ui.chooseFile')}
      </span>
      {chosen !== undefined && (
        <span aria-hidden="true" className="min-w-0 truncate px-3">
          {chosen}
        </span>
      )}
      <input
        ref={ref}
        type="file"
        multiple={multiple}
        disabled={disabled}
        {...rest}
        className="absolute inset-0 size-full cursor-pointer opacity-0 focus-visible:outline-none disabled:cursor-not-allowed"
      />
    </div>
  );
});
