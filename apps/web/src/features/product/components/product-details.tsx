import { DECLARATION_FIELDS, unitLabel, type ProductDto, type ShopDto } from '@bazaar/shared';
import type { ReactNode } from 'react';
import { formatRupees } from '@/lib/format';

const Row = ({ label, children }: { label: string; children: ReactNode }) => (
  <div className="grid gap-0.5 border-b border-ink-100 py-2 sm:grid-cols-[16rem_1fr] sm:gap-4">
    <dt className="text-sm text-ink-600">{label}</dt>
    <dd className="text-sm break-words text-ink-900">{children}</dd>
  </div>
);

/**
 * "Product details" (issue 24 #4): for pre-packed goods the declarations of Legal Metrology (Packaged
 * Commodities) Rules 2011 rule 6(10) with the net quantity, MRP and unit sale price; for loose goods a plain
 * "sold loose" line; and, for every product, who sells it (Consumer Protection (E-Commerce) Rules 2020 rules 5(3)(a), 6(5)): the
 * legal name, address, customer care number and GSTIN the product's reply carries (decision 097).
 */
export function ProductDetails({ product: p, shop }: { product: ProductDto; shop: ShopDto | undefined }) {
  const net = p.netQuantity ? unitLabel(p.unit, p.netQuantity) : '';
  const d = p.declarations ?? {};
  return (
    <section aria-labelledby="product-details" className="mt-10 space-y-3" data-testid="product-details">
      <h2 id="product-details" className="text-xl font-extrabold text-ink-900">
        Product details
      </h2>
      {p.packaged ? (
        <dl>
          {DECLARATION_FIELDS.filter((f) => d[f.key]).map((f) => (
            <Row key={f.key} label={f.label}>
              <span className="whitespace-pre-line">{d[f.key]}</span>
            </Row>
          ))}
          {net && <Row label="Net quantity">{net}</Row>}
          {p.mrp != null && (
            <Row label="MRP">
              {formatRupees(p.mrp)} <span className="text-ink-600">(incl. of all taxes)</span>
            </Row>
          )}
          {p.unitSalePrice && (
            <Row label="Unit sale price">
              {formatRupees(p.unitSalePrice.price)} per {p.unitSalePrice.per}
            </Row>
          )}
        </dl>
      ) : (
        <p className="text-sm text-ink-800" data-testid="sold-loose">
          Sold loose (not pre-packed): weighed or counted by the shop{net ? `; sold per ${net}` : ''}.
        </p>
      )}
      <h3 className="pt-2 text-base font-bold text-ink-900">Sold by</h3>
      {p.seller ? (
        <dl data-testid="seller-details">
          <Row label="Seller (legal name)">{p.seller.legalName}</Row>
          {p.seller.name !== p.seller.legalName && <Row label="Shop name">{p.seller.name}</Row>}
          <Row label="Address">
            <span className="whitespace-pre-line">{p.seller.address}</span>
          </Row>
          <Row label="Customer care">{p.seller.phone}</Row>
          <Row label="GSTIN">{p.seller.gstin ?? 'Not registered for GST'}</Row>
        </dl>
      ) : shop ? (
        <dl data-testid="seller-details">
          <Row label="Seller">{shop.name}</Row>
          <Row label="Address">{shop.address}</Row>
          <Row label="Phone">{shop.phone}</Row>
          {shop.gstnumber && <Row label="GSTIN">{shop.gstnumber}</Row>}
        </dl>
      ) : (
        <p className="text-sm text-ink-600">Loading the seller’s details…</p>
      )}
    </section>
  );
}
