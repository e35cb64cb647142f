import { useState } from 'react';
import type { AdminDto } from '@bazaar/shared';
import { usePageTitle } from '@/hooks/use-page-title';
import { ConfirmDialog } from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { Page } from '@/components/ui/page';
import { PageHeader } from '@/components/ui/page-header';
import { Pagination } from '@/components/ui/pagination';
import { Spinner } from '@/components/ui/spinner';
import { messageOf } from '@/lib/api';
import { toast } from '@/lib/toast';
import { useAdminPage } from '../api/get-admins';
import { useDeleteAdmin } from '../api/delete-admin';
import { AdminCard } from '../components/admin-card';
import { AdminEditDialog } from '../components/admin-edit-dialog';
import { CreateAdminForm } from '../components/create-admin-form';
import { useAlertOnError } from '@/hooks/use-alert-on-error';
import { t } from '@/i18n/i18n';
import { rich } from '@/i18n/rich';

/** /superadmincrud — "SuperAdmin Panel": create, correct (name, phone) and delete admins. */
export default function AdminsPage() {
  usePageTitle(t('superadmin.panel'));
  const [page, setPage] = useState(1);
  const [toDelete, setToDelete] = useState<AdminDto | null>(null);
  const [editing, setEditing] = useState<AdminDto | null>(null);
  const admins = useAdminPage(page);
  const del = useDeleteAdmin();
  // docs/decisions/013-shopper-screens-departures.md: the spec copied another screen's text here; this is the correct one.
  useAlertOnError(admins.isError, t('superadmin.adminsFailed'));
  const data = admins.data;

  async function confirmDelete() {
    const admin = toDelete;
    if (!admin) return;
    setToDelete(null);
    try {
      const res = await del.mutateAsync(admin._id);
      toast.success(res.message || t('superadmin.adminDeleted'));
    } catch (err) {
      // A refusal (409 naming the shop) is shown, never swallowed.
      console.warn('Admin delete failed', err);
      toast.error(messageOf(err, t('superadmin.adminDeleteFailed')), 6000);
    }
  }

  return (
    <Page>
      <PageHeader title={t('superadmin.panel')} subtitle={t('superadmin.panelSubtitle')} />
      <div className="grid items-start gap-6 lg:grid-cols-[22rem_1fr]">
        <CreateAdminForm />
        <section aria-labelledby="admins-title" className="min-w-0">
          <div className="mb-3 flex items-baseline justify-between gap-2">
            <h2 id="admins-title" className="text-lg font-bold text-ink-900">
              {t('superadmin.admins')}
            </h2>
            {data && <p className="text-sm text-ink-600">{t('superadmin.inAll', { count: data.total })}</p>}
          </div>
          {admins.isPending ? (
            <Spinner label={t('superadmin.adminsLoading')} />
          ) : !data || data.items.length === 0 ? (
            <EmptyState title={t('superadmin.adminsNone')} icon="🧑‍💼" />
          ) : (
            <div className="space-y-6">
              <ul className="grid gap-4 sm:grid-cols-2">
                {data.items.map((a) => (
                  <li key={a._id}>
                    <AdminCard admin={a} onEdit={() => setEditing(a)} onDelete={() => setToDelete(a)} deleting={del.isPending && del.variables === a._id} />
                  </li>
                ))}
              </ul>
              <Pagination page={data.page} totalPages={data.totalPages} onChange={setPage} label={t('superadmin.adminPages')} />
            </div>
          )}
        </section>
      </div>
      <AdminEditDialog admin={editing} onClose={() => setEditing(null)} />
      <ConfirmDialog
        open={!!toDelete}
        title={t('superadmin.deleteAdminTitle')}
        confirmLabel={t('superadmin.delete')}
        onCancel={() => setToDelete(null)}
        onConfirm={confirmDelete}
      >
        {toDelete && <p>{rich('superadmin.deleteAdminText', { name: <strong>{toDelete.name}</strong>, email: toDelete.email })}</p>}
      </ConfirmDialog>
    </Page>
  );
}
