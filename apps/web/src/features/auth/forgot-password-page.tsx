import { useState } from 'react';
import { Link } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { forgotPasswordBody } from '@bazaar/shared';
import { z } from 'zod';
import { messageOf } from '@/lib/api';
import { askPasswordReset } from './api/auth';
import { usePageTitle } from '@/hooks/use-page-title';
import { Button } from '@/components/ui/button';
import { Field, Input } from '@/components/ui/field';
import { AuthCard } from './components/auth-card';
import { t } from '@/i18n/i18n';

type ForgotForm = z.input<typeof forgotPasswordBody>;

/** /forgot-password — asks for a reset link; the answer is the same whether or not the email has an account. */
export function ForgotPasswordPage() {
  usePageTitle(t('auth.forgotTitle'));
  const [sent, setSent] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<ForgotForm>({ resolver: zodResolver(forgotPasswordBody), defaultValues: { email: '' } });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const r = await askPasswordReset(values);
      setSent(r.message);
    } catch (err) {
      setFailure(messageOf(err, t('auth.linkFailed')));
    }
  });

  return (
    <AuthCard
      title={t('auth.forgotTitle')}
      subtitle={t('auth.forgotSubtitle')}
      footer={
        <>
          {t('auth.rememberedIt')}{' '}
          <Link to="/login" className="font-semibold text-saffron-800 hover:underline">
            {t('auth.backToLogin')}
          </Link>
        </>
      }
    >
      {sent ? (
        <p role="status" className="rounded-lg border border-green-300 bg-green-50 px-3 py-2 text-sm font-medium text-green-800" data-testid="reset-requested">
          {sent}
        </p>
      ) : (
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          <Field label={t('auth.email')} required error={errors.email?.message}>
            {(p) => <Input {...p} type="email" autoComplete="email" required {...form.register('email')} />}
          </Field>
          {failure && (
            <p role="alert" className="rounded-lg border border-red-300 bg-red-50 px-3 py-2 text-sm font-medium text-red-700">
              {failure}
            </p>
          )}
          <Button type="submit" size="lg" className="w-full" loading={isSubmitting}>
            {t('auth.sendLink')}
          </Button>
        </form>
      )}
    </AuthCard>
  );
}
