import { usePageTitle } from '@/hooks/use-page-title';
import { ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Page } from '@/components/ui/page';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { useAuth } from '@/lib/auth';
import { shopImage } from '@/lib/images';
import { shopCategoryText } from '@/lib/shop-category';
import { t, type MessageId } from '@/i18n/i18n';
import { useAdminDetails } from '@/lib/admin-details';
import { DashboardNumbers } from '../components/dashboard-numbers';
import { DuesNotice } from '../components/dues-notice';
import { TaxNotice } from '../components/tax-notice';

const ICONS = {
  plus: 'M12 5v14M5 12h14',
  box: 'M21 8 12 3 3 8v8l9 5 9-5V8ZM3 8l9 5 9-5M12 13v8',
  file: 'M14 3H6a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V9l-6-6ZM14 3v6h6M8 13h8M8 17h5',
  star: 'M12 3l2.8 5.7 6.2.9-4.5 4.4 1 6.2L12 17.3 6.5 20.2l1-6.2L3 9.6l6.2-.9L12 3Z',
  tag: 'M20.6 13.4 13.4 20.6a2 2 0 0 1-2.8 0L3 13V3h10l7.6 7.6a2 2 0 0 1 0 2.8ZM7.5 7.5h.01',
};

const QUICK_LINKS: Array<{ to: string; label: MessageId; text: MessageId; icon: string }> = [
  { to: '/admin/create-product', label: 'nav.createProduct', text: 'admin.linkCreateProduct', icon: ICONS.plus },
  { to: '/admin/all-orders', label: 'nav.allOrders', text: 'admin.linkAllOrders', icon: ICONS.box },
  { to: '/admin/products', label: 'nav.myProducts', text: 'admin.linkMyProducts', icon: ICONS.tag },
  { to: '/admin/gst-register', label: 'nav.gstRegister', text: 'admin.linkGstRegister', icon: ICONS.file },
  { to: '/admin/reviews', label: 'nav.reviews', text: 'admin.linkReviews', icon: ICONS.star },
  { to: '/admin/payments', label: 'nav.paymentsToBazaar', text: 'admin.linkPayments', icon: ICONS.file },
  { to: '/admin/delivery-area', label: 'nav.deliveryArea', text: 'admin.linkDeliveryArea', icon: ICONS.file },
];

/** /admin — the shop owner's home: who they are and which shop they run. */
export default function AdminDashboardPage() {
  usePageTitle(t('admin.dashboardTitle'));
  const { user } = useAuth();
  // The spec's dashboard reads the details without the /api prefix.
  const details = useAdminDetails('/admin/details', user?._id);
  const shop = details.data?.shop ?? null;
  const admin = details.data?.admin;

  return (
    <Page>
      <PageHeader title={t('admin.dashboardTitle')} subtitle={t('admin.dashboardSubtitle')} />
      {details.isPending ? (
        <Spinner label={t('ui.loading')} />
      ) : !shop || !admin ? (
        // A failed read is treated like no details (spec §8).
        <Card className="p-6 text-center">
          <p className="text-lg font-semibold text-ink-800">{t('admin.noDetails')}</p>
          <p className="mt-1 text-ink-600">{t('admin.noDetailsHint')}</p>
        </Card>
      ) : (
        <Card className="overflow-hidden">
          <div className="grid gap-0 md:grid-cols-[18rem_1fr]">
            <div className="bg-saffron-50">
              {shop.image ? (
                <img
                  src={shopImage(shop.image) ?? undefined}
                  alt={t('admin.shopImageAlt', { name: shop.name })}
                  className="aspect-[4/3] h-full w-full object-cover"
                />
              ) : (
                <div className="flex aspect-[4/3] items-center justify-center text-5xl" aria-hidden="true">
                  🏪
                </div>
              )}
            </div>
            <div className="space-y-4 p-6">
              <div>
                <p className="text-sm font-medium text-saffron-800">{t('admin.yourShop')}</p>
                <h2 className="text-2xl font-bold text-ink-900">{shop.name}</h2>
                <p className="text-ink-700">
                  {shopCategoryText(shop.category)} · {shop.location}
                </p>
                <p className="mt-1 text-sm whitespace-pre-line text-ink-600">{shop.address}</p>
              </div>
              <dl className="grid gap-3 sm:grid-cols-2">
                <div>
                  <dt className="text-sm text-ink-600">{t('admin.adminName')}</dt>
                  <dd className="font-semibold text-ink-900">{admin.name}</dd>
                </div>
                <div>
                  <dt className="text-sm text-ink-600">{t('admin.adminEmail')}</dt>
                  <dd className="font-semibold break-all text-ink-900">{admin.email}</dd>
                </div>
              </dl>
            </div>
          </div>
        </Card>
      )}
      {shop && <DuesNotice />}
      {shop && <TaxNotice />}
      {shop && <DashboardNumbers />}

      <section aria-labelledby="quick-links" className="mt-8">
        <h2 id="quick-links" className="mb-3 text-xl font-bold text-ink-900">
          {t('admin.quickLinks')}
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {QUICK_LINKS.map((l) => (
            <li key={l.to}>
              <Card className="flex h-full flex-col gap-3 p-5">
                <span className="inline-flex size-11 items-center justify-center rounded-xl bg-saffron-100 text-saffron-800">
                  <svg
                    viewBox="0 0 24 24"
                    className="size-6"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="2"
                    strokeLinecap="round"
                    strokeLinejoin="round"
                    aria-hidden="true"
                  >
                    <path d={l.icon} />
                  </svg>
                </span>
                <p className="flex-1 text-ink-700">{t(l.text)}</p>
                <ButtonLink to={l.to} variant="secondary" className="self-start">
                  {t(l.label)}
                </ButtonLink>
              </Card>
            </li>
          ))}
        </ul>
      </section>
    </Page>
  );
}
