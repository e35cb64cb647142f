import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { registerBody } from '@bazaar/shared';
import { messageOf } from '@/lib/api';
import { registerAccount } from './api/auth';
import { homeFor, useAuth } from '@/lib/auth';
import { finishPendingAdd, safeReturnPath, type AuthReturnState } from '@/lib/pending-action';
import { toast } from '@/lib/toast';
import { useQueryClient } from '@tanstack/react-query';
import { usePageTitle } from '@/hooks/use-page-title';
import { Button } from '@/components/ui/button';
import { Field, Input } from '@/components/ui/field';
import { AgreeCheckbox } from './components/agree-checkbox';
import { AuthCard } from './components/auth-card';
import { t } from '@/i18n/i18n';

const registerForm = registerBody.extend({
  terms: z.boolean().refine((v) => v, { error: () => t('auth.acceptTerms') }),
  // Recorded with the notice's version when the account is made (issue 26 #7; decision 085).
  privacyConsent: z.boolean().refine((v) => v, { error: () => t('auth.acceptPrivacy') }),
});
type RegisterForm = z.input<typeof registerForm>;

export function RegisterPage() {
  usePageTitle(t('auth.createAccountTitle'));
  const navigate = useNavigate();
  const state = (useLocation().state ?? {}) as AuthReturnState;
  const { refresh } = useAuth();
  const qc = useQueryClient();
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<RegisterForm>({
    resolver: zodResolver(registerForm),
    defaultValues: { name: '', email: '', phone: '', password: '', terms: false, privacyConsent: false },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setServerError(null);
    const { name, email, phone, password } = registerBody.parse(values);
    try {
      await registerAccount({ name, email, phone, password, privacyConsent: true });
    } catch (err) {
      setServerError(messageOf(err, t('auth.registerFailed')));
      return;
    }
    // Issue 22 #10: the server logs the new account in (no second typing of the password); then what sent them
    // here is finished (Add to Cart while logged out) and they go back where they were, else to the storefront.
    const me = await refresh();
    void qc.invalidateQueries({ queryKey: ['cart'] });
    toast.success(t('auth.welcome', { name }));
    await finishPendingAdd(state, me?.role, qc);
    navigate(safeReturnPath(state.from) ?? homeFor(me?.role), { replace: true });
  });

  return (
    <AuthCard
      title={t('auth.createAccountTitle')}
      subtitle={t('auth.registerSubtitle')}
      footer={
        <>
          {t('auth.haveAccount')}{' '}
          <Link
            to="/login"
            state={state.from ? { from: state.from, addToCart: state.addToCart } : undefined}
            className="font-semibold text-saffron-800 hover:underline"
          >
            {t('nav.login')}
          </Link>
        </>
      }
    >
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <Field label={t('auth.fullName')} required error={errors.name?.message}>
          {(p) => <Input {...p} autoComplete="name" required {...form.register('name')} />}
        </Field>
        <Field label={t('auth.email')} required error={errors.email?.message}>
          {(p) => <Input {...p} type="email" autoComplete="email" required {...form.register('email')} />}
        </Field>
        <Field label={t('auth.phone')} required error={errors.phone?.message} hint={t('auth.phoneHint')}>
          {(p) => <Input {...p} type="tel" inputMode="tel" autoComplete="tel" required {...form.register('phone')} />}
        </Field>
        <Field label={t('auth.password')} required error={errors.password?.message}>
          {(p) => <Input {...p} type="password" autoComplete="new-password" required placeholder={t('auth.strongPassword')} {...form.register('password')} />}
        </Field>
        <AgreeCheckbox to="/terms" document={t('footer.terms')} error={errors.terms?.message} errorId="terms-error" {...form.register('terms')} />
        <AgreeCheckbox
          to="/privacy"
          document={t('auth.privacyNotice')}
          error={errors.privacyConsent?.message}
          errorId="privacy-error"
          {...form.register('privacyConsent')}
        />
        {serverError && (
          <p role="alert" className="rounded-lg border border-red-300 bg-red-50 px-3 py-2 text-sm font-medium text-red-700" data-testid="register-error">
            {serverError}
          </p>
        )}
        <Button type="submit" size="lg" className="w-full" loading={isSubmitting}>
          {t('nav.register')}
        </Button>
      </form>
    </AuthCard>
  );
}
