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

/**
 * The form asks for what the platform needs to review the request (issue 22 #13): the owner, the city and PIN,
 * and the GSTIN when the shop has one. The API keeps them optional for the spec's client.
 */
const formSchema = shopRegistrationBody.extend({
  ownerName: z.string().trim().min(1, "Owner's name is required").max(100, "Owner's name must be at most 100 characters"),
  city: z.string().trim().min(1, 'City is required').max(80, 'City must be at most 80 characters'),
  pincode: z
    .string()
    .trim()
    .regex(/^[1-9][0-9]{5}$/, 'PIN code must be 6 digits, not starting with 0'),
});
type RegistrationForm = z.input<typeof formSchema>;
const SUCCESS = '✅ Request received: we have emailed you a copy and will write to you when the platform team has reviewed it';

export function ShopRegistrationPage() {
  usePageTitle('Register Your Shop');
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
      setResult({ ok: false, text: messageOf(err, 'Something went wrong!') });
    }
  });

  return (
    <Page narrow>
      <PageHeader
        title="Register Your Shop"
        subtitle="Sell to shoppers near you. Send us your details: we email you a copy, review them, and write when your shop is approved."
      />
      <form
        onSubmit={onSubmit}
        noValidate
        className="space-y-4 rounded-2xl border border-ink-200 bg-white p-6 shadow-sm"
        aria-label="Shop registration request"
      >
        <Field label="Shop Name" required error={errors.name?.message}>
          {(p) => <Input {...p} required autoComplete="organization" {...form.register('name')} />}
        </Field>
        <Field label="Owner's name" required error={errors.ownerName?.message}>
          {(p) => <Input {...p} required autoComplete="name" {...form.register('ownerName')} />}
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Email" required error={errors.email?.message}>
            {(p) => <Input {...p} type="email" required autoComplete="email" {...form.register('email')} />}
          </Field>
          <Field label="Phone" required error={errors.phone?.message}>
            {(p) => <Input {...p} type="tel" inputMode="tel" required autoComplete="tel" placeholder="10-digit mobile number" {...form.register('phone')} />}
          </Field>
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="PAN Number" required error={errors.pan?.message} hint="10 characters: 5 letters, 4 digits, 1 letter">
            {(p) => <Input {...p} required className="uppercase" maxLength={10} autoCapitalize="characters" {...form.register('pan')} />}
          </Field>
          <Field label="GSTIN" error={errors.gstin?.message} hint="15 characters; leave empty if the shop has no GST registration">
            {(p) => <Input {...p} className="uppercase" maxLength={15} autoCapitalize="characters" {...form.register('gstin')} />}
          </Field>
        </div>
        <Field label="Shop Address" required error={errors.address?.message}>
          {(p) => <Textarea {...p} rows={3} required autoComplete="street-address" {...form.register('address')} />}
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="City" required error={errors.city?.message}>
            {(p) => <Input {...p} required autoComplete="address-level2" {...form.register('city')} />}
          </Field>
          <Field label="PIN code" required error={errors.pincode?.message}>
            {(p) => <Input {...p} required inputMode="numeric" maxLength={6} autoComplete="postal-code" {...form.register('pincode')} />}
          </Field>
        </div>
        <Field label="Shop Category" required error={errors.categoryofshop?.message}>
          {(p) => (
            <Select {...p} required {...form.register('categoryofshop')}>
              <option value="">Select a category</option>
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
          Submit
        </Button>
        <p className="text-sm text-ink-600">
          Before you apply, read the{' '}
          <Link to="/vendor-onboarding-guide" className="font-semibold text-saffron-800 underline">
            Vendor Onboarding Guide
          </Link>{' '}
          and the{' '}
          <Link to="/terms" className="font-semibold text-saffron-800 underline">
            Terms & Conditions
          </Link>
          .
        </p>
      </form>
    </Page>
  );
}
