import { useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { createShopBody } from '@bazaar/shared';
import { usePageTitle } from '@/hooks/use-page-title';
import { Button, ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Field, Select } from '@/components/ui/field';
import { Page } from '@/components/ui/page';
import { PageHeader } from '@/components/ui/page-header';
import type { ImageInputHandle } from '@/components/ui/image-input';
import { messageOf } from '@/lib/api';
import { toast } from '@/lib/toast';
import { useAdmins } from '../api/get-admins';
import { useCreateShop } from '../api/create-shop';
import { ShopFormFields, ShopImageInput } from '../components/shop-form-fields';
import { t } from '@/i18n/i18n';

type ShopForm = z.input<typeof createShopBody>;
type CreateShopValues = z.output<typeof createShopBody>;

const EMPTY: ShopForm = {
  name: '',
  legalName: '',
  category: '',
  location: '',
  address: '',
  phone: '',
  pan: '',
  gstnumber: '',
  gstRegistration: 'regular',
  state: '',
  admin: '',
  razorpayAccountId: '',
};

/** /create-shop — register a shop and hand it to an admin. */
export default function CreateShopPage() {
  usePageTitle(t('superadmin.createShopTitle'));
  const admins = useAdmins();
  const create = useCreateShop();
  const [image, setImage] = useState<File | null>(null);
  const [compressing, setCompressing] = useState(false);
  const imageRef = useRef<ImageInputHandle>(null);
  const { register, handleSubmit, reset, formState, control } = useForm<ShopForm, unknown, CreateShopValues>({
    // The same schema the server applies (phone, PAN, GSTIN checked here too).
    resolver: zodResolver(createShopBody),
    defaultValues: EMPTY,
    mode: 'onTouched',
  });
  const errors = formState.errors;
  const registration = useWatch({ control, name: 'gstRegistration' });
  const free = admins.data?.filter((a) => !a.shop) ?? [];

  async function onValid(values: CreateShopValues) {
    if (!image) {
      toast.error(t('superadmin.uploadImage'));
      return;
    }
    try {
      const res = await create.mutateAsync({ values, image });
      toast.success(t('superadmin.shopCreated', { name: res.name ?? res.shop?.name ?? values.name }));
      reset(EMPTY);
      setImage(null);
      imageRef.current?.reset();
    } catch (err) {
      toast.error(t('superadmin.createShopFailed', { message: messageOf(err, t('superadmin.unknownError')) }), 6000);
    }
  }

  return (
    <Page narrow>
      <PageHeader title={t('superadmin.createShopTitle')} subtitle={t('superadmin.createShopSubtitle')} />
      <Card className="p-5 sm:p-6">
        <form noValidate onSubmit={(e) => handleSubmit(onValid)(e)} className="grid gap-5 sm:grid-cols-2" aria-label={t('superadmin.createShopTitle')}>
          <ShopFormFields register={register} errors={errors} registration={registration} blankCategory paymentAccount />
          <Field
            label={t('superadmin.admin')}
            required
            className="sm:col-span-2"
            error={errors.admin?.message}
            hint={
              admins.isError ? t('superadmin.adminsFailed') : admins.data && free.length === 0 ? t('superadmin.everyAdminOwns') : t('superadmin.adminOneShop')
            }
          >
            {(p) => (
              <Select {...p} {...register('admin')} disabled={admins.isPending}>
                <option value="">{admins.isPending ? t('superadmin.loadingAdmins') : t('superadmin.selectAdmin')}</option>
                {admins.data?.map((a) => (
                  <option key={a._id} value={a._id} disabled={!!a.shop}>
                    {a.shop ? t('superadmin.adminOwns', { name: a.name, email: a.email, shop: a.shop.name }) : `${a.name} (${a.email})`}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <ShopImageInput ref={imageRef} onChange={setImage} onBusyChange={setCompressing} />
          <div className="flex flex-wrap gap-3 sm:col-span-2">
            <Button type="submit" size="lg" loading={create.isPending} disabled={compressing}>
              {t('superadmin.createShopTitle')}
            </Button>
            <ButtonLink to="/superadmincrud" variant="outline" size="lg">
              {t('superadmin.manageAdmins')}
            </ButtonLink>
          </div>
        </form>
      </Card>
    </Page>
  );
}
