import { ERASURE_KEPT } from '@bazaar/shared';
import { t, type MessageId } from '@/i18n/i18n';

/** What an erasure keeps, and why (`ERASURE_KEPT`, English in packages/shared and in the server's reply), in order. */
const KEPT: MessageId[] = ['account.kept.invoices', 'account.kept.orders', 'account.kept.reviews'];

/** One of `ERASURE_KEPT` in the active language; a text the list does not hold is shown as the server wrote it. */
export function keptText(text: string): string {
  const i = (ERASURE_KEPT as readonly string[]).indexOf(text);
  const id = KEPT[i];
  return id ? t(id) : text;
}
