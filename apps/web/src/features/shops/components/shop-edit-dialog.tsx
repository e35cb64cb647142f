import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { pincodeFromText, updateShopBody, type ShopDto } from '@bazaar/shared';
import { Button } from '@/components/ui/button';
import { Field, Input, Select } from '@/components/ui/field';
import { Modal } from '@/components/ui/modal';
import { t } from '@/i18n/i18n';
import { rich } from '@/i18n/rich';
import { messageOf } from '@/lib/api';
import { toast } from '@/lib/toast';
import { useAdmins } from '../api/get-admins';
import { useUpdateShop, type ShopUpdate } from '../api/update-shop';
import { ShopFormFields } from './shop-form-fields';

type EditForm = z.input<typeof updateShopBody>;

function toForm(s: ShopDto): EditForm {
  return {
    name: s.name,
    // Blank clears it: the shop's name then stands in on the product page.
    legalName: s.legalName ?? '',
    category: s.category,
    location: s.location,
    address: s.address,
    phone: s.phone,
    pan: s.pan ?? '',
    gstnumber: s.gstnumber ?? '',
    gstRegistration: s.gstRegistration,
    // A registered shop's state follows its GSTIN; only an unregistered one names it.
    state: s.gstRegistration === 'unregistered' ? s.stateCode : '',
    razorpayAccountId: s.razorpayAccountId ?? '',
    gps: s.gps ?? '',
    // Blank when it is only read from the address: a later address change then moves it too.
    pincode: s.pincode && s.pincode !== pincodeFromText(s.address) ? s.pincode : '',
    admin: s.admin?._id ?? '',
    // A number or null (blank: the platform's default); the input turns what is typed back into one of those.
    commissionRate: s.commissionRate ?? null,
    turnoverAbove5Cr: s.turnoverAbove5Cr ?? false,
  };
}

/**
 * The platform owner edits a shop, hands it to another admin, or deactivates / reactivates it. Deactivating
 * asks first, in the dialog itself: the shop leaves the catalog and takes no orders; its orders stay.
 */
export function ShopEditDialog({ shop, onClose }: { shop: ShopDto | null; onClose: () => void }) {
  const update = useUpdateShop();
  const admins = useAdmins();
  const [serverError, setServerError] = useState<string | null>(null);
  const [askDeactivate, setAskDeactivate] = useState(false);
  const { register, handleSubmit, reset, formState, control } = useForm<EditForm, unknown, ShopUpdate>({
    resolver: zodResolver(updateShopBody),
    defaultValues: shop ? toForm(shop) : undefined,
  });
  const errors = formState.errors;
  const registration = useWatch({ control, name: 'gstRegistration' });
  // The current owner, or admins without a shop: one shop per admin.
  const choices = admins.data?.filter((a) => !a.shop || a.shop._id === shop?._id) ?? [];

  // Another shop (or none): forget the last one's error and question while rendering, refill the form after.
  const [shown, setShown] = useState(shop);
  if (shown !== shop) {
    setShown(shop);
    setServerError(null);
    setAskDeactivate(false);
  }
  useEffect(() => {
    if (shop) reset(toForm(shop));
  }, [shop, reset]);

  async function send(patch: ShopUpdate, done: string) {
    if (!shop) return;
    setServerError(null);
    try {
      await update.mutateAsync({ id: shop._id, patch });
      toast.success(done);
      onClose();
    } catch (err) {
      setServerError(messageOf(err, t('superadmin.editShopFailed')));
    }
  }

  return (
    <Modal
      open={!!shop}
      title={shop ? t('superadmin.editShopTitle', { name: shop.name }) : t('superadmin.editShopUntitled')}
      onClose={onClose}
      className="w-[min(42rem,calc(100vw-2rem))]"
    >
      {shop && (
        <form
          noValidate
          onSubmit={handleSubmit((v) => send(v, t('superadmin.editShopSaved')))}
          className="grid gap-4 sm:grid-cols-2"
          aria-label={t('superadmin.editShopTitle', { name: shop.name })}
        >
          <ShopFormFields register={register} errors={errors} registration={registration} paymentAccount />
          <Field label={t('superadmin.commission')} error={errors.commissionRate?.message} hint={t('superadmin.commissionHint')}>
            {(p) => (
              <Input
                {...p}
                {...register('commissionRate', { setValueAs: (v: unknown) => (v === null || String(v).trim() === '' ? null : Number(v)) })}
                inputMode="decimal"
                autoComplete="off"
                placeholder={t('superadmin.commissionPlaceholder')}
              />
            )}
          </Field>
          <label className="flex items-start gap-2 text-sm text-ink-800 sm:col-span-2">
            <input type="checkbox" {...register('turnoverAbove5Cr')} className="mt-1 size-4 accent-saffron-700" />
            <span>
              {t('superadmin.turnoverAbove5Cr')}
              <span className="block text-ink-600">{t('superadmin.turnoverAbove5CrHint')}</span>
            </span>
          </label>
          <Field label={t('superadmin.shopOwnerAdmin')} required className="sm:col-span-2" error={errors.admin?.message} hint={t('superadmin.reassignHint')}>
            {(p) => (
              <Select {...p} {...register('admin')} disabled={admins.isPending}>
                {admins.isPending && <option value={shop.admin?._id ?? ''}>{shop.admin?.name ?? t('superadmin.loadingAdmins')}</option>}
                {choices.map((a) => (
                  <option key={a._id} value={a._id}>
                    {a.name} ({a.email})
                  </option>
                ))}
              </Select>
            )}
          </Field>
          {serverError && (
            <p role="alert" className="rounded-xl border border-red-300 bg-red-50 px-4 py-3 text-sm font-semibold text-red-800 sm:col-span-2">
              {serverError}
            </p>
          )}
          <div className="flex flex-wrap gap-3 sm:col-span-2">
            <Button type="submit" loading={update.isPending && !askDeactivate}>
              {t('superadmin.saveChanges')}
            </Button>
            <Button type="button" variant="outline" onClick={onClose}>
              {t('superadmin.closeLabel')}
            </Button>
          </div>

          <section aria-label={t('superadmin.shopStatus')} className="rounded-xl border border-ink-200 bg-ink-50 p-4 sm:col-span-2">
            {shop.active ? (
              askDeactivate ? (
                <div className="space-y-3">
                  <p className="text-sm text-ink-800">{rich('superadmin.deactivateWarning', { name: <strong>{shop.name}</strong> })}</p>
                  <div className="flex flex-wrap gap-3">
                    <Button
                      type="button"
                      variant="danger"
                      loading={update.isPending}
                      onClick={() => send({ active: false }, t('superadmin.shopDeactivated', { name: shop.name }))}
                    >
                      {t('superadmin.deactivateYes')}
                    </Button>
                    <Button type="button" variant="outline" onClick={() => setAskDeactivate(false)}>
                      {t('superadmin.keepActive')}
                    </Button>
                  </div>
                </div>
              ) : (
                <div className="flex flex-wrap items-center justify-between gap-3">
                  <p className="text-sm text-ink-700">{t('superadmin.activeNote')}</p>
                  <Button type="button" variant="danger" onClick={() => setAskDeactivate(true)}>
                    {t('superadmin.deactivate')}
                  </Button>
                </div>
              )
            ) : (
              <div className="flex flex-wrap items-center justify-between gap-3">
                <p className="text-sm text-ink-700">{t('superadmin.deactivatedNote')}</p>
                <Button
                  type="button"
                  variant="accent"
                  loading={update.isPending}
                  onClick={() => send({ active: true }, t('superadmin.shopReactivated', { name: shop.name }))}
                >
                  {t('superadmin.reactivate')}
                </Button>
              </div>
            )}
          </section>
        </form>
      )}
    </Modal>
  );
}
