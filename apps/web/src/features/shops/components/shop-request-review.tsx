import { useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { SHOP_CATEGORIES, shopFormBody, type ShopQueryDto } from '@bazaar/shared';
import { messageOf } from '@/lib/api';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Field, Textarea } from '@/components/ui/field';
import type { ImageInputHandle } from '@/components/ui/image-input';
import { Modal } from '@/components/ui/modal';
import { useDecideShopRequest, type ApproveValues } from '../api/shop-request-decisions';
import { ShopFormFields, ShopImageInput } from './shop-form-fields';
import { t } from '@/i18n/i18n';
import { rich } from '@/i18n/rich';

type ApproveForm = z.input<typeof shopFormBody>;

/** The request's details as the start of the shop's form; the platform owner checks and completes them. */
function fromRequest(r: ShopQueryDto): ApproveForm {
  const category = SHOP_CATEGORIES.some((c) => c.value === r.categoryofshop) ? r.categoryofshop : '';
  return {
    name: r.name,
    legalName: '',
    category,
    location: r.city ?? '',
    address: [r.address, r.city, r.pincode].filter(Boolean).join(', '),
    phone: r.phone,
    pan: r.pan,
    gstnumber: r.gstin ?? '',
    gstRegistration: r.gstin ? 'regular' : 'unregistered',
    state: '',
    razorpayAccountId: '',
  };
}

/**
 * Issue 22 #13: approve a request in one step. The shop's form starts from the request; on Approve the server
 * creates the owner's account, the shop, and mails the owner a link to choose a password.
 */
export function ApproveShopRequest({ request, onClose }: { request: ShopQueryDto; onClose: () => void }) {
  const decide = useDecideShopRequest();
  const [image, setImage] = useState<File | null>(null);
  const [compressing, setCompressing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const imageRef = useRef<ImageInputHandle>(null);
  const { register, handleSubmit, formState, control } = useForm<ApproveForm, unknown, ApproveValues>({
    resolver: zodResolver(shopFormBody),
    defaultValues: fromRequest(request),
    mode: 'onTouched',
  });
  const errors = formState.errors;
  const registration = useWatch({ control, name: 'gstRegistration' });

  const onValid = (values: ApproveValues) => {
    setError(null);
    if (!image) return setError(t('superadmin.uploadShopImage'));
    decide.mutate(
      { id: request._id, approve: { values, image } },
      {
        // The server's sentence is English only (decision 091); the same sentence from the catalog.
        onSuccess: () => {
          toast.success(t('superadmin.approvedToast'));
          onClose();
        },
        onError: (err) => setError(messageOf(err, t('superadmin.approveFailed'))),
      },
    );
  };

  return (
    <Modal open title={t('superadmin.approveNamed', { name: request.name })} onClose={onClose} className="w-[min(44rem,calc(100vw-2rem))]">
      <p className="mb-4 text-sm text-ink-800">
        {rich('superadmin.approveText', { owner: <strong>{request.ownerName ?? request.name}</strong> }, { email: request.email })}
      </p>
      <form
        noValidate
        onSubmit={(e) => handleSubmit(onValid)(e)}
        className="grid gap-4 sm:grid-cols-2"
        aria-label={t('superadmin.approveNamed', { name: request.name })}
      >
        <ShopFormFields register={register} errors={errors} registration={registration} blankCategory />
        <ShopImageInput ref={imageRef} onChange={setImage} onBusyChange={setCompressing} />
        {error && (
          <p role="alert" className="text-sm text-red-700 sm:col-span-2">
            {error}
          </p>
        )}
        <div className="flex flex-wrap justify-end gap-2 sm:col-span-2">
          <Button type="button" variant="ghost" onClick={onClose}>
            {t('superadmin.cancelLabel')}
          </Button>
          <Button type="submit" loading={decide.isPending} disabled={compressing}>
            {t('superadmin.approveCreate')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}

/** Decline with a reason: the vendor reads it in the mail. */
export function DeclineShopRequest({ request, onClose }: { request: ShopQueryDto; onClose: () => void }) {
  const decide = useDecideShopRequest();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  return (
    <Modal open title={t('superadmin.declineNamed', { name: request.name })} onClose={onClose}>
      <form
        noValidate
        className="space-y-4"
        aria-label={t('superadmin.declineNamed', { name: request.name })}
        onSubmit={(e) => {
          e.preventDefault();
          if (reason.trim().length < 3) return setError(t('superadmin.sayWhy'));
          decide.mutate(
            { id: request._id, decline: reason.trim() },
            {
              onSuccess: () => {
                toast.success(t('superadmin.declinedToast'));
                onClose();
              },
              onError: (err) => setError(messageOf(err, t('superadmin.declineFailed'))),
            },
          );
        }}
      >
        <p className="text-sm text-ink-800">{t('superadmin.declineText', { email: request.email })}</p>
        <Field label={t('superadmin.reason')} required error={error ?? undefined}>
          {(p) => <Textarea {...p} rows={3} value={reason} onChange={(e) => setReason(e.target.value)} />}
        </Field>
        <div className="flex justify-end gap-2">
          <Button type="button" variant="ghost" onClick={onClose}>
            {t('superadmin.cancelLabel')}
          </Button>
          <Button type="submit" variant="danger" loading={decide.isPending}>
            {t('superadmin.declineRequest')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
