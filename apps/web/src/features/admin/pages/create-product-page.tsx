import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { productBody, unitLabel, type ProductBody } from '@bazaar/shared';
import { usePageTitle } from '@/hooks/use-page-title';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Field, Input, Select, Textarea } from '@/components/ui/field';
import { Page } from '@/components/ui/page';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { messageOf } from '@/lib/api';
import { useAuth } from '@/lib/auth';
import { toast } from '@/lib/toast';
import { useAdminDetails } from '../api/get-admin-details';
import { useCreateProduct } from '../api/create-product';
import { DeclarationFields, EMPTY_DECLARATIONS, type DeclarationForm } from '../components/declaration-fields';
import { placeOfProductError } from '../components/product-field-errors';
import { NewProductPhotos, type PendingPhoto } from '../components/new-product-photos';
import { NO_VARIANTS, toVariantsBody, VariantsEditor, type VariantsState } from '../components/variants-editor';
import {
  CategoryOptions,
  OndcCategoryOptions,
  GstRateOptions,
  SubCategoryOptions,
  SuggestedTaxNote,
  UnitOptions,
  suggestionFor,
} from '../components/product-option-fields';

/** What the inputs hold (strings); productBody turns it into the typed body. */
interface ProductForm {
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

const EMPTY: ProductForm = {
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

/** /admin/create-product */
export default function CreateProductPage() {
  usePageTitle('Create Product');
  const { user } = useAuth();
  const details = useAdminDetails('/api/admin/details', user?._id);
  const shopId = details.data?.shop?._id ?? null;
  const create = useCreateProduct();
  // The photos in their order, the first the cover; a variant row (by key) may show one of them (decision 097).
  const [photos, setPhotos] = useState<PendingPhoto[]>([]);
  const [variantPhotos, setVariantPhotos] = useState<Record<string, string>>({});
  const [compressing, setCompressing] = useState(false);
  const [progress, setProgress] = useState<string | null>(null);
  const alerted = useRef(false);
  const [variants, setVariants] = useState<VariantsState>(NO_VARIANTS);
  const [variantsError, setVariantsError] = useState<string | undefined>();
  const [declarationErrors, setDeclarationErrors] = useState<Partial<Record<string, string>>>({});
  const hasOptions = variants.rows.length > 0;

  const form = useForm<ProductForm, unknown, ProductBody>({
    // The shared schema parses the inputs' strings (numbers coerced, '' = none) exactly as the server does;
    // the cast only widens the select fields from the option unions to string.
    resolver: zodResolver(productBody) as unknown as Resolver<ProductForm, unknown, ProductBody>,
    defaultValues: EMPTY,
    mode: 'onTouched',
  });
  const { register, formState, reset, control } = form;
  const errors = formState.errors;
  const [category, subCategory, price, hsnCode, gstRate, unit, name, packaged] = useWatch({
    control,
    name: ['category', 'subCategory', 'price', 'hsnCode', 'gstRate', 'unit', 'name', 'packaged'],
  });
  const suggestion = suggestionFor({ category, subCategory, price });

  useEffect(() => {
    if (details.isError && !alerted.current) {
      alerted.current = true;
      // docs/decisions/013-shopper-screens-departures.md: the spec copied another screen's text here; this is the correct one.
      toast.error('Failed to load your shop details. Please try again.');
    }
    if (details.isSuccess && !details.data.shop) console.warn('Admin details came without a shop id');
  }, [details.isError, details.isSuccess, details.data]);

  const onValid = async (values: ProductBody) => {
    if (!shopId) {
      toast.error('Shop ID not loaded yet. Cannot create product.');
      return;
    }
    const [cover, ...more] = photos;
    if (!cover) {
      toast.error('Please upload a product image.');
      return;
    }
    setVariantsError(undefined);
    setDeclarationErrors({});
    // Loose goods send no declarations; a product with options sends its variants (the server takes the lowest
    // price and the total stock for the product itself).
    const body: ProductBody = { ...values, declarations: values.packaged ? values.declarations : undefined };
    if (hasOptions) Object.assign(body, toVariantsBody(variants), { mrp: undefined });
    const shown = hasOptions
      ? variants.rows.flatMap((r) => {
          const photo = photos.findIndex((p) => p.id === variantPhotos[r.key]);
          return photo >= 0 ? [{ sku: r.sku, photo }] : [];
        })
      : [];
    try {
      const res = await create.mutateAsync({
        values: body,
        shopId,
        image: cover.file,
        more: more.map((p) => p.file),
        variantPhotos: shown,
        onProgress: (done, of) => setProgress(`Adding photo ${done + 1} of ${of + 1}…`),
      });
      // The product exists once the first call answered: a photo that failed after it is said, and added from Edit.
      if (res.failed.length) toast.error(`Product created, but these were not saved: ${res.failed.join('; ')}. Add them from My Products → Edit.`, 8000);
      else toast.success('Product created successfully!');
      reset(EMPTY);
      setVariants(NO_VARIANTS);
      setPhotos([]);
      setVariantPhotos({});
    } catch (err) {
      const message = messageOf(err, 'Failed to create product');
      const place = placeOfProductError(message);
      // The server's 400 shown at the field it names; anything else as a toast.
      if (place.kind === 'mrp' && !hasOptions) form.setError('mrp', { message }, { shouldFocus: true });
      else if (place.kind === 'declaration') setDeclarationErrors({ [place.key]: message });
      else if (place.kind === 'variants' || (place.kind === 'mrp' && hasOptions)) setVariantsError(message);
      else toast.error(message);
    } finally {
      setProgress(null);
    }
  };

  function submit(e: FormEvent<HTMLFormElement>) {
    if (!shopId) {
      e.preventDefault();
      toast.error('Shop ID not loaded yet. Cannot create product.');
      return;
    }
    if (hasOptions) {
      // The product's own price and stock come from its variants: fill the hidden fields so the shared schema passes.
      const prices = variants.rows.map((r) => Number(r.price)).filter((n) => n > 0);
      form.setValue('price', String(prices.length ? Math.min(...prices) : 1));
      form.setValue('quantity', '1');
    }
    void form.handleSubmit(onValid)(e);
  }

  const loadingShop = !!user && details.isPending;
  const shopMissing = !loadingShop && !shopId;

  return (
    <Page narrow>
      <PageHeader title="Create Product" subtitle={details.data?.shop ? `Listing in ${details.data.shop.name}` : 'List a new product in your shop.'} />
      {loadingShop && <Spinner label="Loading your shop details" className="py-4" />}
      {shopMissing && (
        <p role="alert" className="mb-4 rounded-xl border border-red-300 bg-red-50 px-4 py-3 font-semibold text-red-800">
          Your shop details could not be loaded. Please ensure your shop is registered.
        </p>
      )}
      <Card className="p-5 sm:p-6">
        <form noValidate onSubmit={submit} className="grid gap-5 sm:grid-cols-2" aria-label="Create Product">
          <Field label="Product Name" required error={errors.name?.message} className="sm:col-span-2">
            {(p) => <Input {...p} {...register('name')} autoComplete="off" />}
          </Field>
          {!hasOptions && (
            <>
              <Field label="Price" required error={errors.price?.message} hint="In rupees (₹)">
                {(p) => <Input {...p} {...register('price')} type="number" inputMode="decimal" min={0.01} step="0.01" />}
              </Field>
              <Field label="MRP" error={errors.mrp?.message} hint="Maximum retail price in ₹, at least the price; optional">
                {(p) => <Input {...p} {...register('mrp')} type="number" inputMode="decimal" min={0.01} step="0.01" />}
              </Field>
              <Field label="Quantity" required error={errors.quantity?.message} hint="Stock on hand, at least 1">
                {(p) => <Input {...p} {...register('quantity')} type="number" inputMode="numeric" min={1} step={1} />}
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
          <Field label="Unit" error={errors.unit?.message} hint="What the price is for">
            {(p) => (
              <Select {...p} {...register('unit')}>
                <UnitOptions />
              </Select>
            )}
          </Field>
          <Field label="Pack size" error={errors.netQuantity?.message} hint={netQuantityHint(unit)}>
            {(p) => <Input {...p} {...register('netQuantity')} type="number" inputMode="decimal" min={0.001} step="any" />}
          </Field>
          <Field
            label="HSN code"
            error={errors.hsnCode?.message}
            hint={suggestion?.hsnCode ? `Suggested: ${suggestion.hsnCode}` : '4, 6 or 8 digits; optional'}
          >
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
          <NewProductPhotos
            photos={photos}
            onChange={setPhotos}
            onBusyChange={setCompressing}
            variants={variants.rows.map((r) => ({ key: r.key, label: Object.values(r.options).join(' / ') }))}
            variantPhotos={variantPhotos}
            onVariantPhotosChange={setVariantPhotos}
          />
          <div className="space-y-2 sm:col-span-2">
            {progress && (
              <p role="status" className="text-sm text-ink-700">
                {progress}
              </p>
            )}
            <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={!shopId || compressing} loading={create.isPending || formState.isSubmitting}>
              Upload Product
            </Button>
          </div>
        </form>
      </Card>
    </Page>
  );
}

/** The hint of the net quantity for the unit chosen: 4 reads "4 L", "set of 4". */
function netQuantityHint(unit: string): string {
  return `Optional: 4 reads “${unitLabel(unit || 'L', 4)}” beside the price`;
}
