import type { FieldErrors, FieldValues, UseFormRegister } from 'react-hook-form';
import { gpsFromText, SHOP_CATEGORIES } from '@bazaar/shared';
import { Field, Input, Select, Textarea } from '@/components/ui/field';
import { ShopTaxFields } from './shop-tax-fields';

/** The shop's own fields, as every shop form names them (createShopBody, shopFormBody, updateShopBody). */
interface ShopFields {
  name: unknown;
  legalName: unknown;
  category: unknown;
  location: unknown;
  address: unknown;
  phone: unknown;
  pan: unknown;
  gstRegistration: unknown;
  gstnumber: unknown;
  state: unknown;
  razorpayAccountId: unknown;
  gps: unknown;
  pincode: unknown;
}

/**
 * One shop form (decision 061): name, legal name (decision 097), category, location, address, phone, PAN, the tax identity and, where the
 * form takes it, the payment account. Create Shop, approving a shop request and editing a shop render these and
 * add what is theirs (the owner, the image, the commission).
 */
export function ShopFormFields<F extends FieldValues>({
  register,
  errors,
  registration,
  blankCategory = false,
  paymentAccount = false,
}: {
  register: UseFormRegister<F>;
  errors: FieldErrors<F>;
  /** The GST registration chosen now (useWatch). */
  registration: unknown;
  /** Offer "Select category" first: a form that may start without one. */
  blankCategory?: boolean;
  /** Show the payment account id (the platform owner sets it; a request does not carry one). */
  paymentAccount?: boolean;
}) {
  // Every shop form has these field names; react-hook-form's generic paths cannot see that through F.
  const reg = register as unknown as UseFormRegister<ShopFields>;
  const err = errors as FieldErrors<ShopFields>;
  return (
    <>
      <Field label="Shop Name" required error={err.name?.message} className="sm:col-span-2">
        {(p) => <Input {...p} {...reg('name')} autoComplete="off" />}
      </Field>
      <Field
        label="Legal name (optional)"
        error={err.legalName?.message}
        className="sm:col-span-2"
        hint="The name on the GST registration or PAN. Shoppers read it under Product details; blank: the shop name."
      >
        {(p) => <Input {...p} {...reg('legalName')} autoComplete="off" maxLength={200} />}
      </Field>
      <Field label="Category" required error={err.category?.message}>
        {(p) => (
          <Select {...p} {...reg('category')}>
            {blankCategory && <option value="">Select category</option>}
            {SHOP_CATEGORIES.map((c) => (
              <option key={c.value} value={c.value}>
                {c.label}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field label="Location" required error={err.location?.message} hint="City or area, e.g. Jaipur">
        {(p) => <Input {...p} {...reg('location')} />}
      </Field>
      <Field label="Address" required error={err.address?.message} className="sm:col-span-2">
        {(p) => <Textarea {...p} {...reg('address')} rows={2} />}
      </Field>
      <Field label="GPS (optional)" error={err.gps?.message} hint="latitude,longitude, e.g. 12.9716,77.5946: or paste a maps link and it is read from it">
        {(p) => {
          const gps = reg('gps', { setValueAs: (v: unknown) => (typeof v === 'string' ? (gpsFromText(v) ?? v) : v) });
          return (
            <Input
              {...p}
              {...gps}
              inputMode="text"
              autoComplete="off"
              placeholder="Paste a maps link or type lat,long"
              onBlur={(e) => {
                // A pasted maps link becomes the point it carries, so the person sees what will be saved.
                const found = gpsFromText(e.currentTarget.value);
                if (found) e.currentTarget.value = found;
                void gps.onBlur(e);
              }}
            />
          );
        }}
      </Field>
      <Field label="PIN code (optional)" error={err.pincode?.message} hint="Blank: the last 6-digit number of the address">
        {(p) => <Input {...p} {...reg('pincode')} inputMode="numeric" maxLength={6} autoComplete="off" />}
      </Field>
      <Field label="Phone" required error={err.phone?.message}>
        {(p) => <Input {...p} {...reg('phone')} type="tel" inputMode="tel" placeholder="10 digits" autoComplete="off" />}
      </Field>
      <Field label="PAN" required error={err.pan?.message} hint="e.g. ABCDE1234F">
        {(p) => <Input {...p} {...reg('pan')} autoCapitalize="characters" autoComplete="off" className="uppercase" />}
      </Field>
      <ShopTaxFields register={register} errors={errors} registration={typeof registration === 'string' ? registration : ''} />
      {paymentAccount && (
        <Field label="Payment account id (optional)" error={err.razorpayAccountId?.message} hint="razorpayAccountId, e.g. acc_XXXXXXXX">
          {(p) => <Input {...p} {...reg('razorpayAccountId')} autoComplete="off" />}
        </Field>
      )}
    </>
  );
}
