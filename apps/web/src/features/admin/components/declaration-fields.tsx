import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { DECLARATION_FIELDS } from '@bazaar/shared';
import { Field, Input } from '@/components/ui/field';

/** The form fields the declarations need: `packaged` and `declarations.<key>` (strings). */
export interface DeclarationForm {
  packaged: boolean;
  declarations: Record<(typeof DECLARATION_FIELDS)[number]['key'], string>;
}

export const EMPTY_DECLARATIONS = Object.fromEntries(DECLARATION_FIELDS.map((f) => [f.key, ''])) as DeclarationForm['declarations'];

/**
 * "Pre-packed" and, when ticked, the Legal Metrology rule 6(10) declarations (issue 24 #4), required ones marked as
 * the server demands them. Loose goods (vegetables, sweets by weight) leave it unticked and need none.
 */
export function DeclarationFields<F extends DeclarationForm>({
  register,
  errors,
  packaged,
  serverErrors,
}: {
  register: UseFormRegister<F>;
  errors: FieldErrors<F>;
  packaged: boolean;
  /** Messages from the server by declaration key (a 400 naming `declarations.<key>`). */
  serverErrors: Partial<Record<string, string>>;
}) {
  const reg = register as unknown as UseFormRegister<DeclarationForm>;
  const errs = errors as FieldErrors<DeclarationForm>;
  return (
    <fieldset className="space-y-3 sm:col-span-2" data-testid="declaration-fields">
      <legend className="text-base font-bold text-ink-900">Packaging</legend>
      <label className="flex items-start gap-2 text-sm text-ink-800">
        <input type="checkbox" className="mt-0.5 size-5 accent-saffron-700 focus-visible:ring-2 focus-visible:ring-accent-600" {...reg('packaged')} />
        <span>
          <span className="font-semibold">Pre-packed</span> (sold in a sealed pack with a label). Leave unticked for loose goods weighed or counted in the shop.
        </span>
      </label>
      {packaged && (
        <div className="grid gap-4 sm:grid-cols-2">
          {DECLARATION_FIELDS.map((f) => (
            <Field
              key={f.key}
              label={f.label}
              required={f.required}
              error={serverErrors[f.key] ?? errs.declarations?.[f.key]?.message}
              className={f.key === 'manufacturer' || f.key === 'consumerCare' ? 'sm:col-span-2' : undefined}
            >
              {(p) => <Input {...p} {...reg(`declarations.${f.key}`)} maxLength={500} />}
            </Field>
          ))}
        </div>
      )}
    </fieldset>
  );
}
