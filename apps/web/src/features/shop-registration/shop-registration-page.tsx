import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { SHOP_REGISTRATION_CATEGORIES, shopRegistrationBody } from '@bazaar/shared';
import { api, messageOf } from '@/lib/api';
import { usePageTitle } from '@/hooks/use-page-title';
import { Button } from '@/components/ui/button';
import { Field, Input, Select, Textarea } from '@/components/ui/field';
import { Page } from '@/components/ui/page';
import { PageHeader } from '@/components/ui/page-header';
import { Link } from 'react-router';

type RegistrationForm = z.input<typeof shopRegistrationBody>;
const SUCCESS = '✅ Shop registered successfully, we will update you soon for next steps';

export function ShopRegistrationPage() {
  usePageTitle('Register Your Shop');
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const form = useForm<RegistrationForm>({
    resolver: zodResolver(shopRegistrationBody),
    defaultValues: { name: '', email: '', phone: '', pan: '', address: '', categoryofshop: '' as RegistrationForm['categoryofshop'] },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setResult(null);
    try {
      await api.post('/shop/ragister/shopform', shopRegistrationBody.parse(values));
      setResult({ ok: true, text: SUCCESS });
      form.reset();
    } catch (err) {
      setResult({ ok: false, text: messageOf(err, 'Something went wrong!') });
    }
  });

  return (
    <Page narrow>
      <PageHeader title="Register Your Shop" subtitle="Sell to shoppers near you. Send us your details and our team will contact you." />
      <form
        onSubmit={onSubmit}
        noValidate
        className="space-y-4 rounded-2xl border border-ink-200 bg-white p-6 shadow-sm"
        aria-label="Shop registration request"
      >
        <Field label="Shop Name" required error={errors.name?.message}>
          {(p) => <Input {...p} required autoComplete="organization" {...form.register('name')} />}
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Email" required error={errors.email?.message}>
            {(p) => <Input {...p} type="email" required autoComplete="email" {...form.register('email')} />}
          </Field>
          <Field label="Phone" required error={errors.phone?.message}>
            {(p) => <Input {...p} type="tel" inputMode="tel" required autoComplete="tel" placeholder="98765 43210" {...form.register('phone')} />}
          </Field>
        </div>
        <Field label="PAN Number" required error={errors.pan?.message} hint="For example ABCDE1234F">
          {(p) => <Input {...p} required className="uppercase" maxLength={10} autoCapitalize="characters" {...form.register('pan')} />}
        </Field>
        <Field label="Shop Address" required error={errors.address?.message}>
          {(p) => <Textarea {...p} rows={3} required {...form.register('address')} />}
        </Field>
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
