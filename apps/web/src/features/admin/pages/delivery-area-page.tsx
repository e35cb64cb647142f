import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { usePageTitle } from '@/hooks/use-page-title';
import { messageOf } from '@/lib/api';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Field, Textarea } from '@/components/ui/field';
import { Page } from '@/components/ui/page';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';

import { deliveryAreaKey as KEY, getDeliveryArea, saveDeliveryPins } from '../api/delivery-area';

/** /admin/delivery-area — the PIN codes (or 3-digit prefixes) the owner's shop delivers to; empty = across India. */
export default function DeliveryAreaPage() {
  usePageTitle('Delivery area');
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
      toast.success(res.message);
    },
    onError: (err) => setError(messageOf(err, 'Could not save the delivery area. Please try again.')),
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const pins = (text ?? area.data?.pins.join(', ') ?? '').split(/[\s,;]+/).filter(Boolean);
    save.mutate(pins);
  };

  return (
    <Page>
      <PageHeader title="Delivery area" subtitle="Where your shop delivers. Checkout refuses orders to other PIN codes; your shop page shows the list." />
      {area.isPending ? (
        <Spinner label="Loading your delivery area" />
      ) : area.isError ? (
        <Card className="p-6 text-center" role="alert">
          {messageOf(area.error, 'Could not load your delivery area. Please try again.')}
        </Card>
      ) : (
        <Card className="max-w-xl space-y-4 p-4 sm:p-6">
          <p className="font-semibold text-ink-900" data-testid="delivery-area-now">
            Now: {area.data.description}
          </p>
          <form onSubmit={submit} noValidate className="space-y-4" aria-label="Delivery area">
            <Field
              label="PIN codes you deliver to"
              hint="6-digit PIN codes (560001) or the first 3 digits for a whole district (560), separated by commas or spaces. Leave empty to deliver across India."
              error={error ?? undefined}
            >
              {(p) => <Textarea {...p} rows={5} name="pins" value={text ?? area.data.pins.join(', ')} onChange={(e) => setText(e.target.value)} />}
            </Field>
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? 'Saving…' : 'Save delivery area'}
            </Button>
          </form>
        </Card>
      )}
    </Page>
  );
}
