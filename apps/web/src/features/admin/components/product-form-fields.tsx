import { useState } from 'react';
import { useWatch, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { unitLabel } from '@bazaar/shared';
import { Field, Input, Select, Textarea } from '@/components/ui/field';
import { DeclarationFields, EMPTY_DECLARATIONS, type DeclarationForm } from './declaration-fields';
import { placeOfProductError } from './product-field-errors';
import { NO_VARIANTS, VariantsEditor, type VariantsState } from './variants-editor';
import {
  CategoryOptions,
  GstRateOptions,
  OndcCategoryOptions,
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
    price: 'In rupees (₹)',
    mrp: 'Maximum retail price in ₹, at least the price; optional',
    stockLabel: 'Quantity',
    stockHint: 'Stock on hand, at least 1',
    minStock: 1,
    unit: 'What the price is for',
  },
  edit: { price: undefined, mrp: 'At least the price; blank: none', stockLabel: 'Stock', stockHint: '0 marks it out of stock', minStock: 0, unit: undefined },
} as const;

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
      <Field label="Product Name" required error={errors.name?.message} className="sm:col-span-2">
        {(p) => <Input {...p} {...register('name')} autoComplete="off" />}
      </Field>
      {!state.hasOptions && (
        <>
          <Field label="Price" required error={errors.price?.message} hint={words.price}>
            {(p) => <Input {...p} {...register('price')} type="number" inputMode="decimal" min={0.01} step="0.01" />}
          </Field>
          <Field label="MRP" error={errors.mrp?.message} hint={words.mrp}>
            {(p) => <Input {...p} {...register('mrp')} type="number" inputMode="decimal" min={0.01} step="0.01" />}
          </Field>
          <Field label={words.stockLabel} required error={errors.quantity?.message} hint={words.stockHint}>
            {(p) => <Input {...p} {...register('quantity')} type="number" inputMode="numeric" min={words.minStock} step={1} />}
          </Field>
        </>
      )}
      <Field label="Description" required error={errors.description?.message} className="sm:col-span-2">
        {(p) => <Textarea {...p} {...register('description')} rows={3} />}
      </Field>
      <Field label="Category" required error={errors.category?.message}>
        {(p) => (
          <Select {...p} {...register('category')}>
            <CategoryOptions />
          </Select>
        )}
      </Field>
      <Field label="Sub Category" error={errors.subCategory?.message}>
        {(p) => (
          <Select {...p} {...register('subCategory')}>
            <SubCategoryOptions category={category} current={subCategory} />
          </Select>
        )}
      </Field>
      <Field label="ONDC category" error={errors.ondcCategory?.message} hint="How buyer apps on ONDC list it">
        {(p) => (
          <Select {...p} {...register('ondcCategory')}>
            <OndcCategoryOptions category={category} subCategory={subCategory} />
          </Select>
        )}
      </Field>
      <Field label="Unit" error={errors.unit?.message} hint={words.unit}>
        {(p) => (
          <Select {...p} {...register('unit')}>
            <UnitOptions />
          </Select>
        )}
      </Field>
      <Field label="Pack size" error={errors.netQuantity?.message} hint={mode === 'create' ? netQuantityHint(unit) : 'Optional: 4 with L reads “4 L”'}>
        {(p) => <Input {...p} {...register('netQuantity')} type="number" inputMode="decimal" min={0.001} step="any" />}
      </Field>
      <Field label="HSN code" error={errors.hsnCode?.message} hint={suggestion?.hsnCode ? `Suggested: ${suggestion.hsnCode}` : '4, 6 or 8 digits; optional'}>
        {(p) => <Input {...p} {...register('hsnCode')} inputMode="numeric" autoComplete="off" maxLength={8} placeholder={suggestion?.hsnCode ?? ''} />}
      </Field>
      <Field label="GST rate" error={errors.gstRate?.message} hint="Blank: the suggested rate">
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
  return `Optional: 4 reads “${unitLabel(unit || 'L', 4)}” beside the price`;
}
