import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { SHOP_REGISTRATION_CATEGORIES, shopRegistrationBody } from '@bazaar/shared';
import { messageOf } from '@/lib/api';
import { sendShopRequest } from './api/send-shop-request';
import { usePageTitle } from '@/hooks/use-page-title';
import { Button } from '@/components/ui/button';
import { Field, Input, Select, Textarea } from '@/components/ui/field';
import { Page } from '@/components/ui/page';
import { PageHeader } from '@/components/ui/page-header';
import { Link } from 'react-router';
import { t } from '@/i18n/i18n';
import { rich } from '@/i18n/rich';

/**
 * The form asks for what the platform needs to review the request (issue 22 #13): the owner, the city and PIN,
 * and the GSTIN when the shop has one. The API keeps them optional for the spec's client.
 */
const formSchema = shopRegistrationBody.extend({
  ownerName: z
    .string()
    .trim()
    .min(1, { error: () => t('shopReg.ownerRequired') })
    .max(100, { error: () => t('shopReg.ownerTooLong') }),
  city: z
    .string()
    .trim()
    .min(1, { error: () => t('shopReg.cityRequired') })
    .max(80, { error: () => t('shopReg.cityTooLong') }),
  pincode: z
    .string()
    .trim()
    .regex(/^[1-9][0-9]{5}$/, 'PIN code must be 6 digits, not starting with 0'),
});
type RegistrationForm = z.input<typeof formSchema>;
const SUCCESS = '✅ Request received: we have emailed you a copy and will write to you when the platform team has reviewed it';

export function ShopRegistrationPage() {
  usePageTitle(t('shopReg.title'));
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const form = useForm<RegistrationForm>({
    resolver: zodResolver(formSchema),
    defaultValues: {
      name: '',
      ownerName: '',
      email: '',
      phone: '',
      pan: '',
      gstin: '',
      address: '',
      city: '',
      pincode: '',
      categoryofshop: '' as RegistrationForm['categoryofshop'],
    },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setResult(null);
    try {
      const res = await sendShopRequest(formSchema.parse(values));
      setResult({ ok: true, text: res?.message ?? SUCCESS });
      form.reset();
    } catch (err) {
      setResult({ ok: false, text: messageOf(err, t('shopReg.failed')) });
    }
  });

  return (
    <Page narrow>
      <PageHeader title={t('shopReg.title')} subtitle={t('shopReg.subtitle')} />
      <form onSubmit={onSubmit} noValidate className="space-y-4 rounded-2xl border border-ink-200 bg-white p-6 shadow-sm" aria-label={t('shopReg.form')}>
        <Field label={t('shopReg.shopName')} required error={errors.name?.message}>
          {(p) => <Input {...p} required autoComplete="organization" {...form.register('name')} />}
        </Field>
        <Field label={t('shopReg.ownerName')} required error={errors.ownerName?.message}>
          {(p) => <Input {...p} required autoComplete="name" {...form.register('ownerName')} />}
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={t('auth.email')} required error={errors.email?.message}>
            {(p) => <Input {...p} type="email" required autoComplete="email" {...form.register('email')} />}
          </Field>
          <Field label={t('auth.phone')} required error={errors.phone?.message}>
            {(p) => <Input {...p} type="tel" inputMode="tel" required autoComplete="tel" placeholder={t('auth.phoneHint')} {...form.register('phone')} />}
          </Field>
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={t('shopReg.pan')} required error={errors.pan?.message} hint={t('shopReg.panHint')}>
            {(p) => <Input {...p} required className="uppercase" maxLength={10} autoCapitalize="characters" {...form.register('pan')} />}
          </Field>
          <Field label="GSTIN" error={errors.gstin?.message} hint={t('shopReg.gstinHint')}>
            {(p) => <Input {...p} className="uppercase" maxLength={15} autoCapitalize="characters" {...form.register('gstin')} />}
          </Field>
        </div>
        <Field label={t('shopReg.address')} required error={errors.address?.message}>
          {(p) => <Textarea {...p} rows={3} required autoComplete="street-address" {...form.register('address')} />}
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={t('shopReg.city')} required error={errors.city?.message}>
            {(p) => <Input {...p} required autoComplete="address-level2" {...form.register('city')} />}
          </Field>
          <Field label={t('shopReg.pincode')} required error={errors.pincode?.message}>
            {(p) => <Input {...p} required inputMode="numeric" maxLength={6} autoComplete="postal-code" {...form.register('pincode')} />}
          </Field>
        </div>
        <Field label={t('shopReg.category')} required error={errors.categoryofshop?.message}>
          {(p) => (
            <Select {...p} required {...form.register('categoryofshop')}>
              <option value="">{t('shopReg.selectCategory')}</option>
              {SHOP_REGISTRATION_CATEGORIES.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </Select>
          )}
        </Field>
        {result && (
          <p
            role={result.ok ? 'status' : 'alert'}
            className={
              result.ok
                ? 'rounded-lg border border-green-300 bg-green-50 px-3 py-2 font-medium text-green-800'
                : 'rounded-lg border border-red-300 bg-red-50 px-3 py-2 font-medium text-red-700'
            }
          >
            {result.text}
          </p>
        )}
        <Button type="submit" size="lg" loading={isSubmitting}>
          {t('shopReg.submit')}
        </Button>
        <p className="text-sm text-ink-600">
          {rich('shopReg.readFirst', {
            guide: (
              <Link to="/vendor-onboarding-guide" className="font-semibold text-saffron-800 underline">
                {t('footer.vendorGuide')}
              </Link>
            ),
            terms: (
              <Link to="/terms" className="font-semibold text-saffron-800 underline">
                {t('footer.terms')}
              </Link>
            ),
          })}
        </p>
      </form>
    </Page>
  );
}
