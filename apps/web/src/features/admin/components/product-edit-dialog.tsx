import { useEffect, useState } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { productPatchBody, type ProductDto, type ProductPatchBody } from '@bazaar/shared';
import { Button } from '@/components/ui/button';
import { Field, Input, Select, Textarea } from '@/components/ui/field';
import { ImageInput } from '@/components/ui/image-input';
import { Modal } from '@/components/ui/modal';
import { messageOf } from '@/lib/api';
import { toast } from '@/lib/toast';
import { useUpdateProduct } from '../api/update-product';
import { CategoryOptions, GstRateOptions, SubCategoryOptions, SuggestedTaxNote, UnitOptions, suggestionFor } from './product-option-fields';

interface EditForm {
  name: string;
  price: string;
  description: string;
  quantity: string;
  category: string;
  subCategory: string;
  unit: string;
  netQuantity: string;
  hsnCode: string;
  gstRate: string;
}

function toForm(p: ProductDto): EditForm {
  return {
    name: p.name,
    price: String(p.price),
    description: p.description,
    quantity: String(p.quantity),
    category: p.category,
    subCategory: p.subCategory ?? '',
    unit: p.unit ?? '',
    netQuantity: p.netQuantity === null ? '' : String(p.netQuantity),
    hsnCode: p.hsnCode ?? '',
    gstRate: p.gstRate === null ? '' : String(p.gstRate),
  };
}

/** Edit every field of a product; stock may go to 0. A new image is optional and replaces the old one. */
export function ProductEditDialog({ product, onClose }: { product: ProductDto | null; onClose: () => void }) {
  const update = useUpdateProduct();
  const [image, setImage] = useState<File | null>(null);
  const [compressing, setCompressing] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const { register, handleSubmit, reset, formState, control } = useForm<EditForm, unknown, ProductPatchBody>({
    resolver: zodResolver(productPatchBody) as unknown as Resolver<EditForm, unknown, ProductPatchBody>,
    defaultValues: product ? toForm(product) : undefined,
  });
  const errors = formState.errors;
  const [category, subCategory, price, hsnCode, gstRate] = useWatch({ control, name: ['category', 'subCategory', 'price', 'hsnCode', 'gstRate'] });
  const suggestion = suggestionFor({ category, subCategory, price });

  // Another product (or none): forget the last one's new image and error while rendering, refill the form after.
  const [shown, setShown] = useState(product);
  if (shown !== product) {
    setShown(product);
    setImage(null);
    setServerError(null);
  }
  useEffect(() => {
    if (product) reset(toForm(product));
  }, [product, reset]);

  async function save(values: ProductPatchBody) {
    if (!product) return;
    setServerError(null);
    try {
      const res = await update.mutateAsync({
        id: product._id,
        patch: { ...values, subCategory: values.subCategory ?? '', unit: values.unit ?? '', netQuantity: values.netQuantity ?? null },
        image,
      });
      toast.success(res.message || 'Product updated successfully');
      onClose();
    } catch (err) {
      setServerError(messageOf(err, 'Failed to update product'));
    }
  }

  return (
    <Modal open={!!product} title={product ? `Edit ${product.name}` : 'Edit product'} onClose={onClose}>
      <form noValidate onSubmit={handleSubmit(save)} className="grid gap-4 sm:grid-cols-2">
        <Field label="Product Name" required error={errors.name?.message} className="sm:col-span-2">
          {(p) => <Input {...p} {...register('name')} />}
        </Field>
        <Field label="Price" required error={errors.price?.message}>
          {(p) => <Input {...p} {...register('price')} type="number" inputMode="decimal" min={0.01} step="0.01" />}
        </Field>
        <Field label="Stock" required error={errors.quantity?.message} hint="0 marks it out of stock">
          {(p) => <Input {...p} {...register('quantity')} type="number" inputMode="numeric" min={0} step={1} />}
        </Field>
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
        <ImageInput
          key={product?._id}
          label="New image (optional)"
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
