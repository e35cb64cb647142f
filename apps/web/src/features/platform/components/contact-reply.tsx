import { useState } from 'react';
import type { ContactMessageDto } from '@bazaar/shared';
import { messageOf } from '@/lib/api';
import { Button } from '@/components/ui/button';
import { Field, Textarea } from '@/components/ui/field';
import { Modal } from '@/components/ui/modal';
import { useContactAction } from '../api/contact-actions';
import { t } from '@/i18n/i18n';

export function ReplyToContact({ message, onClose }: { message: ContactMessageDto; onClose: () => void }) {
  const action = useContactAction();
  const [reply, setReply] = useState('');
  const [error, setError] = useState<string | null>(null);
  return (
    <Modal open title={t('superadmin.replyTo', { name: message.name })} onClose={onClose}>
      <form
        noValidate
        className="space-y-4"
        aria-label={t('superadmin.replyTo', { name: message.name })}
        onSubmit={(e) => {
          e.preventDefault();
          if (reply.trim().length < 2) return setError(t('superadmin.replyEmpty'));
          action.mutate(
            { id: message._id, reply: reply.trim() },
            { onSuccess: onClose, onError: (err) => setError(messageOf(err, t('superadmin.replyFailed'))) },
          );
        }}
      >
        <blockquote className="rounded-lg bg-ink-50 px-3 py-2 text-sm whitespace-pre-line text-ink-800">{message.yourmessage}</blockquote>
        <Field label={t('superadmin.yourReply')} required error={error ?? undefined} hint={t('superadmin.sentByEmail', { email: message.email })}>
          {(p) => <Textarea {...p} rows={5} value={reply} onChange={(e) => setReply(e.target.value)} />}
        </Field>
        <div className="flex justify-end gap-2">
          <Button type="button" variant="ghost" onClick={onClose}>
            {t('superadmin.cancel')}
          </Button>
          <Button type="submit" loading={action.isPending}>
            {t('superadmin.sendReply')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
