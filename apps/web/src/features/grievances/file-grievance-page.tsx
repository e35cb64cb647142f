import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { grievanceBody, type GrievanceFiledReply } from '@bazaar/shared';
import { messageOf } from '@/lib/api';
import { useAuth } from '@/lib/auth';
import { formatDateTime } from '@/lib/format';
import { useGrievanceInfo } from '@/lib/grievance-officer';
import { toast } from '@/lib/toast';
import { usePageTitle } from '@/hooks/use-page-title';
import { Button } from '@/components/ui/button';
import { Field, Input, Textarea } from '@/components/ui/field';
import { Page } from '@/components/ui/page';
import { PageHeader } from '@/components/ui/page-header';
import { fileGrievance } from './api/grievances';
import { OfficerCard } from './components/officer-card';
import { t } from '@/i18n/i18n';
import { rich } from '@/i18n/rich';

type Form = z.input<typeof grievanceBody>;

/**
 * File a complaint (issue 26 #5): from the order page (`?orderId=`), a product (`?productId=`), a shop (`?shopId=`),
 * or about Bazaar itself. A visitor gives a name, email and phone; a logged-in person files with the account's.
 */
export function FileGrievancePage() {
  usePageTitle(t('griev.file'));
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { user } = useAuth();
  const info = useGrievanceInfo();
  const [filed, setFiled] = useState<GrievanceFiledReply | null>(null);
  const about = { orderId: params.get('orderId') ?? undefined, productId: params.get('productId') ?? undefined, shopId: params.get('shopId') ?? undefined };
  const form = useForm<Form>({ resolver: zodResolver(grievanceBody), defaultValues: { subject: '', description: '', ...about } });
  const { errors, isSubmitting } = form.formState;
  const aboutText = about.orderId ? t('griev.aboutOrder') : about.productId ? t('griev.aboutProduct') : about.shopId ? t('griev.aboutShop') : 'Bazaar';

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const body = grievanceBody.parse(user ? { ...values, name: undefined, email: undefined, phone: undefined } : values);
      const res = await fileGrievance(body);
      toast.success(t('griev.registeredToast', { ticket: res.ticketNumber }));
      if (user) navigate(`/grievances/${res._id}`);
      else setFiled(res);
    } catch (err) {
      toast.error(messageOf(err, t('griev.sendFailed')));
    }
  });

  if (filed)
    return (
      <Page narrow>
        <PageHeader title={t('griev.registered')} />
        <div className="space-y-3 rounded-2xl border border-green-200 bg-green-50 p-6" role="status">
          <p className="text-lg font-semibold text-green-900">{t('griev.ticket', { ticket: filed.ticketNumber })}</p>
          <p className="text-ink-800">{filed.message}</p>
          <p className="text-ink-800">{t('griev.willAnswer', { respond: formatDateTime(filed.respondBy), resolve: formatDateTime(filed.dueBy) })}</p>
        </div>
        <OfficerCard officer={info.data?.grievanceOfficer} className="mt-6" />
      </Page>
    );

  return (
    <Page narrow>
      <PageHeader
        title={t('griev.file')}
        subtitle={t('griev.fileSubtitle', { about: aboutText, hours: info.data?.ackHours ?? 48, days: info.data?.resolveDays ?? 30 })}
      />
      <form onSubmit={onSubmit} noValidate aria-label={t('griev.form')} className="space-y-4 rounded-2xl border border-ink-200 bg-white p-6 shadow-sm">
        {!user && (
          <>
            <p className="text-sm text-ink-700">
              {rich('griev.loginOr', {
                login: (
                  <Link to="/login" className="font-medium text-accent-800 underline underline-offset-2">
                    {t('griev.login')}
                  </Link>
                ),
              })}
            </p>
            <div className="grid gap-4 sm:grid-cols-2">
              <Field label={t('griev.name')} required error={errors.name?.message}>
                {(p) => <Input {...p} autoComplete="name" {...form.register('name')} />}
              </Field>
              <Field label={t('griev.email')} required error={errors.email?.message}>
                {(p) => <Input {...p} type="email" autoComplete="email" {...form.register('email')} />}
              </Field>
            </div>
            <Field label={t('griev.phone')} error={errors.phone?.message}>
              {(p) => <Input {...p} type="tel" inputMode="tel" autoComplete="tel" placeholder={t('griev.phonePlaceholder')} {...form.register('phone')} />}
            </Field>
          </>
        )}
        <Field label={t('griev.subject')} required error={errors.subject?.message}>
          {(p) => <Input {...p} maxLength={150} {...form.register('subject')} />}
        </Field>
        <Field label={t('griev.what')} required error={errors.description?.message} hint={t('griev.whatHint')}>
          {(p) => <Textarea {...p} rows={6} {...form.register('description')} />}
        </Field>
        <Button type="submit" size="lg" loading={isSubmitting}>
          {t('griev.submit')}
        </Button>
      </form>
      <OfficerCard officer={info.data?.grievanceOfficer} className="mt-6" />
    </Page>
  );
}
