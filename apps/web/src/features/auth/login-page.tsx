import { Link, useNavigate } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { loginBody, type UserDto } from '@bazaar/shared';
import { z } from 'zod';
import { api, messageOf } from '../../lib/api';
import { homeFor, useAuth } from '../../lib/auth';
import { usePageTitle } from '../../hooks/use-page-title';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Field, Input } from '../../components/ui';
import { AuthCard } from './components/auth-card';

type LoginForm = z.input<typeof loginBody>;

export function LoginPage() {
  usePageTitle('Login');
  const navigate = useNavigate();
  const { refresh } = useAuth();
  const qc = useQueryClient();
  const form = useForm<LoginForm>({ resolver: zodResolver(loginBody), defaultValues: { email: '', password: '' } });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await api.post<UserDto & { message: string }>('/api/auth/login', values);
    } catch (err) {
      window.alert(messageOf(err, 'Login failed'));
      return;
    }
    // Spec §2: re-fetch the current user, then go to the role's home.
    const me = await refresh();
    void qc.invalidateQueries({ queryKey: ['cart'] });
    navigate(homeFor(me?.role), { replace: true });
  });

  return (
    <AuthCard
      title="Login"
      subtitle="Welcome back! Log in to shop, track orders or manage your shop."
      footer={
        <>
          New to Bazaar?{' '}
          <Link to="/register" className="font-semibold text-saffron-800 hover:underline">
            Create an account
          </Link>
        </>
      }
    >
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <Field label="Email" required error={errors.email?.message}>
          {(p) => <Input {...p} type="email" autoComplete="email" required {...form.register('email')} />}
        </Field>
        <Field label="Password" required error={errors.password?.message}>
          {(p) => <Input {...p} type="password" autoComplete="current-password" required {...form.register('password')} />}
        </Field>
        <Button type="submit" size="lg" className="w-full" loading={isSubmitting}>
          Login
        </Button>
      </form>
    </AuthCard>
  );
}
