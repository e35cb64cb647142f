import { useEffect, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ondcCategoryOf, productPatchBody, type ProductDto, type ProductPatchBody } from '@bazaar/shared';
import { Button } from '@/components/ui/button';
import { ImageInput } from '@/components/ui/image-input';
import { Modal } from '@/components/ui/modal';
import { messageOf } from '@/lib/api';
import { toast } from '@/lib/toast';
import { useUpdateProduct } from '../api/update-product';
import { EMPTY_DECLARATIONS } from './declaration-fields';
import { ProductPhotosEditor } from './product-photos-editor';
import { lowestVariantPrice, ProductFormFields, useProductFormState, type ProductFormValues } from './product-form-fields';
import { NO_VARIANTS, toVariantsBody, type VariantsState } from './variants-editor';
import { t } from '@/i18n/i18n';

function toForm(p: ProductDto): ProductFormValues {
  return {
    name: p.name,
    price: String(p.price),
    description: p.description,
    quantity: String(p.quantity),
    category: p.category,
    subCategory: p.subCategory ?? '',
    // Blank when it is only the default: a later category change then moves it too.
    ondcCategory: p.ondcCategory && p.ondcCategory !== ondcCategoryOf({ category: p.category, subCategory: p.subCategory }) ? p.ondcCategory : '',
    originCountry: p.originCountry,
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
  const state = useProductFormState(product ? toVariants(product) : NO_VARIANTS);
  const { variants, hasOptions } = state;
  const { register, handleSubmit, reset, formState, control, setError, setValue } = useForm<ProductFormValues, unknown, ProductPatchBody>({
    resolver: zodResolver(productPatchBody) as unknown as Resolver<ProductFormValues, unknown, ProductPatchBody>,
    defaultValues: product ? toForm(product) : undefined,
  });
  const errors = formState.errors;

  // Another product (or none): forget the last one's new image and error while rendering, refill the form after.
  const [shown, setShown] = useState(product);
  if (shown !== product) {
    setShown(product);
    setImage(null);
    setServerError(null);
    state.resetTo(product ? toVariants(product) : NO_VARIANTS);
  }
  useEffect(() => {
    if (product) reset(toForm(product));
  }, [product, reset]);

  async function save(values: ProductPatchBody) {
    if (!product) return;
    setServerError(null);
    state.clearErrors();
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
      await update.mutateAsync({ id: product._id, patch, image });
      // The server's fixed sentence, said from the catalog (decision 090, third-wave addendum).
      toast.success(t('admin.productUpdated'));
      onClose();
    } catch (err) {
      state.placeError(messageOf(err, t('admin.updateFailed')), {
        mrp: (message) => setError('mrp', { message }, { shouldFocus: true }),
        other: setServerError,
      });
    }
  }

  return (
    <Modal open={!!product} title={product ? t('admin.editNamed', { name: product.name }) : t('admin.editProduct')} onClose={onClose}>
      <form
        noValidate
        onSubmit={(e) => {
          if (hasOptions) {
            // The product's own price and stock come from its variants: fill the hidden fields for the shared schema.
            setValue('price', lowestVariantPrice(variants));
            setValue('quantity', '0');
            setValue('mrp', '');
          }
          void handleSubmit(save)(e);
        }}
        className="grid gap-4 sm:grid-cols-2"
      >
        <ProductFormFields mode="edit" register={register} errors={errors} control={control} state={state} />
        {product && <ProductPhotosEditor key={product._id} product={product} />}
        <ImageInput
          key={product?._id}
          label={t('admin.replaceCover')}
          className="sm:col-span-2"
          onChange={setImage}
          onBusyChange={setCompressing}
          previewAlt={(f) => t('admin.newImagePreview', { name: f.name })}
        />
        {serverError && (
          <p role="alert" className="rounded-lg border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-800 sm:col-span-2">
            {serverError}
          </p>
        )}
        <div className="flex justify-end gap-3 sm:col-span-2">
          <Button variant="outline" onClick={onClose} disabled={update.isPending}>
            {t('ui.cancel')}
          </Button>
          <Button type="submit" loading={update.isPending} disabled={compressing}>
            {t('admin.saveChanges')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
