import { DECLARATION_FIELDS, countryCodeOf, countryName, unitLabel, type ProductDto, type ShopDto } from '@bazaar/shared';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatRupees } from '@/lib/format';
import { currentLanguage, t, type MessageId } from '@/i18n/i18n';
import { unitText } from '@/lib/labels';

/** The labels of the Legal Metrology declarations (`DECLARATION_FIELDS`, English in packages/shared). */
const DECLARATION_LABELS: Record<(typeof DECLARATION_FIELDS)[number]['key'], MessageId> = {
  manufacturer: 'product.decl.manufacturer',
  countryOfOrigin: 'product.decl.countryOfOrigin',
  genericName: 'product.decl.genericName',
  bestBefore: 'product.decl.bestBefore',
  size: 'product.decl.size',
  consumerCare: 'product.decl.consumerCare',
};

const Row = ({ label, children }: { label: string; children: ReactNode }) => (
  <div className="grid gap-0.5 border-b border-ink-100 py-2 sm:grid-cols-[16rem_1fr] sm:gap-4">
    <dt className="text-sm text-ink-600">{label}</dt>
    <dd className="text-sm break-words text-ink-900">{children}</dd>
  </div>
);

/** The policy an order of the product would be placed under now (issue 26 #1), in words. */
export function returnPolicyText(policy: NonNullable<ProductDto['returnPolicy']>): string {
  if (policy.kind === 'return') return t('product.returnWithin', { days: policy.days });
  if (policy.kind === 'replacement') return t('product.replacementWithin', { days: policy.days });
  return t('product.noReturns');
}

/**
 * "Product details" (issue 24 #4): for pre-packed goods the declarations of Legal Metrology (Packaged
 * Commodities) Rules 2011 rule 6(10) with the net quantity, MRP and unit sale price; for loose goods a plain
 * "sold loose" line; and, for every product, who sells it (Consumer Protection (E-Commerce) Rules 2020 rules 5(3)(a), 6(5)): the
 * legal name, address, customer care number and GSTIN the product's reply carries (decision 097); and the return
 * policy it is sold under (the shop's, or no returns for a product sold as not returnable). Every product says its
 * country of origin (rule 6(5)(d), decision 112), in the reader's language; a declaration that says the same is not
 * repeated.
 */
export function ProductDetails({ product: p, shop }: { product: ProductDto; shop: ShopDto | undefined }) {
  const net = p.netQuantity ? unitText(unitLabel(p.unit, p.netQuantity)) : '';
  const d = p.declarations ?? {};
  const sameOrigin = (key: string) => key === 'countryOfOrigin' && countryCodeOf(d[key]) === p.originCountry;
  return (
    <section aria-labelledby="product-details" className="mt-10 space-y-3" data-testid="product-details">
      <h2 id="product-details" className="text-xl font-extrabold text-ink-900">
        {t('product.details')}
      </h2>
      {p.packaged ? (
        <dl>
          {DECLARATION_FIELDS.filter((f) => d[f.key] && !sameOrigin(f.key)).map((f) => (
            <Row key={f.key} label={t(DECLARATION_LABELS[f.key])}>
              <span className="whitespace-pre-line">{d[f.key]}</span>
            </Row>
          ))}
          {net && <Row label={t('product.netQuantity')}>{net}</Row>}
          {p.mrp != null && (
            <Row label={t('product.mrp')}>
              {formatRupees(p.mrp)} <span className="text-ink-600">{t('product.inclTaxes')}</span>
            </Row>
          )}
          {p.unitSalePrice && (
            <Row label={t('product.unitSalePrice')}>
              {t('product.perUnit', { price: formatRupees(p.unitSalePrice.price), unit: unitText(p.unitSalePrice.per) })}
            </Row>
          )}
        </dl>
      ) : (
        <p className="text-sm text-ink-800" data-testid="sold-loose">
          {net ? t('product.soldLoosePer', { net }) : t('product.soldLoose')}
        </p>
      )}
      <p className="text-sm text-ink-800" data-testid="origin">
        {t('product.origin', { country: countryName(p.originCountry, currentLanguage()) })}
      </p>
      <h3 className="pt-2 text-base font-bold text-ink-900">{t('product.sellerHeading')}</h3>
      {p.seller ? (
        <dl data-testid="seller-details">
          <Row label={t('product.legalName')}>{p.seller.legalName}</Row>
          {p.seller.name !== p.seller.legalName && <Row label={t('product.shopName')}>{p.seller.name}</Row>}
          <Row label={t('product.address')}>
            <span className="whitespace-pre-line">{p.seller.address}</span>
          </Row>
          <Row label={t('product.customerCare')}>{p.seller.phone}</Row>
          <Row label="GSTIN">{p.seller.gstin ?? t('product.noGst')}</Row>
        </dl>
      ) : shop ? (
        <dl data-testid="seller-details">
          <Row label={t('product.seller')}>{shop.name}</Row>
          <Row label={t('product.address')}>{shop.address}</Row>
          <Row label={t('product.phone')}>{shop.phone}</Row>
          {shop.gstnumber && <Row label="GSTIN">{shop.gstnumber}</Row>}
        </dl>
      ) : (
        <p className="text-sm text-ink-600">{t('product.loadingSeller')}</p>
      )}
      {p.returnPolicy && (
        <>
          <h3 className="pt-2 text-base font-bold text-ink-900">{t('product.returnsHeading')}</h3>
          <p className="text-sm text-ink-800" data-testid="return-policy">
            {returnPolicyText(p.returnPolicy)}{' '}
            <Link to="/returns-policy" className="font-semibold text-brand-700 underline">
              {t('product.returnsPolicyLink')}
            </Link>
          </p>
        </>
      )}
    </section>
  );
}
