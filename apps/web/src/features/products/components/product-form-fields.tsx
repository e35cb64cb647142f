import { useState } from 'react';
import { useWatch, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { DEFAULT_ORIGIN_COUNTRY, unitLabel } from '@bazaar/shared';
import { Field, Input, Select, Textarea } from '@/components/ui/field';
import { t, type MessageId } from '@/i18n/i18n';
import { unitText } from '@/lib/labels';
import { DeclarationFields, EMPTY_DECLARATIONS, type DeclarationForm } from './declaration-fields';
import { placeOfProductError } from './product-field-errors';
import { NO_VARIANTS, VariantsEditor, type VariantsState } from './variants-editor';
import {
  CategoryOptions,
  GstRateOptions,
  OndcCategoryOptions,
  OriginCountryOptions,
  SubCategoryOptions,
  SuggestedTaxNote,
  UnitOptions,
  suggestionFor,
} from './product-option-fields';

/** What the product form's inputs hold (strings), on Create Product and in the edit dialog alike; the shared schemas parse it. */
export interface ProductFormValues {
  name: string;
  price: string;
  description: string;
  quantity: string;
  category: string;
  subCategory: string;
  ondcCategory: string;
  /** ISO alpha-3 code; India preselected (decision 112). */
  originCountry: string;
  unit: string;
  netQuantity: string;
  hsnCode: string;
  gstRate: string;
  mrp: string;
  packaged: boolean;
  declarations: DeclarationForm['declarations'];
}

export const EMPTY_PRODUCT_FORM: ProductFormValues = {
  name: '',
  price: '',
  description: '',
  quantity: '1',
  category: '',
  subCategory: '',
  ondcCategory: '',
  originCountry: DEFAULT_ORIGIN_COUNTRY,
  unit: '',
  netQuantity: '',
  hsnCode: '',
  gstRate: '',
  mrp: '',
  packaged: false,
  declarations: EMPTY_DECLARATIONS,
};

/** Where the two forms word things differently: a new product starts with stock, an edited one may run out. */
const WORDS = {
  create: {
    price: 'admin.priceHint',
    mrp: 'admin.mrpHintCreate',
    stockLabel: 'admin.quantity',
    stockHint: 'admin.quantityHint',
    minStock: 1,
    unit: 'admin.unitHint',
  },
  edit: { price: undefined, mrp: 'admin.mrpHintEdit', stockLabel: 'admin.stock', stockHint: 'admin.stockHint', minStock: 0, unit: undefined },
} as const satisfies Record<string, { price?: MessageId; mrp: MessageId; stockLabel: MessageId; stockHint: MessageId; minStock: number; unit?: MessageId }>;

const maybe = (id: MessageId | undefined) => (id ? t(id) : undefined);

/** The lowest price typed in the variants table, for the product's own (hidden) price field; 1 when none is typed yet. */
export function lowestVariantPrice(variants: VariantsState): string {
  const prices = variants.rows.map((r) => Number(r.price)).filter((n) => n > 0);
  return String(prices.length ? Math.min(...prices) : 1);
}

/**
 * The form's variants and the server's messages placed at the fields they name (issue 24 #4): the MRP field (a
 * product without options), a declaration, the variants table (which also takes MRP messages once there are
 * options), and anything else handed to `other`.
 */
export function useProductFormState(initial: VariantsState = NO_VARIANTS) {
  const [variants, setVariants] = useState<VariantsState>(initial);
  const [variantsError, setVariantsError] = useState<string | undefined>();
  const [declarationErrors, setDeclarationErrors] = useState<Partial<Record<string, string>>>({});
  const hasOptions = variants.rows.length > 0;
  return {
    variants,
    setVariants,
    variantsError,
    declarationErrors,
    hasOptions,
    clearErrors() {
      setVariantsError(undefined);
      setDeclarationErrors({});
    },
    /** Forgets the variants and messages of another product. */
    resetTo(next: VariantsState) {
      setVariants(next);
      setVariantsError(undefined);
      setDeclarationErrors({});
    },
    placeError(message: string, to: { mrp: (message: string) => void; other: (message: string) => void }) {
      const place = placeOfProductError(message);
      if (place.kind === 'mrp' && !hasOptions) to.mrp(message);
      else if (place.kind === 'declaration') setDeclarationErrors({ [place.key]: message });
      else if (place.kind === 'variants' || place.kind === 'mrp') setVariantsError(message);
      else to.other(message);
    },
  };
}

export type ProductFormState = ReturnType<typeof useProductFormState>;

/**
 * One product form (issue 24, decision 088) for Create Product and the edit dialog: name, price, MRP and stock (a
 * product without options), description, categories, unit and pack size, HSN and GST rate with the suggestion,
 * options and variants, and the declarations. Each screen adds what is its own: photos, and its buttons.
 */
export function ProductFormFields<T>({
  mode,
  register,
  errors,
  control,
  state,
}: {
  mode: 'create' | 'edit';
  register: UseFormRegister<ProductFormValues>;
  errors: FieldErrors<ProductFormValues>;
  control: Control<ProductFormValues, unknown, T>;
  state: ProductFormState;
}) {
  const words = WORDS[mode];
  const [category, subCategory, price, hsnCode, gstRate, unit, name, packaged] = useWatch({
    control: control as unknown as Control<ProductFormValues>,
    name: ['category', 'subCategory', 'price', 'hsnCode', 'gstRate', 'unit', 'name', 'packaged'],
  });
  const suggestion = suggestionFor({ category, subCategory, price });
  return (
    <>
      <Field label={t('admin.productName')} required error={errors.name?.message} className="sm:col-span-2">
        {(p) => <Input {...p} {...register('name')} autoComplete="off" />}
      </Field>
      {!state.hasOptions && (
        <>
          <Field label={t('admin.price')} required error={errors.price?.message} hint={maybe(words.price)}>
            {(p) => <Input {...p} {...register('price')} type="number" inputMode="decimal" min={0.01} step="0.01" />}
          </Field>
          <Field label={t('admin.mrp')} error={errors.mrp?.message} hint={t(words.mrp)}>
            {(p) => <Input {...p} {...register('mrp')} type="number" inputMode="decimal" min={0.01} step="0.01" />}
          </Field>
          <Field label={t(words.stockLabel)} required error={errors.quantity?.message} hint={t(words.stockHint)}>
            {(p) => <Input {...p} {...register('quantity')} type="number" inputMode="numeric" min={words.minStock} step={1} />}
          </Field>
        </>
      )}
      <Field label={t('admin.description')} required error={errors.description?.message} className="sm:col-span-2">
        {(p) => <Textarea {...p} {...register('description')} rows={3} />}
      </Field>
      <Field label={t('admin.category')} required error={errors.category?.message}>
        {(p) => (
          <Select {...p} {...register('category')}>
            <CategoryOptions />
          </Select>
        )}
      </Field>
      <Field label={t('admin.subCategoryLabel')} error={errors.subCategory?.message}>
        {(p) => (
          <Select {...p} {...register('subCategory')}>
            <SubCategoryOptions category={category} current={subCategory} />
          </Select>
        )}
      </Field>
      <Field label={t('admin.ondcCategory')} error={errors.ondcCategory?.message} hint={t('admin.ondcCategoryHint')}>
        {(p) => (
          <Select {...p} {...register('ondcCategory')}>
            <OndcCategoryOptions category={category} subCategory={subCategory} />
          </Select>
        )}
      </Field>
      <Field label={t('admin.originCountry')} error={errors.originCountry?.message} hint={t('admin.originCountryHint')}>
        {(p) => (
          <Select {...p} {...register('originCountry')}>
            <OriginCountryOptions />
          </Select>
        )}
      </Field>
      <Field label={t('admin.unitLabel')} error={errors.unit?.message} hint={maybe(words.unit)}>
        {(p) => (
          <Select {...p} {...register('unit')}>
            <UnitOptions />
          </Select>
        )}
      </Field>
      <Field label={t('admin.packSize')} error={errors.netQuantity?.message} hint={mode === 'create' ? netQuantityHint(unit) : t('admin.packSizeHintEdit')}>
        {(p) => <Input {...p} {...register('netQuantity')} type="number" inputMode="decimal" min={0.001} step="any" />}
      </Field>
      <Field
        label={t('admin.hsnCode')}
        error={errors.hsnCode?.message}
        hint={suggestion?.hsnCode ? t('admin.suggested', { value: suggestion.hsnCode }) : t('admin.hsnHint')}
      >
        {(p) => <Input {...p} {...register('hsnCode')} inputMode="numeric" autoComplete="off" maxLength={8} placeholder={suggestion?.hsnCode ?? ''} />}
      </Field>
      <Field label={t('admin.gstRate')} error={errors.gstRate?.message} hint={t('admin.gstRateHint')}>
        {(p) => (
          <Select {...p} {...register('gstRate')}>
            <GstRateOptions suggested={suggestion?.rate} />
          </Select>
        )}
      </Field>
      <SuggestedTaxNote suggestion={suggestion} hsnCode={hsnCode} gstRate={gstRate} />
      <VariantsEditor state={state.variants} onChange={state.setVariants} base={{ name, price }} error={state.variantsError} />
      <DeclarationFields register={register} errors={errors} packaged={packaged} serverErrors={state.declarationErrors} />
    </>
  );
}

/** The hint of the net quantity for the unit chosen: 4 reads "4 L", "set of 4". */
function netQuantityHint(unit: string): string {
  return t('admin.packSizeHint', { example: unitText(unitLabel(unit || 'L', 4)) });
}
