import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { resetPasswordBody } from '@bazaar/shared';
import { z } from 'zod';
import { messageOf } from '@/lib/api';
import { resetPassword } from './api/auth';
import { usePageTitle } from '@/hooks/use-page-title';
import { useAuth } from '@/lib/auth';
import { Button } from '@/components/ui/button';
import { Field, Input } from '@/components/ui/field';
import { AuthCard } from './components/auth-card';
import type { LoginState } from './login-page';
import { t } from '@/i18n/i18n';

type ResetForm = z.input<typeof resetPasswordBody>;

/** /reset-password?token=… — the link from the reset message: a new password, then every session ends. */
export function ResetPasswordPage() {
  usePageTitle(t('auth.resetTitle'));
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const { refresh } = useAuth();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<ResetForm>({ resolver: zodResolver(resetPasswordBody), defaultValues: { token, password: '' } });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await resetPassword({ ...values, token });
    } catch (err) {
      setFailure(messageOf(err, t('auth.resetFailed')));
      return;
    }
    // Every session of the account has ended, this browser's too if it had one.
    await refresh();
    navigate('/login', { replace: true, state: { passwordReset: true } satisfies LoginState });
  });

  return (
    <AuthCard
      title={t('auth.resetTitle')}
      subtitle={t('auth.resetSubtitle')}
      footer={
        <Link to="/forgot-password" className="font-semibold text-saffron-800 hover:underline">
          {t('auth.newLink')}
        </Link>
      }
    >
      {!token ? (
        <p role="alert" className="rounded-lg border border-red-300 bg-red-50 px-3 py-2 text-sm font-medium text-red-700">
          {t('auth.linkIncomplete')}
        </p>
      ) : (
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          <Field label={t('auth.newPassword')} required error={errors.password?.message}>
            {(p) => <Input {...p} type="password" autoComplete="new-password" required {...form.register('password')} />}
          </Field>
          {failure && (
            <p role="alert" className="rounded-lg border border-red-300 bg-red-50 px-3 py-2 text-sm font-medium text-red-700" data-testid="reset-error">
              {failure}
            </p>
          )}
          <Button type="submit" size="lg" className="w-full" loading={isSubmitting}>
            {t('auth.setPassword')}
          </Button>
        </form>
      )}
    </AuthCard>
  );
}
