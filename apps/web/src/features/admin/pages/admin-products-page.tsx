import { useEffect, useState } from 'react';
import type { ProductDto } from '@bazaar/shared';
import { usePageTitle } from '@/hooks/use-page-title';
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

/** /admin/products — "My Products": search, edit, change stock, delete. */
export default function AdminProductsPage() {
  usePageTitle('My Products');
  const [searchText, setSearchText] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<ProductDto | null>(null);
  const [deleting, setDeleting] = useState<ProductDto | null>(null);
  const products = useAdminProducts(search, page);
  const del = useDeleteProduct();

  useEffect(() => {
    const t = window.setTimeout(() => {
      setSearch(searchText.trim());
      setPage(1);
    }, 300);
    return () => window.clearTimeout(t);
  }, [searchText]);

  const data = products.data;

  async function confirmDelete() {
    if (!deleting) return;
    try {
      const res = await del.mutateAsync(deleting._id);
      toast.success(res.message || 'Product deleted successfully');
    } catch (err) {
      toast.error(messageOf(err, 'Failed to delete product'));
    } finally {
      setDeleting(null);
    }
  }

  return (
    <Page>
      <PageHeader
        title="My Products"
        subtitle="Everything your shop lists on Bazaar."
        actions={<ButtonLink to="/admin/create-product">Create Product</ButtonLink>}
      />
      <form role="search" aria-label="Search my products" className="mb-6 max-w-md" onSubmit={(e) => e.preventDefault()}>
        <Field label="Search products">
          {(p) => <Input {...p} type="search" placeholder="Name or description" value={searchText} onChange={(e) => setSearchText(e.target.value)} />}
        </Field>
      </form>

      {products.isPending ? (
        <Spinner label="Loading products" />
      ) : products.isError && !data ? (
        <EmptyState title="Failed to load your products." icon="⚠️">
          <p className="text-ink-600">{messageOf(products.error, 'Please try again.')}</p>
        </EmptyState>
      ) : !data || data.items.length === 0 ? (
        <EmptyState title={search ? 'No products match your search' : 'No products yet'} icon="🏷️">
          {!search && <ButtonLink to="/admin/create-product">Create your first product</ButtonLink>}
        </EmptyState>
      ) : (
        <div className="space-y-6">
          <p className="text-sm text-ink-600" aria-live="polite">
            {data.total} {data.total === 1 ? 'product' : 'products'}
          </p>
          <ul className={`grid gap-4 sm:grid-cols-2 xl:grid-cols-3 ${products.isPlaceholderData ? 'opacity-60' : ''}`}>
            {data.items.map((p) => (
              <li key={p._id}>
                <ProductCard product={p} onEdit={() => setEditing(p)} onDelete={() => setDeleting(p)} />
              </li>
            ))}
          </ul>
          <Pagination page={data.page} totalPages={data.totalPages} onChange={setPage} label="Product pages" />
        </div>
      )}

      <ProductEditDialog product={editing} onClose={() => setEditing(null)} />
      <ConfirmDialog
        open={!!deleting}
        title="Delete this product?"
        confirmLabel="Delete"
        onCancel={() => setDeleting(null)}
        onConfirm={confirmDelete}
        busy={del.isPending}
      >
        {deleting && (
          <p>
            <strong>{deleting.name}</strong> will be removed from your shop. Past orders keep their details.
          </p>
        )}
      </ConfirmDialog>
    </Page>
  );
}
