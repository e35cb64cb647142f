import { useState } from 'react';
import { Link } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { changePasswordBody } from '@bazaar/shared';
import { z } from 'zod';
import { messageOf } from '@/lib/api';
import { changePassword } from './api/change-password';
import { DeleteAccount } from './delete-account';
import { homeFor, useAuth } from '@/lib/auth';
import { usePageTitle } from '@/hooks/use-page-title';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Field, Input } from '@/components/ui/field';
import { Page } from '@/components/ui/page';
import { PageHeader } from '@/components/ui/page-header';
import { t } from '@/i18n/i18n';

/** The shared body plus a second entry of the new password, checked in the browser only. */
const form = changePasswordBody
  .extend({ confirmPassword: z.string().min(1, { error: () => t('account.typeAgain') }) })
  .refine((v) => v.newPassword === v.confirmPassword, { path: ['confirmPassword'], error: () => t('account.noMatch') })
  .refine((v) => v.newPassword !== v.currentPassword, { path: ['newPassword'], error: () => t('account.mustDiffer') });
type ChangePasswordForm = z.input<typeof form>;

/** /account/password — any logged-in account changes its password; other devices are logged out. */
export function ChangePasswordPage() {
  usePageTitle(t('nav.changePassword'));
  const { user } = useAuth();
  const [done, setDone] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const f = useForm<ChangePasswordForm>({
    resolver: zodResolver(form),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = f.formState;

  const onSubmit = f.handleSubmit(async ({ currentPassword, newPassword }) => {
    setFailure(null);
    setDone(null);
    try {
      const res = await changePassword({ currentPassword, newPassword });
      setDone(res.message);
      f.reset();
    } catch (err) {
      setFailure(messageOf(err, t('account.changeFailed')));
    }
  });

  return (
    <Page narrow className="max-w-lg">
      <PageHeader title={t('nav.changePassword')} subtitle={t('account.changeSubtitle')} />
      <Card className="p-6">
        <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label={t('account.changeForm')}>
          {/* A hidden username lets password managers file the new password under the right account. */}
          <input type="text" name="username" autoComplete="username" value={user?.email ?? ''} readOnly hidden />
          <Field label={t('account.currentPassword')} required error={errors.currentPassword?.message}>
            {(p) => <Input {...p} type="password" autoComplete="current-password" required {...f.register('currentPassword')} />}
          </Field>
          <Field label={t('auth.newPassword')} required error={errors.newPassword?.message} hint={t('account.atLeast8')}>
            {(p) => <Input {...p} type="password" autoComplete="new-password" required {...f.register('newPassword')} />}
          </Field>
          <Field label={t('account.newAgain')} required error={errors.confirmPassword?.message}>
            {(p) => <Input {...p} type="password" autoComplete="new-password" required {...f.register('confirmPassword')} />}
          </Field>
          {failure && (
            <p role="alert" className="rounded-lg border border-red-300 bg-red-50 px-3 py-2 text-sm font-medium text-red-700" data-testid="password-error">
              {failure}
            </p>
          )}
          {done && (
            <p
              role="status"
              className="rounded-lg border border-green-300 bg-green-50 px-3 py-2 text-sm font-medium text-green-800"
              data-testid="password-done"
            >
              {done}
            </p>
          )}
          <div className="flex flex-wrap items-center gap-3">
            <Button type="submit" loading={isSubmitting}>
              {t('nav.changePassword')}
            </Button>
            <Link to={homeFor(user?.role)} className="text-sm font-semibold text-accent-800 hover:underline">
              {t('account.back')}
            </Link>
          </div>
        </form>
      </Card>
      <section aria-labelledby="my-data" className="mt-6 rounded-2xl border border-ink-200 bg-white p-5 text-sm">
        <h2 id="my-data" className="text-lg font-semibold text-ink-900">
          {t('account.yourData')}
        </h2>
        <p className="mt-1 text-ink-700">{t('account.yourDataText')}</p>
        <p className="mt-3 flex flex-wrap gap-4">
          <a href="/api/account/export/view" download className="font-semibold text-accent-800 underline underline-offset-2">
            {t('account.downloadHtml')}
          </a>
          <a href="/api/account/export" download className="font-semibold text-accent-800 underline underline-offset-2">
            {t('account.downloadJson')}
          </a>
        </p>
      </section>
      <DeleteAccount />
    </Page>
  );
}
