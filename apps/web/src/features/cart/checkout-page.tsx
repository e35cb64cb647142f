import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { DELIVERY_STATES, deliveryAddressSchema } from '@bazaar/shared';
import { isApiError, isNetworkError } from '@/lib/api';
import { formatRupees } from '@/lib/format';
import { uuid } from '@/lib/uuid';
import { toast } from '@/lib/toast';
import { usePageTitle } from '@/hooks/use-page-title';
import { Button, ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Field, Input, Select } from '@/components/ui/field';
import { Page } from '@/components/ui/page';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { useCart } from './api/cart';
import { changedTotalOf, usePlaceOrder } from './api/place-order';
import { ShopBreakdownList } from './components/shop-breakdown';
import { UnavailableShopsNotice, unavailableShops } from './components/unavailable-shops';

/** The same schema checks the form here and the body on the server (name, mobile, house/street, landmark, city, state, PIN). */
type CheckoutForm = z.input<typeof deliveryAddressSchema>;
const EMPTY_ADDRESS: CheckoutForm = { name: '', phone: '', line1: '', line2: '', city: '', state: '', pincode: '' };

export function CheckoutPage() {
  usePageTitle('Checkout');
  const navigate = useNavigate();
  const cart = useCart();
  const place = usePlaceOrder();
  // One key per checkout attempt: a double click or a retried request cannot place the order twice.
  const keyRef = useRef(uuid());
  const [changedTotal, setChangedTotal] = useState<number | null>(null);
  const form = useForm<CheckoutForm, unknown, z.output<typeof deliveryAddressSchema>>({
    resolver: zodResolver(deliveryAddressSchema),
    defaultValues: EMPTY_ADDRESS,
  });
  const errors = form.formState.errors;

  if (cart.isPending) return <Spinner label="Loading your order" />;
  const data = cart.data;
  if (!data || data.items.length === 0) {
    return (
      <Page narrow className="py-12">
        <h1 className="mb-6 text-2xl font-bold text-ink-900">Checkout</h1>
        <EmptyState title="Your cart is empty. Please login" icon="cart">
          <ButtonLink to="/">Continue Shopping</ButtonLink>
        </EmptyState>
      </Page>
    );
  }

  const total = changedTotal ?? data.total;

  const placeOrder = async (deliveryAddress: z.output<typeof deliveryAddressSchema>) => {
    try {
      const res = await place.mutateAsync({ cart: data, deliveryAddress, totalAmount: total, idempotencyKey: keyRef.current });
      navigate('/order-success', { replace: true, state: { placed: res } });
    } catch (err) {
      const newTotal = changedTotalOf(err);
      keyRef.current = uuid();
      if (newTotal !== null) {
        setChangedTotal(newTotal);
        void cart.refetch();
        return;
      }
      if (isApiError(err) && err.status === 409 && err.serverMessage) {
        // Stock ran short, a shop stopped taking orders, or the cart changed in another tab: say exactly what
        // happened; the refreshed cart then offers to remove a shop that takes no orders (issue 22 #4).
        toast.error(err.serverMessage);
        void cart.refetch();
        return;
      }
      toast.error(isNetworkError(err) ? err.message : 'Failed to place order. Please login.');
    }
  };

  return (
    <Page>
      <PageHeader title="Checkout" subtitle="Cash on delivery: pay when your order reaches you." />
      <form onSubmit={(e) => form.handleSubmit(placeOrder)(e)} noValidate className="grid gap-8 lg:grid-cols-[1fr_22rem] lg:items-start">
        <section aria-labelledby="address-title" className="space-y-4 rounded-2xl border border-ink-200 bg-white p-6 shadow-sm">
          <h2 id="address-title" className="text-xl font-bold text-ink-900">
            Where should we deliver?
          </h2>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label="Full name" required error={errors.name?.message}>
              {(p) => <Input {...p} {...form.register('name')} autoComplete="name" />}
            </Field>
            <Field label="Mobile number" required error={errors.phone?.message} hint="10 digits; the shop calls before delivering">
              {(p) => <Input {...p} {...form.register('phone')} type="tel" inputMode="tel" autoComplete="tel-national" />}
            </Field>
            <Field label="House / flat, street" required error={errors.line1?.message} className="sm:col-span-2">
              {(p) => <Input {...p} {...form.register('line1')} autoComplete="address-line1" placeholder="Flat 302, Sai Residency, Baner Road" />}
            </Field>
            <Field label="Landmark (optional)" error={errors.line2?.message} className="sm:col-span-2">
              {(p) => <Input {...p} {...form.register('line2')} autoComplete="address-line2" placeholder="Opposite Baner Gaon bus stop" />}
            </Field>
            <Field label="City / town" required error={errors.city?.message}>
              {(p) => <Input {...p} {...form.register('city')} autoComplete="address-level2" />}
            </Field>
            <Field label="State" required error={errors.state?.message}>
              {(p) => (
                <Select {...p} {...form.register('state')} autoComplete="address-level1">
                  <option value="">Select state</option>
                  {DELIVERY_STATES.map((s) => (
                    <option key={s.code} value={s.code}>
                      {s.name}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
            <Field label="PIN code" required error={errors.pincode?.message} hint="6 digits, e.g. 411045">
              {(p) => <Input {...p} {...form.register('pincode')} inputMode="numeric" maxLength={6} autoComplete="postal-code" />}
            </Field>
          </div>
          <div className="rounded-xl bg-accent-50 p-4 text-sm text-accent-900">
            <p className="font-semibold">Payment method: Cash on Delivery (COD)</p>
            <p>Keep {formatRupees(total)} ready. Each shop delivers its own order and collects its own amount.</p>
          </div>
        </section>

        <aside aria-labelledby="cod-title" className="space-y-4 rounded-2xl border border-ink-200 bg-white p-6 shadow-sm lg:sticky lg:top-24">
          <h2 id="cod-title" className="text-xl font-bold text-ink-900">
            Order total (COD)
          </h2>
          <ul className="divide-y divide-ink-200 text-sm">
            {data.items.map((i) => (
              <li key={i._id} className="flex justify-between gap-3 py-2">
                <span>
                  {i.name} × {i.quantity}
                </span>
                <span className="font-semibold">{formatRupees(i.lineTotal)}</span>
              </li>
            ))}
          </ul>
          <ShopBreakdownList shops={data.shops} />
          <dl className="space-y-2 border-t border-ink-200 pt-3 text-ink-800">
            <div className="flex justify-between">
              <dt>Subtotal</dt>
              <dd>{formatRupees(data.subtotal)}</dd>
            </div>
            <div className="flex justify-between">
              <dt>Delivery (₹60 × {data.shops.length})</dt>
              <dd>{formatRupees(data.deliveryCharge)}</dd>
            </div>
            {data.codFee > 0 && (
              <div className="flex justify-between">
                <dt>COD handling fee</dt>
                <dd data-testid="checkout-cod-fee">{formatRupees(data.codFee)}</dd>
              </div>
            )}
            <div className="flex justify-between text-lg">
              <dt className="font-bold">COD total</dt>
              <dd className="font-extrabold text-saffron-800" data-testid="cod-total">
                {formatRupees(total)}
              </dd>
            </div>
          </dl>
          {changedTotal !== null && (
            <p role="alert" className="rounded-lg border border-saffron-400 bg-saffron-50 p-3 text-sm text-saffron-900">
              Prices changed since you opened your cart. The new total is <strong>{formatRupees(changedTotal)}</strong>. Place the order again to confirm it.
            </p>
          )}
          <Button type="submit" size="lg" className="w-full" loading={place.isPending}>
            {changedTotal !== null ? `Confirm and Place Order (${formatRupees(changedTotal)})` : 'Place Order'}
          </Button>
        </aside>
      </form>
    </Page>
  );
}
