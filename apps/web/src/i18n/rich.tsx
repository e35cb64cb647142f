import { Fragment, type ReactNode } from 'react';
import { t, type MessageId } from './i18n';

const MARK = '\u0001';

/**
 * A translated text with elements in its placeholders: `rich('nav.hi', { name: <b>{user.name}</b> })` for
 * "Hi, {name}", so a translation may put the element anywhere in the sentence.
 */
export function rich(id: MessageId, nodes: Record<string, ReactNode>, values: Record<string, string | number> = {}): ReactNode {
  const names = Object.keys(nodes);
  const marked = t(id, { ...values, ...Object.fromEntries(names.map((n, i) => [n, `${MARK}${i}${MARK}`])) });
  return marked.split(MARK).map((part, i) => <Fragment key={i}>{i % 2 === 1 ? nodes[names[Number(part)]!] : part}</Fragment>);
}
