import { useState, type FormEvent } from 'react';
import type { AdminDto } from '@bazaar/shared';
import { Button } from '@/components/ui/button';
import { Field, Input } from '@/components/ui/field';
import { Modal } from '@/components/ui/modal';
import { messageOf } from '@/lib/api';
import { toast } from '@/lib/toast';
import { useUpdateAdmin } from '../api/update-admin';
import { t } from '@/i18n/i18n';

/** Correct a shop owner's name or mobile number (issue 22 #14); the server's refusal shows in the form. */
export function AdminEditDialog({ admin, onClose }: { admin: AdminDto | null; onClose: () => void }) {
  return (
    <Modal open={!!admin} title={admin ? t('superadmin.editNamed', { name: admin.name }) : t('superadmin.editAdmin')} onClose={onClose}>
      {admin && <EditForm key={admin._id} admin={admin} onDone={onClose} />}
    </Modal>
  );
}

function EditForm({ admin, onDone }: { admin: AdminDto; onDone: () => void }) {
  const [name, setName] = useState(admin.name);
  const [phone, setPhone] = useState(admin.phone ?? '');
  const [error, setError] = useState<string | null>(null);
  const update = useUpdateAdmin();
  async function submit(e: FormEvent) {
    e.preventDefault();
    setError(null);
    try {
      await update.mutateAsync({ id: admin._id, name, phone });
      toast.success(t('superadmin.adminUpdated'));
      onDone();
    } catch (err) {
      setError(messageOf(err, t('superadmin.saveFailed')));
    }
  }
  return (
    <form className="space-y-4" onSubmit={submit} aria-label={t('superadmin.editNamed', { name: admin.name })} noValidate>
      <p className="text-sm break-all text-ink-700">{admin.email}</p>
      <Field label={t('superadmin.name')} required>
        {(p) => <Input {...p} value={name} maxLength={100} autoComplete="off" onChange={(e) => setName(e.target.value)} />}
      </Field>
      <Field label={t('superadmin.mobile')} required hint={t('superadmin.mobileHint')}>
        {(p) => <Input {...p} value={phone} inputMode="tel" autoComplete="off" onChange={(e) => setPhone(e.target.value)} />}
      </Field>
      {error && (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
          {error}
        </p>
      )}
      <div className="flex justify-end gap-3">
        <Button type="button" variant="outline" onClick={onDone}>
          {t('superadmin.cancelLabel')}
        </Button>
        <Button type="submit" loading={update.isPending}>
          {t('superadmin.saveChanges')}
        </Button>
      </div>
    </form>
  );
}
