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
import { AuthCard } from './components/auth-card';

const registerForm = registerBody.extend({
  terms: z.boolean().refine((v) => v, 'Please accept the Terms & Conditions'),
});
type RegisterForm = z.input<typeof registerForm>;

export function RegisterPage() {
  usePageTitle('Create Account');
  const navigate = useNavigate();
  const state = (useLocation().state ?? {}) as AuthReturnState;
  const { refresh } = useAuth();
  const qc = useQueryClient();
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<RegisterForm>({ resolver: zodResolver(registerForm), defaultValues: { name: '', email: '', phone: '', password: '', terms: false } });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setServerError(null);
    const { name, email, phone, password } = registerBody.parse(values);
    try {
      await registerAccount({ name, email, phone, password });
    } catch (err) {
      setServerError(messageOf(err, 'Registration failed'));
      return;
    }
    // Issue 22 #10: the server logs the new account in (no second typing of the password); then what sent them
    // here is finished (Add to Cart while logged out) and they go back where they were, else to the storefront.
    const me = await refresh();
    void qc.invalidateQueries({ queryKey: ['cart'] });
    toast.success(`Welcome to Bazaar, ${name}! Your account is ready and you are logged in.`);
    await finishPendingAdd(state, me?.role, qc);
    navigate(safeReturnPath(state.from) ?? homeFor(me?.role), { replace: true });
  });

  return (
    <AuthCard
      title="Create Account"
      subtitle="Join Bazaar to order from local shops with cash on delivery."
      footer={
        <>
          Already have an account?{' '}
          <Link
            to="/login"
            state={state.from ? { from: state.from, addToCart: state.addToCart } : undefined}
            className="font-semibold text-saffron-800 hover:underline"
          >
            Login
          </Link>
        </>
      }
    >
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <Field label="Full name" required error={errors.name?.message}>
          {(p) => <Input {...p} autoComplete="name" required {...form.register('name')} />}
        </Field>
        <Field label="Email" required error={errors.email?.message}>
          {(p) => <Input {...p} type="email" autoComplete="email" required {...form.register('email')} />}
        </Field>
        <Field label="Phone" required error={errors.phone?.message} hint="10-digit mobile number">
          {(p) => <Input {...p} type="tel" inputMode="tel" autoComplete="tel" required {...form.register('phone')} />}
        </Field>
        <Field label="Password" required error={errors.password?.message}>
          {(p) => <Input {...p} type="password" autoComplete="new-password" required placeholder="Enter a strong password" {...form.register('password')} />}
        </Field>
        <div className="space-y-1">
          <label className="flex items-start gap-3 text-sm text-ink-800">
            <input
              type="checkbox"
              required
              className="mt-0.5 size-4 rounded border-ink-400 accent-saffron-700 focus-visible:ring-2 focus-visible:ring-accent-600"
              aria-invalid={!!errors.terms}
              aria-describedby={errors.terms ? 'terms-error' : undefined}
              {...form.register('terms')}
            />
            <span>
              I agree to the{' '}
              <Link to="/terms" className="font-semibold text-saffron-800 underline">
                Terms & Conditions
              </Link>
            </span>
          </label>
          {errors.terms && (
            <p id="terms-error" role="alert" className="text-sm text-red-700">
              {errors.terms.message}
            </p>
          )}
        </div>
        {serverError && (
          <p role="alert" className="rounded-lg border border-red-300 bg-red-50 px-3 py-2 text-sm font-medium text-red-700" data-testid="register-error">
            {serverError}
          </p>
        )}
        <Button type="submit" size="lg" className="w-full" loading={isSubmitting}>
          Register
        </Button>
      </form>
    </AuthCard>
  );
}
