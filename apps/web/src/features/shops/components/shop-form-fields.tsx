import { forwardRef } from 'react';
import type { FieldErrors, FieldValues, UseFormRegister } from 'react-hook-form';
import { gpsFromText, SHOP_CATEGORIES } from '@bazaar/shared';
import { Field, Input, Select, Textarea } from '@/components/ui/field';
import { ImageInput, type ImageInputHandle, type ImageInputProps } from '@/components/ui/image-input';
import { ShopTaxFields } from './shop-tax-fields';
import { t } from '@/i18n/i18n';
import { shopCategoryText } from '@/lib/shop-category';

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
      <Field label={t('superadmin.shopName')} required error={err.name?.message} className="sm:col-span-2">
        {(p) => <Input {...p} {...reg('name')} autoComplete="off" />}
      </Field>
      <Field label={t('superadmin.legalNameOptional')} error={err.legalName?.message} className="sm:col-span-2" hint={t('superadmin.legalNameHint')}>
        {(p) => <Input {...p} {...reg('legalName')} autoComplete="off" maxLength={200} />}
      </Field>
      <Field label={t('superadmin.category')} required error={err.category?.message}>
        {(p) => (
          <Select {...p} {...reg('category')}>
            {blankCategory && <option value="">{t('superadmin.selectCategory')}</option>}
            {SHOP_CATEGORIES.map((c) => (
              <option key={c.value} value={c.value}>
                {shopCategoryText(c.value)}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field label={t('superadmin.location')} required error={err.location?.message} hint={t('superadmin.locationHint')}>
        {(p) => <Input {...p} {...reg('location')} />}
      </Field>
      <Field label={t('superadmin.addressLabel')} required error={err.address?.message} className="sm:col-span-2">
        {(p) => <Textarea {...p} {...reg('address')} rows={2} />}
      </Field>
      <Field label={t('superadmin.gpsOptional')} error={err.gps?.message} hint={t('superadmin.gpsHint')}>
        {(p) => {
          const gps = reg('gps', { setValueAs: (v: unknown) => (typeof v === 'string' ? (gpsFromText(v) ?? v) : v) });
          return (
            <Input
              {...p}
              {...gps}
              inputMode="text"
              autoComplete="off"
              placeholder={t('superadmin.gpsPlaceholder')}
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
      <Field label={t('superadmin.pinOptional')} error={err.pincode?.message} hint={t('superadmin.pinHint')}>
        {(p) => <Input {...p} {...reg('pincode')} inputMode="numeric" maxLength={6} autoComplete="off" />}
      </Field>
      <Field label={t('superadmin.phoneLabel')} required error={err.phone?.message}>
        {(p) => <Input {...p} {...reg('phone')} type="tel" inputMode="tel" placeholder={t('superadmin.tenDigits')} autoComplete="off" />}
      </Field>
      <Field label={t('superadmin.pan')} required error={err.pan?.message} hint={t('superadmin.panHint')}>
        {(p) => <Input {...p} {...reg('pan')} autoCapitalize="characters" autoComplete="off" className="uppercase" />}
      </Field>
      <ShopTaxFields register={register} errors={errors} registration={typeof registration === 'string' ? registration : ''} />
      {paymentAccount && (
        <Field label={t('superadmin.paymentAccountOptional')} error={err.razorpayAccountId?.message} hint={t('superadmin.paymentAccountHint')}>
          {(p) => <Input {...p} {...reg('razorpayAccountId')} autoComplete="off" />}
        </Field>
      )}
    </>
  );
}

/** The shop's picture, as Create Shop and approving a shop request take it: required, compressed, previewed. */
export const ShopImageInput = forwardRef<ImageInputHandle, Pick<ImageInputProps, 'onChange' | 'onBusyChange'>>(function ShopImageInput(props, ref) {
  return (
    <ImageInput
      ref={ref}
      label={t('superadmin.shopImage')}
      required
      className="sm:col-span-2"
      previewAlt={(f) => t('superadmin.shopImagePreview', { name: f.name })}
      {...props}
    />
  );
});
