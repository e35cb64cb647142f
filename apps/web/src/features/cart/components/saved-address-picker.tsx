import type { SavedAddressDto } from '@bazaar/shared';
import { messageOf } from '@/lib/api';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { useDeleteAddress, useSaveAddress } from '../api/addresses';
import { t } from '@/i18n/i18n';
import { stateText } from '@/lib/states';

export const NEW_ADDRESS = 'new';

/** The address as one line a shopper recognises. */
export function addressLine(a: SavedAddressDto): string {
  return [a.line1, a.line2, a.city, `${stateText(a.state || a.stateName)} ${a.pincode}`].filter(Boolean).join(', ');
}

/**
 * Issue 22 #9: the shopper's saved addresses as a radio group above the checkout form. Picking one fills the
 * form; each can be deleted or made the default here; "A new address" empties the form for another one.
 */
export function SavedAddressPicker({ addresses, selected, onSelect }: { addresses: SavedAddressDto[]; selected: string; onSelect: (id: string) => void }) {
  const save = useSaveAddress();
  const remove = useDeleteAddress();
  const busy = save.isPending || remove.isPending;
  const option = (checked: boolean) =>
    cn(
      'flex flex-col gap-2 rounded-xl border p-3 sm:flex-row sm:items-start sm:justify-between',
      checked ? 'border-saffron-600 bg-saffron-50' : 'border-ink-200 bg-white',
    );

  return (
    <fieldset className="space-y-2">
      <legend className="mb-2 text-sm font-semibold text-ink-800">{t('address.deliverTo')}</legend>
      {addresses.map((a) => (
        <div key={a._id} className={option(selected === a._id)} data-testid="saved-address">
          <label className="flex min-w-0 flex-1 cursor-pointer items-start gap-3">
            <input
              type="radio"
              name="saved-address"
              value={a._id}
              checked={selected === a._id}
              onChange={() => onSelect(a._id)}
              className="mt-1 size-4 accent-saffron-700"
            />
            <span className="min-w-0 text-sm text-ink-800">
              <span className="font-semibold text-ink-900">{a.name}</span>
              {a.isDefault && <span className="ml-2 rounded-full bg-accent-100 px-2 py-0.5 text-xs font-semibold text-accent-800">{t('address.default')}</span>}
              <span className="block break-words">{addressLine(a)}</span>
              <span className="block text-ink-600">{t('address.mobile', { phone: a.phone })}</span>
            </span>
          </label>
          <div className="flex shrink-0 gap-2 pl-7 sm:pl-0">
            {!a.isDefault && (
              <Button
                variant="ghost"
                size="sm"
                disabled={busy}
                aria-label={t('address.makeDefaultNamed', { address: addressLine(a) })}
                onClick={() =>
                  save.mutate(
                    {
                      id: a._id,
                      body: { name: a.name, phone: a.phone, line1: a.line1, line2: a.line2, city: a.city, state: a.state, pincode: a.pincode, isDefault: true },
                    },
                    { onSuccess: (r) => toast.success(r.message), onError: (err) => toast.error(messageOf(err, t('address.makeDefaultFailed'))) },
                  )
                }
              >
                {t('address.makeDefault')}
              </Button>
            )}
            <Button
              variant="ghost"
              size="sm"
              disabled={busy}
              aria-label={t('address.deleteNamed', { address: addressLine(a) })}
              onClick={() =>
                remove.mutate(a._id, {
                  onSuccess: () => {
                    toast.success(t('address.deleted'));
                    if (selected === a._id) onSelect(NEW_ADDRESS);
                  },
                  onError: (err) => toast.error(messageOf(err, t('address.deleteFailed'))),
                })
              }
            >
              {t('address.delete')}
            </Button>
          </div>
        </div>
      ))}
      <label className={cn(option(selected === NEW_ADDRESS), 'cursor-pointer items-center sm:items-center')}>
        <span className="flex items-center gap-3 text-sm font-semibold text-ink-900">
          <input
            type="radio"
            name="saved-address"
            value={NEW_ADDRESS}
            checked={selected === NEW_ADDRESS}
            onChange={() => onSelect(NEW_ADDRESS)}
            className="size-4 accent-saffron-700"
          />
          {t('address.new')}
        </span>
      </label>
    </fieldset>
  );
}
