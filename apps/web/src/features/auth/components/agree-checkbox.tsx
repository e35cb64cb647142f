import type { ComponentProps } from 'react';
import { Link } from 'react-router';
import { rich } from '@/i18n/rich';

/**
 * "I agree to the <document>", a required checkbox whose document opens from its link (the terms, the privacy
 * notice: issue 26 #7, decision 085). With `errorId`, the box says whether it is invalid and points at `error`,
 * shown under it. Everything else is the checkbox's own (react-hook-form's `register(...)`, or `checked`/`onChange`).
 */
export function AgreeCheckbox({
  to,
  document,
  error,
  errorId,
  ...input
}: { to: string; document: string; error?: string; errorId?: string } & Omit<ComponentProps<'input'>, 'type'>) {
  return (
    <div className="space-y-1">
      <label className="flex items-start gap-3 text-sm text-ink-800">
        <input
          type="checkbox"
          required
          className="mt-0.5 size-4 rounded border-ink-400 accent-saffron-700 focus-visible:ring-2 focus-visible:ring-accent-600"
          aria-invalid={errorId ? !!error : undefined}
          aria-describedby={error ? errorId : undefined}
          {...input}
        />
        <span>
          {rich('auth.agree', {
            link: (
              <Link to={to} className="font-semibold text-saffron-800 underline">
                {document}
              </Link>
            ),
          })}
        </span>
      </label>
      {error && (
        <p id={errorId} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
