import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { DECLARATION_FIELDS } from '@bazaar/shared';
import { Field, Input } from '@/components/ui/field';
import { t, type MessageId } from '@/i18n/i18n';
import { rich } from '@/i18n/rich';

/** The declarations' labels (English in packages/shared), the product page's words (part `product`). */
const DECLARATION_LABELS: Record<(typeof DECLARATION_FIELDS)[number]['key'], MessageId> = {
  manufacturer: 'product.decl.manufacturer',
  countryOfOrigin: 'product.decl.countryOfOrigin',
  genericName: 'product.decl.genericName',
  bestBefore: 'product.decl.bestBefore',
  size: 'product.decl.size',
  consumerCare: 'product.decl.consumerCare',
};

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
      <legend className="text-base font-bold text-ink-900">{t('admin.packaging')}</legend>
      <label className="flex items-start gap-2 text-sm text-ink-800">
        <input type="checkbox" className="mt-0.5 size-5 accent-saffron-700 focus-visible:ring-2 focus-visible:ring-accent-600" {...reg('packaged')} />
        <span>{rich('admin.prePackedText', { prePacked: <span className="font-semibold">{t('admin.prePacked')}</span> })}</span>
      </label>
      {packaged && (
        <div className="grid gap-4 sm:grid-cols-2">
          {DECLARATION_FIELDS.map((f) => (
            <Field
              key={f.key}
              label={t(DECLARATION_LABELS[f.key])}
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
