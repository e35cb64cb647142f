import type { AdminDto } from '@bazaar/shared';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { t } from '@/i18n/i18n';

export function AdminCard({ admin, onDelete, onEdit, deleting }: { admin: AdminDto; onDelete: () => void; onEdit: () => void; deleting?: boolean }) {
  return (
    <Card className="flex h-full flex-col gap-3 p-4" data-admin-id={admin._id}>
      <div className="min-w-0">
        <h3 className="font-semibold break-words text-ink-900">{admin.name}</h3>
        <p className="text-sm break-all text-ink-700">{admin.email}</p>
        <p className="text-sm text-ink-700" data-testid="admin-phone">
          {admin.phone ?? <span className="italic">{t('superadmin.noPhone')}</span>}
        </p>
      </div>
      <dl className="space-y-1 text-sm">
        <div>
          <dt className="inline text-ink-600">{t('superadmin.id')} </dt>
          <dd className="inline font-mono text-xs break-all text-ink-800">{admin._id}</dd>
        </div>
        <div>
          <dt className="inline text-ink-600">{t('superadmin.shopLabel')} </dt>
          <dd className="inline text-ink-800">{admin.shop ? <strong>{admin.shop.name}</strong> : <span className="italic">{t('superadmin.noShop')}</span>}</dd>
        </div>
      </dl>
      <div className="mt-auto flex flex-wrap gap-2">
        <Button size="sm" variant="outline" onClick={onEdit}>
          {t('superadmin.edit')}
          <span className="sr-only"> {t('superadmin.adminNamed', { name: admin.name })}</span>
        </Button>
        <Button size="sm" variant="danger" onClick={onDelete} loading={deleting}>
          {t('superadmin.delete')}
          <span className="sr-only"> {t('superadmin.adminNamed', { name: admin.name })}</span>
        </Button>
      </div>
    </Card>
  );
}
