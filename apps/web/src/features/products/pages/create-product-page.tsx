import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { productBody, type ProductBody } from '@bazaar/shared';
import { usePageTitle } from '@/hooks/use-page-title';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Page } from '@/components/ui/page';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { messageOf } from '@/lib/api';
import { useAuth } from '@/lib/auth';
import { toast } from '@/lib/toast';
import { useAdminDetails } from '@/lib/admin-details';
import { useCreateProduct } from '../api/create-product';
import { NewProductPhotos, type PendingPhoto } from '../components/new-product-photos';
import { EMPTY_PRODUCT_FORM, lowestVariantPrice, ProductFormFields, useProductFormState, type ProductFormValues } from '../components/product-form-fields';
import { NO_VARIANTS, toVariantsBody } from '../components/variants-editor';
import { t } from '@/i18n/i18n';

/** /admin/create-product */
export default function CreateProductPage() {
  usePageTitle(t('nav.createProduct'));
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
  const state = useProductFormState();
  const { variants, hasOptions } = state;

  const form = useForm<ProductFormValues, unknown, ProductBody>({
    // The shared schema parses the inputs' strings (numbers coerced, '' = none) exactly as the server does;
    // the cast only widens the select fields from the option unions to string.
    resolver: zodResolver(productBody) as unknown as Resolver<ProductFormValues, unknown, ProductBody>,
    defaultValues: EMPTY_PRODUCT_FORM,
    mode: 'onTouched',
  });
  const { register, formState, reset, control } = form;
  const errors = formState.errors;

  useEffect(() => {
    if (details.isError && !alerted.current) {
      alerted.current = true;
      // docs/decisions/013-shopper-screens-departures.md: the spec copied another screen's text here; this is the correct one.
      toast.error(t('admin.shopDetailsFailed'));
    }
    if (details.isSuccess && !details.data.shop) console.warn('Admin details came without a shop id');
  }, [details.isError, details.isSuccess, details.data]);

  const onValid = async (values: ProductBody) => {
    if (!shopId) {
      toast.error(t('admin.shopIdMissing'));
      return;
    }
    const [cover, ...more] = photos;
    if (!cover) {
      toast.error(t('admin.uploadImage'));
      return;
    }
    state.clearErrors();
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
        onProgress: (done, of) => setProgress(t('admin.addingPhoto', { n: done + 1, of: of + 1 })),
      });
      // The product exists once the first call answered: a photo that failed after it is said, and added from Edit.
      if (res.failed.length) toast.error(t('admin.createdPhotosFailed', { failed: res.failed.join('; ') }), 8000);
      else toast.success(t('admin.productCreated'));
      reset(EMPTY_PRODUCT_FORM);
      state.resetTo(NO_VARIANTS);
      setPhotos([]);
      setVariantPhotos({});
    } catch (err) {
      // The server's 400 shown at the field it names; anything else as a toast.
      state.placeError(messageOf(err, t('admin.createFailed')), {
        mrp: (message) => form.setError('mrp', { message }, { shouldFocus: true }),
        other: (message) => toast.error(message),
      });
    } finally {
      setProgress(null);
    }
  };

  function submit(e: FormEvent<HTMLFormElement>) {
    if (!shopId) {
      e.preventDefault();
      toast.error(t('admin.shopIdMissing'));
      return;
    }
    if (hasOptions) {
      // The product's own price and stock come from its variants: fill the hidden fields so the shared schema passes.
      form.setValue('price', lowestVariantPrice(variants));
      form.setValue('quantity', '1');
    }
    void form.handleSubmit(onValid)(e);
  }

  const loadingShop = !!user && details.isPending;
  const shopMissing = !loadingShop && !shopId;

  return (
    <Page narrow>
      <PageHeader
        title={t('nav.createProduct')}
        subtitle={details.data?.shop ? t('admin.listingIn', { shop: details.data.shop.name }) : t('admin.createSubtitle')}
      />
      {loadingShop && <Spinner label={t('admin.loadingShop')} className="py-4" />}
      {shopMissing && (
        <p role="alert" className="mb-4 rounded-xl border border-red-300 bg-red-50 px-4 py-3 font-semibold text-red-800">
          {t('admin.shopMissing')}
        </p>
      )}
      <Card className="p-5 sm:p-6">
        <form noValidate onSubmit={submit} className="grid gap-5 sm:grid-cols-2" aria-label={t('nav.createProduct')}>
          <ProductFormFields mode="create" register={register} errors={errors} control={control} state={state} />
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
              {t('admin.uploadProduct')}
            </Button>
          </div>
        </form>
      </Card>
    </Page>
  );
}
