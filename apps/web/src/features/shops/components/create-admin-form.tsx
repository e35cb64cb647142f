import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { createAdminBody, type CreateAdminBody } from '@bazaar/shared';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Field, Input } from '@/components/ui/field';
import { messageOf } from '@/lib/api';
import { toast } from '@/lib/toast';
import { useCreateAdmin } from '../api/create-admin';
import { t } from '@/i18n/i18n';

type AdminForm = { name: string; email: string; password: string };

/** Create an admin (shop owner) account: name, email, password. */
export function CreateAdminForm() {
  const create = useCreateAdmin();
  const { register, handleSubmit, reset, formState } = useForm<AdminForm, unknown, CreateAdminBody>({
    resolver: zodResolver(createAdminBody),
    defaultValues: { name: '', email: '', password: '' },
  });
  const errors = formState.errors;

  async function onValid(values: CreateAdminBody) {
    try {
      await create.mutateAsync(values);
      toast.success(t('superadmin.adminCreated'));
      reset();
    } catch (err) {
      toast.error(`❌ ${messageOf(err, t('superadmin.wentWrong'))}`);
    }
  }

  return (
    <Card className="p-5 sm:p-6">
      <h2 id="create-admin-title" className="mb-4 text-lg font-bold text-ink-900">
        {t('superadmin.createAdmin')}
      </h2>
      <form noValidate aria-labelledby="create-admin-title" onSubmit={handleSubmit(onValid)} className="space-y-4">
        <Field label={t('superadmin.name')} required error={errors.name?.message}>
          {(p) => <Input {...p} {...register('name')} autoComplete="off" />}
        </Field>
        <Field label={t('superadmin.emailLabel')} required error={errors.email?.message}>
          {(p) => <Input {...p} {...register('email')} type="email" autoComplete="off" />}
        </Field>
        <Field label={t('superadmin.password')} required error={errors.password?.message} hint={t('superadmin.passwordHint')}>
          {(p) => <Input {...p} {...register('password')} type="password" autoComplete="new-password" />}
        </Field>
        <Button type="submit" loading={create.isPending} className="w-full">
          {t('superadmin.createAdminButton')}
        </Button>
      </form>
    </Card>
  );
}
