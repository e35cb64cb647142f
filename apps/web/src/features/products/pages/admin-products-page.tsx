import { useState } from 'react';
import type { ProductDto } from '@bazaar/shared';
import { usePageTitle } from '@/hooks/use-page-title';
import { useTypedSearch } from '@/hooks/use-typed-search';
import { ButtonLink } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { Field, Input } from '@/components/ui/field';
import { Page } from '@/components/ui/page';
import { PageHeader } from '@/components/ui/page-header';
import { Pagination } from '@/components/ui/pagination';
import { Spinner } from '@/components/ui/spinner';
import { messageOf } from '@/lib/api';
import { toast } from '@/lib/toast';
import { useAdminProducts } from '../api/get-admin-products';
import { useDeleteProduct } from '../api/delete-product';
import { ProductCard } from '../components/product-card';
import { ProductEditDialog } from '../components/product-edit-dialog';
import { t } from '@/i18n/i18n';
import { rich } from '@/i18n/rich';

/** /admin/products — "My Products": search, edit, change stock, delete. */
export default function AdminProductsPage() {
  usePageTitle(t('nav.myProducts'));
  const { text: searchText, setText: setSearchText, search, page, setPage } = useTypedSearch();
  const [editing, setEditing] = useState<ProductDto | null>(null);
  const [deleting, setDeleting] = useState<ProductDto | null>(null);
  const products = useAdminProducts(search, page);
  const del = useDeleteProduct();

  const data = products.data;

  async function confirmDelete() {
    if (!deleting) return;
    try {
      await del.mutateAsync(deleting._id);
      // The server's fixed sentence, said from the catalog (decision 090, third-wave addendum).
      toast.success(t('admin.productDeleted'));
    } catch (err) {
      toast.error(messageOf(err, t('admin.deleteFailed')));
    } finally {
      setDeleting(null);
    }
  }

  return (
    <Page>
      <PageHeader
        title={t('nav.myProducts')}
        subtitle={t('admin.myProductsSubtitle')}
        actions={<ButtonLink to="/admin/create-product">{t('nav.createProduct')}</ButtonLink>}
      />
      <form role="search" aria-label={t('admin.searchMyProducts')} className="mb-6 max-w-md" onSubmit={(e) => e.preventDefault()}>
        <Field label={t('admin.searchProducts')}>
          {(p) => (
            <Input {...p} type="search" placeholder={t('admin.productSearchPlaceholder')} value={searchText} onChange={(e) => setSearchText(e.target.value)} />
          )}
        </Field>
      </form>

      {products.isPending ? (
        <Spinner label={t('admin.loadingProducts')} />
      ) : products.isError && !data ? (
        <EmptyState title={t('admin.productsFailed')} icon="⚠️">
          <p className="text-ink-600">{messageOf(products.error, t('admin.tryAgain'))}</p>
        </EmptyState>
      ) : !data || data.items.length === 0 ? (
        <EmptyState title={search ? t('admin.noProductsMatch') : t('admin.noProductsYet')} icon="🏷️">
          {!search && <ButtonLink to="/admin/create-product">{t('admin.createFirstProduct')}</ButtonLink>}
        </EmptyState>
      ) : (
        <div className="space-y-6">
          <p className="text-sm text-ink-600" aria-live="polite">
            {t('admin.productCount', { count: data.total })}
          </p>
          <ul className={`grid gap-4 sm:grid-cols-2 xl:grid-cols-3 ${products.isPlaceholderData ? 'opacity-60' : ''}`}>
            {data.items.map((p) => (
              <li key={p._id}>
                <ProductCard product={p} onEdit={() => setEditing(p)} onDelete={() => setDeleting(p)} />
              </li>
            ))}
          </ul>
          <Pagination page={data.page} totalPages={data.totalPages} onChange={setPage} label={t('admin.productPages')} />
        </div>
      )}

      <ProductEditDialog product={editing} onClose={() => setEditing(null)} />
      <ConfirmDialog
        open={!!deleting}
        title={t('admin.deleteProductTitle')}
        confirmLabel={t('admin.delete')}
        onCancel={() => setDeleting(null)}
        onConfirm={confirmDelete}
        busy={del.isPending}
      >
        {deleting && <p>{rich('admin.deleteProductText', { name: <strong>{deleting.name}</strong> })}</p>}
      </ConfirmDialog>
    </Page>
  );
}
