import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { loginBody } from '@bazaar/shared';
import { z } from 'zod';
import { messageOf } from '@/lib/api';
import { logIn } from './api/auth';
import { homeFor, useAuth } from '@/lib/auth';
import { finishPendingAdd, safeReturnPath, type AuthReturnState } from '@/lib/pending-action';
import { usePageTitle } from '@/hooks/use-page-title';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from '@/components/ui/button';
import { Field, Input } from '@/components/ui/field';
import { AuthCard } from './components/auth-card';
import { PhoneLogin } from './components/phone-login';
import { t } from '@/i18n/i18n';

type LoginForm = z.input<typeof loginBody>;

/** What other pages hand the login page: where to come back to, and what to finish there. */
export interface LoginState extends AuthReturnState {
  /** Set after a password reset: the login form says the password was changed. */
  passwordReset?: boolean;
}

/** Phones get "Mobile number" first (issue 27 #1): a narrow screen or a touch pointer. */
const onPhone = () => typeof window !== 'undefined' && !!window.matchMedia?.('(max-width: 640px), (pointer: coarse)').matches;

export function LoginPage() {
  usePageTitle(t('nav.login'));
  const navigate = useNavigate();
  const state = (useLocation().state ?? {}) as LoginState;
  const { refresh } = useAuth();
  const qc = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const [mode, setMode] = useState<'mobile' | 'email'>(() => (onPhone() && !state.passwordReset ? 'mobile' : 'email'));
  const form = useForm<LoginForm>({
    resolver: zodResolver(loginBody),
    defaultValues: { email: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await logIn(values);
    } catch (err) {
      // Spec §8 "Login failure": the server's message, else 'Login failed' — on the form, not in a pop-up.
      setFailure(messageOf(err, t('auth.loginFailed')));
      return;
    }
    await afterLogin();
  });

  async function afterLogin() {
    // Spec §2: re-fetch the current user, then go to the role's home, or back to the page that asked for a login.
    const me = await refresh();
    void qc.invalidateQueries({ queryKey: ['cart'] });
    // Finish what sent them here (Add to Cart while logged out), then go back to that page (issue 22 #10).
    await finishPendingAdd(state, me?.role, qc);
    navigate(safeReturnPath(state.from) ?? homeFor(me?.role), { replace: true });
  }

  const tab = (which: 'mobile' | 'email', label: string) => (
    <button
      key={which}
      type="button"
      aria-pressed={mode === which}
      onClick={() => setMode(which)}
      className={
        'flex-1 rounded-md px-3 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-600 ' +
        (mode === which ? 'bg-white text-ink-900 shadow-sm' : 'text-ink-700 hover:text-ink-900')
      }
    >
      {label}
    </button>
  );

  return (
    <AuthCard
      title={t('nav.login')}
      subtitle={t('auth.loginSubtitle')}
      footer={
        <>
          {t('auth.newToBazaar')}{' '}
          <Link
            to="/register"
            state={state.from ? { from: state.from, addToCart: state.addToCart } : undefined}
            className="font-semibold text-saffron-800 hover:underline"
          >
            {t('auth.createAccount')}
          </Link>
        </>
      }
    >
      <div role="group" aria-label={t('auth.logInWith')} className="mb-4 flex gap-1 rounded-lg bg-ink-100 p-1">
        {onPhone()
          ? [tab('mobile', t('auth.mobileNumber')), tab('email', t('auth.email'))]
          : [tab('email', t('auth.email')), tab('mobile', t('auth.mobileNumber'))]}
      </div>
      {mode === 'mobile' ? (
        <PhoneLogin onLoggedIn={afterLogin} />
      ) : (
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          {state.passwordReset && !failure && (
            <p
              role="status"
              className="rounded-lg border border-green-300 bg-green-50 px-3 py-2 text-sm font-medium text-green-800"
              data-testid="password-reset"
            >
              {t('auth.passwordChanged')}
            </p>
          )}
          <Field label={t('auth.email')} required error={errors.email?.message}>
            {(p) => <Input {...p} type="email" autoComplete="email" required {...form.register('email')} />}
          </Field>
          <Field label={t('auth.password')} required error={errors.password?.message}>
            {(p) => <Input {...p} type="password" autoComplete="current-password" required {...form.register('password')} />}
          </Field>
          <p className="-mt-2 text-right text-sm">
            <Link to="/forgot-password" className="font-semibold text-saffron-800 hover:underline">
              {t('auth.forgot')}
            </Link>
          </p>
          {failure && (
            <p role="alert" className="rounded-lg border border-red-300 bg-red-50 px-3 py-2 text-sm font-medium text-red-700" data-testid="login-error">
              {failure}
            </p>
          )}
          <Button type="submit" size="lg" className="w-full" loading={isSubmitting}>
            {t('nav.login')}
          </Button>
        </form>
      )}
    </AuthCard>
  );
}
