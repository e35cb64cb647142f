import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { createAdminBody, type CreateAdminBody } from '@bazaar/shared';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Field, Input } from '@/components/ui/field';
import { messageOf } from '@/lib/api';
import { toast } from '@/lib/toast';
import { useCreateAdmin } from '../api/create-admin';

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
      toast.success('✅ Admin created successfully!');
      reset();
    } catch (err) {
      toast.error(`❌ ${messageOf(err, 'Something went wrong')}`);
    }
  }

  return (
    <Card className="p-5 sm:p-6">
      <h2 id="create-admin-title" className="mb-4 text-lg font-bold text-ink-900">
        Create admin
      </h2>
      <form noValidate aria-labelledby="create-admin-title" onSubmit={handleSubmit(onValid)} className="space-y-4">
        <Field label="Name" required error={errors.name?.message}>
          {(p) => <Input {...p} {...register('name')} autoComplete="off" />}
        </Field>
        <Field label="Email" required error={errors.email?.message}>
          {(p) => <Input {...p} {...register('email')} type="email" autoComplete="off" />}
        </Field>
        <Field label="Password" required error={errors.password?.message} hint="At least 8 characters">
          {(p) => <Input {...p} {...register('password')} type="password" autoComplete="new-password" />}
        </Field>
        <Button type="submit" loading={create.isPending} className="w-full">
          Create Admin
        </Button>
      </form>
    </Card>
  );
}
