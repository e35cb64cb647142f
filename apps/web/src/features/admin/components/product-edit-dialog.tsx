import { useEffect, useState } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ondcCategoryOf, productPatchBody, type ProductDto, type ProductPatchBody } from '@bazaar/shared';
import { Button } from '@/components/ui/button';
import { Field, Input, Select, Textarea } from '@/components/ui/field';
import { ImageInput } from '@/components/ui/image-input';
import { Modal } from '@/components/ui/modal';
import { messageOf } from '@/lib/api';
import { toast } from '@/lib/toast';
import { useUpdateProduct } from '../api/update-product';
import { DeclarationFields, EMPTY_DECLARATIONS, type DeclarationForm } from './declaration-fields';
import { placeOfProductError } from './product-field-errors';
import { ProductPhotosEditor } from './product-photos-editor';
import { NO_VARIANTS, toVariantsBody, VariantsEditor, type VariantsState } from './variants-editor';
import {
  CategoryOptions,
  OndcCategoryOptions,
  GstRateOptions,
  SubCategoryOptions,
  SuggestedTaxNote,
  UnitOptions,
  suggestionFor,
} from './product-option-fields';

interface EditForm {
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

function toForm(p: ProductDto): EditForm {
  return {
    name: p.name,
    price: String(p.price),
    description: p.description,
    quantity: String(p.quantity),
    category: p.category,
    subCategory: p.subCategory ?? '',
    // Blank when it is only the default: a later category change then moves it too.
    ondcCategory: p.ondcCategory && p.ondcCategory !== ondcCategoryOf({ category: p.category, subCategory: p.subCategory }) ? p.ondcCategory : '',
    unit: p.unit ?? '',
    netQuantity: p.netQuantity === null ? '' : String(p.netQuantity),
    hsnCode: p.hsnCode ?? '',
    gstRate: p.gstRate === null ? '' : String(p.gstRate),
    mrp: p.mrp === null ? '' : String(p.mrp),
    packaged: p.packaged,
    declarations: { ...EMPTY_DECLARATIONS, ...(p.declarations ?? {}) },
  };
}

/** The variants editor filled from a product with options (each row keeps its variant's id). */
function toVariants(p: ProductDto): VariantsState {
  if (p.options.length === 0) return NO_VARIANTS;
  return {
    options: p.options,
    rows: p.variants.map((v) => ({
      key: JSON.stringify(p.options.map((o) => v.options[o.name] ?? '')),
      options: v.options,
      _id: v._id,
      sku: v.sku,
      price: String(v.price),
      mrp: v.mrp === null ? '' : String(v.mrp),
      quantity: String(v.quantity),
    })),
  };
}

/** Edit every field of a product; stock may go to 0. A new image is optional and replaces the old one. */
export function ProductEditDialog({ product, onClose }: { product: ProductDto | null; onClose: () => void }) {
  const update = useUpdateProduct();
  const [image, setImage] = useState<File | null>(null);
  const [compressing, setCompressing] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [variants, setVariants] = useState<VariantsState>(() => (product ? toVariants(product) : NO_VARIANTS));
  const [variantsError, setVariantsError] = useState<string | undefined>();
  const [declarationErrors, setDeclarationErrors] = useState<Partial<Record<string, string>>>({});
  const hasOptions = variants.rows.length > 0;
  const { register, handleSubmit, reset, formState, control, setError, setValue } = useForm<EditForm, unknown, ProductPatchBody>({
    resolver: zodResolver(productPatchBody) as unknown as Resolver<EditForm, unknown, ProductPatchBody>,
    defaultValues: product ? toForm(product) : undefined,
  });
  const errors = formState.errors;
  const [category, subCategory, price, hsnCode, gstRate, name, packaged] = useWatch({
    control,
    name: ['category', 'subCategory', 'price', 'hsnCode', 'gstRate', 'name', 'packaged'],
  });
  const suggestion = suggestionFor({ category, subCategory, price });

  // Another product (or none): forget the last one's new image and error while rendering, refill the form after.
  const [shown, setShown] = useState(product);
  if (shown !== product) {
    setShown(product);
    setImage(null);
    setServerError(null);
    setVariants(product ? toVariants(product) : NO_VARIANTS);
    setVariantsError(undefined);
    setDeclarationErrors({});
  }
  useEffect(() => {
    if (product) reset(toForm(product));
  }, [product, reset]);

  async function save(values: ProductPatchBody) {
    if (!product) return;
    setServerError(null);
    setVariantsError(undefined);
    setDeclarationErrors({});
    const { options: _o, variants: _v, sku: _s, declarations, packaged: isPackaged, ...rest } = values;
    const patch = {
      ...rest,
      subCategory: values.subCategory ?? '',
      ondcCategory: values.ondcCategory ?? null,
      unit: values.unit ?? '',
      netQuantity: values.netQuantity ?? null,
      mrp: values.mrp ?? null,
      packaged: isPackaged ?? false,
      ...(isPackaged ? { declarations: declarations as Record<string, string> } : {}),
    };
    if (hasOptions) {
      // Price, stock and MRP are per variant then (the server refuses them at the top).
      delete patch.price;
      delete patch.quantity;
      delete (patch as { mrp?: unknown }).mrp;
      Object.assign(patch, toVariantsBody(variants));
    } else if (product.options.length > 0) {
      // All options removed: back to one variant with the form's price and stock.
      Object.assign(patch, {
        options: [],
        variants: [{ sku: product.variants[0]?.sku ?? 'SKU-1', options: {}, price: values.price, quantity: values.quantity ?? 0 }],
      });
      delete patch.price;
      delete patch.quantity;
    }
    try {
      const res = await update.mutateAsync({ id: product._id, patch, image });
      toast.success(res.message || 'Product updated successfully');
      onClose();
    } catch (err) {
      const message = messageOf(err, 'Failed to update product');
      const place = placeOfProductError(message);
      if (place.kind === 'mrp' && !hasOptions) setError('mrp', { message }, { shouldFocus: true });
      else if (place.kind === 'declaration') setDeclarationErrors({ [place.key]: message });
      else if (place.kind === 'variants' || place.kind === 'mrp') setVariantsError(message);
      else setServerError(message);
    }
  }

  return (
    <Modal open={!!product} title={product ? `Edit ${product.name}` : 'Edit product'} onClose={onClose}>
      <form
        noValidate
        onSubmit={(e) => {
          if (hasOptions) {
            // The product's own price and stock come from its variants: fill the hidden fields for the shared schema.
            const prices = variants.rows.map((r) => Number(r.price)).filter((n) => n > 0);
            setValue('price', String(prices.length ? Math.min(...prices) : 1));
            setValue('quantity', '0');
            setValue('mrp', '');
          }
          void handleSubmit(save)(e);
        }}
        className="grid gap-4 sm:grid-cols-2"
      >
        <Field label="Product Name" required error={errors.name?.message} className="sm:col-span-2">
          {(p) => <Input {...p} {...register('name')} />}
        </Field>
        {!hasOptions && (
          <>
            <Field label="Price" required error={errors.price?.message}>
              {(p) => <Input {...p} {...register('price')} type="number" inputMode="decimal" min={0.01} step="0.01" />}
            </Field>
            <Field label="MRP" error={errors.mrp?.message} hint="At least the price; blank: none">
              {(p) => <Input {...p} {...register('mrp')} type="number" inputMode="decimal" min={0.01} step="0.01" />}
            </Field>
            <Field label="Stock" required error={errors.quantity?.message} hint="0 marks it out of stock">
              {(p) => <Input {...p} {...register('quantity')} type="number" inputMode="numeric" min={0} step={1} />}
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
        <Field label="Unit" error={errors.unit?.message}>
          {(p) => (
            <Select {...p} {...register('unit')}>
              <UnitOptions />
            </Select>
          )}
        </Field>
        <Field label="Pack size" error={errors.netQuantity?.message} hint="Optional: 4 with L reads “4 L”">
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
        <VariantsEditor state={variants} onChange={setVariants} base={{ name, price }} error={variantsError} />
        <DeclarationFields register={register} errors={errors} packaged={packaged} serverErrors={declarationErrors} />
        {product && <ProductPhotosEditor key={product._id} product={product} />}
        <ImageInput
          key={product?._id}
          label="Replace the cover (optional)"
          className="sm:col-span-2"
          onChange={setImage}
          onBusyChange={setCompressing}
          previewAlt={(f) => `Preview of the new image ${f.name}`}
        />
        {serverError && (
          <p role="alert" className="rounded-lg border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-800 sm:col-span-2">
            {serverError}
          </p>
        )}
        <div className="flex justify-end gap-3 sm:col-span-2">
          <Button variant="outline" onClick={onClose} disabled={update.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={update.isPending} disabled={compressing}>
            Save changes
          </Button>
        </div>
      </form>
    </Modal>
  );
}
