// Over 300 lines: the order page's whole return section (ask with photos, follow, refund account, confirm) in one place.
import { useState } from 'react';
import { MAX_RETURN_PHOTOS, RETURN_REASONS, type OrderDto, type ReturnDto } from '@bazaar/shared';
import { t } from '@/i18n/i18n';
import { rich } from '@/i18n/rich';
import { returnReasonText } from '@/lib/labels';
import { messageOf } from '@/lib/api';
import { formatDate, formatDateTime, formatRupees } from '@/lib/format';
import { toast } from '@/lib/toast';
import { ReturnPhotos } from '@/components/ui/return-photos';
import { ReturnStatusBadge } from '@/components/ui/return-status-badge';
import { Button } from '@/components/ui/button';
import { DownloadButton } from '@/components/ui/download-button';
import { Field, Input, Select, Textarea } from '@/components/ui/field';
import { FileInput } from '@/components/ui/file-input';
import { Spinner } from '@/components/ui/spinner';
import { useAddReturnPhoto, useAnswerRefund, useOrderReturns, useRequestReturn, type ReturnRequestInput } from '../api/returns';
import { RefundAccount, takesRefundAccount } from './refund-account-form';

const DAY_MS = 86_400_000;
const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
const MAX_PHOTO_BYTES = 5 * 1024 * 1024;

/** Checks chosen photos as the server will (type, count); a large one is made smaller first, off the page's thread. */
async function preparePhotos(files: readonly File[], room: number): Promise<{ files: File[]; error?: string }> {
  if (files.length > room) return { files: [], error: t('orders.ret.photosAtMost', { max: MAX_RETURN_PHOTOS }) };
  const bad = files.find((f) => !PHOTO_TYPES.includes(f.type));
  if (bad) return { files: [], error: t('orders.ret.photoBadType', { name: bad.name }) };
  const out: File[] = [];
  for (const f of files) {
    if (f.size <= MAX_PHOTO_BYTES) out.push(f);
    else {
      const { compressImage } = await import('@/workers/compress-image');
      out.push(await compressImage(f).catch(() => f));
    }
  }
  return { files: out };
}

/** Sends photos one by one (the server takes one per call); the first refusal stops and is said. */
async function sendPhotos(add: (f: File) => Promise<unknown>, files: readonly File[]): Promise<string | undefined> {
  for (const f of files) {
    try {
      await add(f);
    } catch (err) {
      return messageOf(err, t('orders.ret.photoFailed'));
    }
  }
  return undefined;
}

/** The last day a return may be asked for under the policy the order was placed with; null when none may. */
function windowEnd(order: OrderDto): Date | null {
  const p = order.returnPolicy;
  if (!p || p.kind === 'none' || !order.deliveredAt) return null;
  return new Date(new Date(order.deliveredAt).getTime() + p.days * DAY_MS);
}

/** How many of each line are still free to ask back: delivered less what earlier requests (not declined) took. */
function leftOf(order: OrderDto, returns: readonly ReturnDto[]): Map<string, number> {
  const left = new Map(order.items.map((i) => [i._id, i.returnable === false ? 0 : i.quantity]));
  for (const r of returns) {
    if (r.status === 'Declined') continue;
    for (const l of r.lines) left.set(l.itemId, Math.max(0, (left.get(l.itemId) ?? 0) - l.quantity));
  }
  return left;
}

/**
 * The order page's returns (issue 26 #2-#3): ask to return lines of a delivered order within the window of the
 * policy it was placed under, follow each request, download its credit note, and confirm or dispute the refund.
 */
export function OrderReturns({ order }: { order: OrderDto }) {
  const delivered = order.status === 'Delivered';
  const q = useOrderReturns(order._id, delivered);
  const [asking, setAsking] = useState(false);
  // The window is judged when the page opens; the server judges it again on sending.
  const [openedAt] = useState(() => Date.now());
  if (!delivered) return null;
  const end = windowEnd(order);
  const open = end !== null && end.getTime() > openedAt;
  const returns = q.data?.returns ?? [];
  const left = leftOf(order, returns);
  const anyLeft = [...left.values()].some((n) => n > 0);
  const policy = order.returnPolicy;

  return (
    <section aria-labelledby="returns-title" className="space-y-4 rounded-2xl border border-ink-200 bg-white p-5 shadow-sm" data-testid="order-returns">
      <h2 id="returns-title" className="text-lg font-bold text-ink-900">
        {t('orders.ret.title')}
      </h2>
      <p className="text-sm text-ink-700" data-testid="return-window">
        {!policy || policy.kind === 'none'
          ? t('orders.ret.noReturns')
          : !end
            ? t('orders.ret.window', { kind: policy.kind, days: policy.days })
            : open
              ? t('orders.ret.windowOpen', { kind: policy.kind, days: policy.days, until: formatDateTime(end.toISOString()) })
              : t('orders.ret.windowClosed', { kind: policy.kind, days: policy.days, on: formatDate(end.toISOString()) })}
      </p>
      {q.isPending ? (
        <Spinner label={t('orders.ret.loading')} />
      ) : q.isError ? (
        <p role="alert" className="text-sm text-red-800">
          {messageOf(q.error, t('orders.ret.loadFailed'))}
        </p>
      ) : (
        <>
          {returns.length > 0 && (
            <ul className="space-y-3" aria-label={t('orders.ret.yourRequests')}>
              {returns.map((r) => (
                <ReturnItem key={r._id} ret={r} orderId={order._id} />
              ))}
            </ul>
          )}
          {open && anyLeft && !asking && (
            <Button variant="outline" onClick={() => setAsking(true)}>
              {t('orders.ret.returnItems')}
            </Button>
          )}
          {open && asking && <ReturnForm order={order} left={left} onDone={() => setAsking(false)} />}
        </>
      )}
    </section>
  );
}

function ReturnForm({ order, left, onDone }: { order: OrderDto; left: Map<string, number>; onDone: () => void }) {
  const ask = useRequestReturn(order._id);
  const addPhoto = useAddReturnPhoto(order._id);
  const [photos, setPhotos] = useState<File[]>([]);
  const [qty, setQty] = useState<Record<string, string>>({});
  const [reason, setReason] = useState('');
  const [note, setNote] = useState('');
  const replacementOnly = order.returnPolicy?.kind === 'replacement';
  const [resolution, setResolution] = useState<'refund' | 'replacement'>(replacementOnly ? 'replacement' : 'refund');
  const [error, setError] = useState<string>();
  const items = order.items.filter((i) => (left.get(i._id) ?? 0) > 0);

  function submit(e: React.FormEvent) {
    e.preventDefault();
    const lines = items.map((i) => ({ itemId: i._id, quantity: Number(qty[i._id] ?? 0) })).filter((l) => l.quantity > 0);
    if (lines.length === 0) return setError(t('orders.ret.chooseHowMany'));
    const bad = lines.find((l) => !Number.isInteger(l.quantity) || l.quantity > (left.get(l.itemId) ?? 0));
    if (bad) return setError(t('orders.ret.atMost', { max: left.get(bad.itemId) ?? 0, name: items.find((i) => i._id === bad.itemId)?.name ?? '' }));
    if (!reason) return setError(t('orders.ret.chooseReason'));
    setError(undefined);
    const body: ReturnRequestInput = { lines, reason: reason as ReturnRequestInput['reason'], resolution };
    if (note.trim()) body.note = note.trim();
    ask.mutate(body, {
      onSuccess: async (res) => {
        const failed = await sendPhotos((image) => addPhoto.mutateAsync({ id: res.return._id, image }), photos);
        if (failed) toast.error(t('orders.ret.askedPhotoFailed', { error: failed }));
        else toast.success(t('orders.ret.asked'));
        onDone();
      },
      onError: (err) => setError(messageOf(err, t('orders.ret.sendFailed'))),
    });
  }

  return (
    <form onSubmit={submit} className="space-y-4 rounded-xl border border-ink-200 bg-ink-50 p-4" aria-label={t('orders.ret.formLabel')} noValidate>
      <fieldset className="space-y-3">
        <legend className="text-sm font-semibold text-ink-900">{t('orders.ret.howMany')}</legend>
        {items.map((i) => (
          <Field key={i._id} label={t('orders.ret.upTo', { name: i.name, max: left.get(i._id) ?? 0 })}>
            {(p) => (
              <Input
                {...p}
                type="number"
                inputMode="numeric"
                min={0}
                max={left.get(i._id)}
                step={1}
                className="w-28"
                value={qty[i._id] ?? ''}
                placeholder="0"
                onChange={(e) => setQty({ ...qty, [i._id]: e.target.value })}
              />
            )}
          </Field>
        ))}
      </fieldset>
      <Field label={t('orders.ret.reason')} required>
        {(p) => (
          <Select {...p} value={reason} onChange={(e) => setReason(e.target.value)}>
            <option value="">{t('orders.ret.chooseReason')}</option>
            {RETURN_REASONS.map((r) => (
              <option key={r} value={r}>
                {returnReasonText(r)}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field label={t('orders.ret.note')} hint={t('orders.ret.noteHint')}>
        {(p) => <Textarea {...p} maxLength={1000} value={note} onChange={(e) => setNote(e.target.value)} />}
      </Field>
      <Field label={t('orders.ret.photos', { max: MAX_RETURN_PHOTOS })} hint={t('orders.ret.photosHint')}>
        {(p) => (
          <FileInput
            {...p}
            accept={PHOTO_TYPES.join(',')}
            multiple
            chosen={photos.length ? photos.map((f) => f.name).join(', ') : t('ui.noFileChosen')}
            onChange={async (e) => {
              const chosen = await preparePhotos([...(e.target.files ?? [])], MAX_RETURN_PHOTOS);
              setPhotos(chosen.files);
              setError(chosen.error);
            }}
          />
        )}
      </Field>
      <fieldset className="space-y-2">
        <legend className="text-sm font-semibold text-ink-900">{t('orders.ret.want')}</legend>
        {replacementOnly ? (
          <p className="text-sm text-ink-700">{t('orders.ret.replacementOnly')}</p>
        ) : (
          (['refund', 'replacement'] as const).map((r) => (
            <label key={r} className="flex items-center gap-2 text-sm text-ink-800">
              <input
                type="radio"
                name="resolution"
                value={r}
                checked={resolution === r}
                onChange={() => setResolution(r)}
                className="size-4 accent-saffron-700"
              />
              {r === 'refund' ? t('orders.ret.moneyBack') : t('orders.ret.aReplacement')}
            </label>
          ))
        )}
      </fieldset>
      {error && (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
          {error}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" loading={ask.isPending || addPhoto.isPending}>
          {t('orders.ret.send')}
        </Button>
        <Button variant="ghost" onClick={onDone}>
          {t('orders.ret.notNow')}
        </Button>
      </div>
    </form>
  );
}

function ReturnItem({ ret, orderId }: { ret: ReturnDto; orderId: string }) {
  const answer = useAnswerRefund(orderId);
  const [disputing, setDisputing] = useState(false);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string>();
  const send = (ok: boolean) => {
    if (!ok && !note.trim()) return setError(t('orders.ret.sayWhatsWrong'));
    setError(undefined);
    answer.mutate(
      { id: ret._id, ok, ...(ok ? {} : { note: note.trim() }) },
      {
        onSuccess: () => toast.success(ok ? t('orders.ret.confirmed') : t('orders.ret.disputeSent')),
        onError: (err) => setError(messageOf(err, t('orders.ret.answerFailed'))),
      },
    );
  };
  return (
    <li className="space-y-2 rounded-xl border border-ink-200 p-4 text-sm" data-testid="return-item">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-semibold text-ink-900">{t('orders.ret.heading', { resolution: ret.resolution, amount: formatRupees(ret.amount) })}</p>
        <ReturnStatusBadge status={ret.status} />
      </div>
      <p className="text-ink-700">
        {ret.lines.map((l) => `${l.quantity} × ${l.name}`).join(', ')} · {returnReasonText(ret.reason, ret.reasonLabel)} ·{' '}
        {t('orders.ret.askedOn', { when: formatDateTime(ret.createdAt) })}
      </p>
      <ReturnPhotos photos={ret.photos} label={t('orders.ret.yourPhotos')} altOf={(n) => t('orders.ret.yourPhoto', { n })} />
      {ret.status === 'Requested' && <p className="text-ink-700">{t('orders.ret.answersBy', { when: formatDateTime(ret.decideBy) })}</p>}
      {ret.status === 'Requested' && ret.photos.length < MAX_RETURN_PHOTOS && <AddPhotos ret={ret} orderId={orderId} />}
      {ret.declineReason && <p className="break-words text-ink-700">{t('orders.ret.shopDeclined', { reason: ret.declineReason })}</p>}
      {takesRefundAccount(ret) && <RefundAccount ret={ret} orderId={orderId} />}
      {ret.creditNote && (
        <DownloadButton
          href={`/api/credit-notes/${ret.creditNote._id}`}
          fileName={`CreditNote_${ret.creditNote.number.replaceAll('/', '-')}.pdf`}
          errorMessage={t('orders.ret.creditNoteFailed')}
        >
          <span className="sr-only">{t('orders.ret.download')}</span>
          {t('orders.ret.creditNote', { number: ret.creditNote.number })}
        </DownloadButton>
      )}
      {ret.refund && (
        <div className="space-y-2 rounded-lg bg-green-50 px-3 py-2 text-ink-800" data-testid="return-refund">
          <p>
            {rich('orders.ret.refundPaid', { reference: <span className="font-mono">{ret.refund.reference}</span> }, { date: formatDate(ret.refund.date) })}
          </p>
          {ret.refund.confirmed === true && <p className="font-semibold text-green-800">{t('orders.ret.youConfirmed')}</p>}
          {ret.refund.confirmed === false && (
            <p className="break-words font-semibold text-red-800">{t('orders.ret.youDisputed', { note: ret.refund.note ?? '' })}</p>
          )}
          {ret.refund.confirmed === null && !disputing && (
            <div className="flex flex-wrap gap-2">
              <Button size="sm" onClick={() => send(true)} loading={answer.isPending}>
                {t('orders.ret.received')}
              </Button>
              <Button size="sm" variant="outline" onClick={() => setDisputing(true)}>
                {t('orders.ret.notArrived')}
              </Button>
            </div>
          )}
          {ret.refund.confirmed === null && disputing && (
            <div className="space-y-2">
              <Field label={t('orders.ret.whatsWrong')} required>
                {(p) => <Textarea {...p} maxLength={500} value={note} onChange={(e) => setNote(e.target.value)} />}
              </Field>
              <div className="flex flex-wrap gap-2">
                <Button size="sm" variant="danger" onClick={() => send(false)} loading={answer.isPending}>
                  {t('orders.ret.sendDispute')}
                </Button>
                <Button size="sm" variant="ghost" onClick={() => setDisputing(false)}>
                  {t('orders.ret.back')}
                </Button>
              </div>
            </div>
          )}
        </div>
      )}
      {error && (
        <p role="alert" className="text-red-800">
          {error}
        </p>
      )}
    </li>
  );
}

/** Photos added after the request, while the shop has not answered (a photo that failed with the request, or one more). */
function AddPhotos({ ret, orderId }: { ret: ReturnDto; orderId: string }) {
  const addPhoto = useAddReturnPhoto(orderId);
  const [error, setError] = useState<string>();
  const room = MAX_RETURN_PHOTOS - ret.photos.length;
  return (
    <div className="space-y-1">
      <Field label={t('orders.ret.addPhotos', { room })}>
        {(p) => (
          <FileInput
            {...p}
            accept={PHOTO_TYPES.join(',')}
            multiple
            disabled={addPhoto.isPending}
            onChange={async (e) => {
              const input = e.currentTarget;
              const chosen = await preparePhotos([...(input.files ?? [])], room);
              setError(chosen.error ?? (await sendPhotos((image) => addPhoto.mutateAsync({ id: ret._id, image }), chosen.files)));
              if (!chosen.error) input.value = '';
            }}
          />
        )}
      </Field>
      {addPhoto.isPending && <Spinner label={t('orders.ret.attaching')} />}
      {error && (
        <p role="alert" className="text-red-800">
          {error}
        </p>
      )}
    </div>
  );
}
