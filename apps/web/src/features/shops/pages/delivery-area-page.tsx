import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { pinLabel } from '@bazaar/shared';
import { usePageTitle } from '@/hooks/use-page-title';
import { messageOf } from '@/lib/api';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Field, Textarea } from '@/components/ui/field';
import { Page } from '@/components/ui/page';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { t } from '@/i18n/i18n';
import { deliveryAreaKey as KEY, getDeliveryArea, saveDeliveryPins } from '../api/delivery-area';
import { ShopHoursCard } from '../components/shop-hours-card';

/** The area in words, as the server's `description` says it in English ("Delivers to PIN codes 560001, 561xxx"). */
const describe = (pins: readonly string[]) =>
  pins.length === 0 ? t('admin.areaEverywhere') : t('admin.areaPins', { count: pins.length, pins: pins.map(pinLabel).join(', ') });

/**
 * /admin/delivery-area — the PIN codes (or 3-digit prefixes) the owner's shop delivers to (empty = across India), and
 * its opening hours and contact email (issue 29 #7, #3).
 */
export default function DeliveryAreaPage() {
  usePageTitle(t('nav.deliveryArea'));
  const qc = useQueryClient();
  const area = useQuery({ queryKey: KEY, queryFn: ({ signal }) => getDeliveryArea(signal) });
  const [text, setText] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: saveDeliveryPins,
    onSuccess: (res) => {
      qc.setQueryData(KEY, { pins: res.pins, description: res.description });
      setText(null);
      setError(null);
      // The server says it in English only (decision 091); the same sentence from the catalog.
      toast.success(t('admin.areaSaved'));
    },
    onError: (err) => setError(messageOf(err, t('admin.areaSaveFailed'))),
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const pins = (text ?? area.data?.pins.join(', ') ?? '').split(/[\s,;]+/).filter(Boolean);
    save.mutate(pins);
  };

  return (
    <Page>
      <PageHeader title={t('nav.deliveryArea')} subtitle={t('admin.areaSubtitle')} />
      {area.isPending ? (
        <Spinner label={t('admin.areaLoading')} />
      ) : area.isError ? (
        <Card className="p-6 text-center" role="alert">
          {messageOf(area.error, t('admin.areaLoadFailed'))}
        </Card>
      ) : (
        <Card className="max-w-xl space-y-4 p-4 sm:p-6">
          <p className="font-semibold text-ink-900" data-testid="delivery-area-now">
            {t('admin.areaNow', { description: describe(area.data.pins) })}
          </p>
          <form onSubmit={submit} noValidate className="space-y-4" aria-label={t('nav.deliveryArea')}>
            <Field label={t('admin.pinsLabel')} hint={t('admin.pinsHint')} error={error ?? undefined}>
              {(p) => <Textarea {...p} rows={5} name="pins" value={text ?? area.data.pins.join(', ')} onChange={(e) => setText(e.target.value)} />}
            </Field>
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? t('admin.saving') : t('admin.saveArea')}
            </Button>
          </form>
        </Card>
      )}
      <div className="mt-6">
        <ShopHoursCard />
      </div>
    </Page>
  );
}
