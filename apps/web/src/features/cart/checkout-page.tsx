import { useRef, useState, type ChangeEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { addressFromPincode, DELIVERY_STATES, deliveryAddressSchema, type CartDto, type SavedAddressDto } from '@bazaar/shared';
import { isApiError, isNetworkError, messageOf } from '@/lib/api';
import { useAuth } from '@/lib/auth';
import { formatOptions, formatRupees } from '@/lib/format';
import { uuid } from '@/lib/uuid';
import { stateText, statesForSelect } from '@/lib/states';
import { toast } from '@/lib/toast';
import { usePageTitle } from '@/hooks/use-page-title';
import { Button, ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Field, Input, Select } from '@/components/ui/field';
import { Page } from '@/components/ui/page';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { useCart } from './api/cart';
import { useSavedAddresses, useSaveAddress } from './api/addresses';
import { NEW_ADDRESS, SavedAddressPicker } from './components/saved-address-picker';
import { changedTotalOf, usePlaceOrder } from './api/place-order';
import { ShopBreakdownList } from './components/shop-breakdown';
import { UnavailableShopsNotice, unavailableShops } from './components/unavailable-shops';
import { t } from '@/i18n/i18n';
import { rich } from '@/i18n/rich';

/** The same schema checks the form here and the body on the server (name, mobile, house/street, landmark, city, state, PIN). */
type CheckoutForm = z.input<typeof deliveryAddressSchema>;
const EMPTY_ADDRESS: CheckoutForm = { name: '', phone: '', line1: '', line2: '', city: '', state: '', pincode: '' };

const formOf = (a: SavedAddressDto): CheckoutForm => ({
  name: a.name,
  phone: a.phone,
  line1: a.line1,
  line2: a.line2 ?? '',
  city: a.city,
  state: a.state,
  pincode: a.pincode,
});
const sameAddress = (a: CheckoutForm, b: CheckoutForm) =>
  (Object.keys(EMPTY_ADDRESS) as Array<keyof CheckoutForm>).every((k) => String(a[k] ?? '').trim() === String(b[k] ?? '').trim());

/** What the PIN says, under the PIN field: the state (or the states to choose from) it belongs to, named in the reader's language. */
export function pinHint(pincode: unknown): string {
  const info = addressFromPincode(String(pincode ?? ''));
  if (!info) return t('checkout.pinHint');
  const names = info.states.map(stateText);
  if (names.length === 0) return t('checkout.pinNoState');
  return names.length === 1 ? t('checkout.pinState', { state: names[0]! }) : t('checkout.pinStates', { states: names.join(t('checkout.or')) });
}

const NO_ADDRESSES: SavedAddressDto[] = [];

export function CheckoutPage() {
  usePageTitle(t('checkout.title'));
  const cart = useCart();
  const saved = useSavedAddresses();

  if (cart.isPending || (saved.isPending && !saved.isError)) return <Spinner label={t('checkout.loading')} />;
  const data = cart.data;
  if (!data || data.items.length === 0) {
    return (
      <Page narrow className="py-12">
        <h1 className="mb-6 text-2xl font-bold text-ink-900">{t('checkout.title')}</h1>
        <EmptyState title={t('cart.emptyLogin')} icon="cart">
          <ButtonLink to="/">{t('cart.continueShopping')}</ButtonLink>
        </EmptyState>
      </Page>
    );
  }
  return <CheckoutForm cart={data} refetchCart={() => void cart.refetch()} addresses={saved.data?.items ?? NO_ADDRESSES} savedError={saved.isError} />;
}

/**
 * The address and the total. Issue 22 #9: it starts with the default saved address (else the account's name and
 * mobile), offers the other saved ones, fills city and state from the PIN, and saves a new or changed address.
 */
function CheckoutForm({
  cart: data,
  refetchCart,
  addresses,
  savedError,
}: {
  cart: CartDto;
  refetchCart: () => void;
  addresses: SavedAddressDto[];
  savedError: boolean;
}) {
  const navigate = useNavigate();
  const place = usePlaceOrder();
  const { user } = useAuth();
  const saveAddress = useSaveAddress();
  const blank = (): CheckoutForm => ({ ...EMPTY_ADDRESS, name: user?.name ?? '', phone: user?.phone ?? '' });
  /** The saved address picked (its id), or NEW_ADDRESS. */
  const [selected, setSelected] = useState<string>(() => addresses[0]?._id ?? NEW_ADDRESS);
  /** Save the typed address (a new one), or the changes to the picked one, when the order is placed. */
  const [remember, setRemember] = useState(true);
  /** The city the PIN last filled in: replaced by the next PIN's, never what the shopper typed. */
  const autoCity = useRef<string | null>(null);
  // One key per checkout attempt: a double click or a retried request cannot place the order twice.
  const keyRef = useRef(uuid());
  const [changedTotal, setChangedTotal] = useState<number | null>(null);
  const form = useForm<CheckoutForm, unknown, z.output<typeof deliveryAddressSchema>>({
    resolver: zodResolver(deliveryAddressSchema),
    defaultValues: addresses[0] ? formOf(addresses[0]) : blank(),
  });
  const errors = form.formState.errors;
  const values = useWatch({ control: form.control }) as CheckoutForm;
  const pickedAddress = addresses.find((a) => a._id === selected);
  const changedSaved = !!pickedAddress && !sameAddress(values, formOf(pickedAddress));

  // The PIN first: a 6-digit PIN fills the state it belongs to and, for a large city (or one of the shopper's
  // own saved addresses with that PIN), the city. A city the shopper typed is left alone.
  const fillFromPin = (pin: string) => {
    const info = addressFromPincode(pin);
    if (!info) return;
    const { state, city } = form.getValues();
    if (info.state && state !== info.state) form.setValue('state', info.state, { shouldDirty: true, shouldValidate: !!form.formState.errors.state });
    const known = addresses.find((a) => a.pincode === pin.trim())?.city ?? info.city;
    if (known && (!String(city ?? '').trim() || city === autoCity.current) && city !== known) {
      form.setValue('city', known, { shouldDirty: true, shouldValidate: !!form.formState.errors.city });
      autoCity.current = known;
    }
  };

  const pick = (id: string) => {
    setSelected(id);
    setRemember(true);
    autoCity.current = null;
    const a = addresses.find((x) => x._id === id);
    form.reset(a ? formOf(a) : blank());
  };

  const total = changedTotal ?? data.total;
  const blocked = unavailableShops(data).length > 0;
  const isNew = selected === NEW_ADDRESS || !pickedAddress;
  const offerSave = isNew || changedSaved;

  /** Saves the address in the form (new, or the picked one changed); a refusal is said but never stops the order. */
  const rememberAddress = async (address: z.output<typeof deliveryAddressSchema>, quiet = false) => {
    try {
      const res = await saveAddress.mutateAsync({ id: isNew ? undefined : pickedAddress._id, body: address });
      setSelected(res.address._id);
      if (!quiet) toast.success(res.message);
    } catch (err) {
      toast.error(messageOf(err, t('checkout.saveFailed')));
    }
  };

  const placeOrder = async (deliveryAddress: z.output<typeof deliveryAddressSchema>) => {
    try {
      const res = await place.mutateAsync({ cart: data, deliveryAddress, totalAmount: total, idempotencyKey: keyRef.current });
      // Remembered once it has placed an order (an order refused, or offline, saves nothing).
      if (offerSave && remember) await rememberAddress(deliveryAddress, true);
      navigate('/order-success', { replace: true, state: { placed: res } });
    } catch (err) {
      const newTotal = changedTotalOf(err);
      keyRef.current = uuid();
      if (newTotal !== null) {
        setChangedTotal(newTotal);
        refetchCart();
        return;
      }
      if (isApiError(err) && err.status === 409 && err.serverMessage) {
        // Stock ran short, a shop stopped taking orders, or the cart changed in another tab: say exactly what
        // happened; the refreshed cart then offers to remove a shop that takes no orders (issue 22 #4).
        toast.error(err.serverMessage);
        refetchCart();
        return;
      }
      toast.error(isNetworkError(err) ? err.message : t('checkout.placeFailed'));
    }
  };

  return (
    <Page>
      <PageHeader title={t('checkout.title')} subtitle={t('checkout.subtitle')} />
      <UnavailableShopsNotice cart={data} />
      <form onSubmit={(e) => form.handleSubmit(placeOrder)(e)} noValidate className="grid gap-8 lg:grid-cols-[1fr_22rem] lg:items-start">
        <section aria-labelledby="address-title" className="space-y-4 rounded-2xl border border-ink-200 bg-white p-6 shadow-sm">
          <h2 id="address-title" className="text-xl font-bold text-ink-900">
            {t('checkout.where')}
          </h2>
          {savedError && <p className="text-sm text-ink-600">{t('checkout.savedError')}</p>}
          {addresses.length > 0 && <SavedAddressPicker addresses={addresses} selected={selected} onSelect={pick} />}
          {/* No placeholders that look like typed values (issue 22 #9): what a field wants is said in its hint. */}
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label={t('checkout.name')} required error={errors.name?.message}>
              {(p) => <Input {...p} {...form.register('name')} autoComplete="name" />}
            </Field>
            <Field label={t('checkout.mobile')} required error={errors.phone?.message} hint={t('checkout.mobileHint')}>
              {(p) => <Input {...p} {...form.register('phone')} type="tel" inputMode="tel" autoComplete="tel-national" />}
            </Field>
            <Field label={t('checkout.pin')} required error={errors.pincode?.message} hint={pinHint(values.pincode)}>
              {(p) => (
                <Input
                  {...p}
                  {...form.register('pincode', { onChange: (e: ChangeEvent<HTMLInputElement>) => fillFromPin(e.target.value) })}
                  inputMode="numeric"
                  maxLength={6}
                  autoComplete="postal-code"
                />
              )}
            </Field>
            <Field label={t('checkout.city')} required error={errors.city?.message}>
              {(p) => <Input {...p} {...form.register('city')} autoComplete="address-level2" />}
            </Field>
            <Field label={t('checkout.state')} required error={errors.state?.message} className="sm:col-span-2">
              {(p) => (
                <Select {...p} {...form.register('state')} autoComplete="address-level1">
                  <option value="">{t('checkout.selectState')}</option>
                  {statesForSelect(DELIVERY_STATES).map((s) => (
                    <option key={s.code} value={s.code}>
                      {s.name}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
            <Field label={t('checkout.line1')} required error={errors.line1?.message} className="sm:col-span-2" hint={t('checkout.line1Hint')}>
              {(p) => <Input {...p} {...form.register('line1')} autoComplete="address-line1" />}
            </Field>
            <Field label={t('checkout.line2')} error={errors.line2?.message} className="sm:col-span-2" hint={t('checkout.line2Hint')}>
              {(p) => <Input {...p} {...form.register('line2')} autoComplete="address-line2" />}
            </Field>
          </div>
          {offerSave && (
            <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
              <label className="flex items-center gap-2 text-sm text-ink-800">
                <input type="checkbox" checked={remember} onChange={(e) => setRemember(e.target.checked)} className="size-4 accent-saffron-700" />
                {isNew ? t('checkout.rememberNew') : t('checkout.rememberChanges')}
              </label>
              <Button variant="outline" size="sm" loading={saveAddress.isPending} onClick={() => void form.handleSubmit((a) => rememberAddress(a))()}>
                {isNew ? t('checkout.saveAddress') : t('checkout.saveChanges')}
              </Button>
            </div>
          )}
          <div className="rounded-xl bg-accent-50 p-4 text-sm text-accent-900">
            <p className="font-semibold">{t('checkout.method')}</p>
            <p>{t('checkout.keepReady', { total: formatRupees(total) })}</p>
          </div>
        </section>

        <aside aria-labelledby="cod-title" className="space-y-4 rounded-2xl border border-ink-200 bg-white p-6 shadow-sm lg:sticky lg:top-24">
          <h2 id="cod-title" className="text-xl font-bold text-ink-900">
            {t('checkout.orderTotal')}
          </h2>
          <ul className="divide-y divide-ink-200 text-sm">
            {data.items.map((i) => (
              <li key={i._id} className="flex justify-between gap-3 py-2">
                <span>
                  {i.name}
                  {i.options && <span data-testid="checkout-item-options"> ({formatOptions(i.options)})</span>} × {i.quantity}
                </span>
                <span className="font-semibold">{formatRupees(i.lineTotal)}</span>
              </li>
            ))}
          </ul>
          <ShopBreakdownList shops={data.shops} />
          <dl className="space-y-2 border-t border-ink-200 pt-3 text-ink-800">
            <div className="flex justify-between">
              <dt>{t('cart.subtotal')}</dt>
              <dd>{formatRupees(data.subtotal)}</dd>
            </div>
            <div className="flex justify-between">
              <dt>{t('checkout.delivery', { shops: data.shops.length })}</dt>
              <dd>{formatRupees(data.deliveryCharge)}</dd>
            </div>
            {data.codFee > 0 && (
              <div className="flex justify-between">
                <dt>{t('cart.codFee')}</dt>
                <dd data-testid="checkout-cod-fee">{formatRupees(data.codFee)}</dd>
              </div>
            )}
            <div className="flex justify-between text-lg">
              <dt className="font-bold">{t('checkout.codTotal')}</dt>
              <dd className="font-extrabold text-saffron-800" data-testid="cod-total">
                {formatRupees(total)}
              </dd>
            </div>
          </dl>
          {changedTotal !== null && (
            <p role="alert" className="rounded-lg border border-saffron-400 bg-saffron-50 p-3 text-sm text-saffron-900">
              {rich('checkout.pricesChanged', { total: <strong>{formatRupees(changedTotal)}</strong> })}
            </p>
          )}
          {blocked && <p className="text-sm font-semibold text-red-800">{t('checkout.blocked')}</p>}
          <Button type="submit" size="lg" className="w-full" loading={place.isPending} disabled={blocked}>
            {changedTotal !== null ? t('checkout.confirm', { total: formatRupees(changedTotal) }) : t('checkout.place')}
          </Button>
          <p className="text-xs text-ink-700" data-testid="checkout-policies">
            {rich('checkout.policies', {
              returns: (
                <Link to="/returns-policy" className="underline underline-offset-2">
                  {t('checkout.policyReturns')}
                </Link>
              ),
              shipping: (
                <Link to="/shipping-policy" className="underline underline-offset-2">
                  {t('checkout.policyShipping')}
                </Link>
              ),
              privacy: (
                <Link to="/privacy" className="underline underline-offset-2">
                  {t('checkout.policyPrivacy')}
                </Link>
              ),
            })}
          </p>
        </aside>
      </form>
    </Page>
  );
}
