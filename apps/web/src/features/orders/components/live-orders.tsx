import { useEffect, useSyncExternalStore } from 'react';
import { Link } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import type { LiveBye, LiveReady, OrderEvent } from '@bazaar/shared';
import { setTitleCount } from '@/hooks/use-page-title';
import { queryKeys } from '@/lib/query-keys';
import { toast } from '@/lib/toast';
import { t } from '@/i18n/i18n';
import { adminKeys } from '@/lib/admin-keys';

/**
 * The shop owner's live feed (GET /api/admin/events, decision 029). This chunk is loaded by the nav only for a
 * logged-in shop owner, never in a shopper's first page. The feed is open while any of its badges is mounted
 * (the nav's, on a wide or a narrow screen): when the owner logs out the nav drops them and the feed closes.
 *
 * EventSource reconnects by itself after a drop (the server asks for 3 s); every `ready` after the first means
 * events may have been missed meanwhile, so the order screens are fetched again. A response that is not a
 * stream (a 503 during a deploy) closes an EventSource for good: then a new one is opened, later each time.
 */
let pending: number | null = null;
const listeners = new Set<() => void>();

function setPending(n: number | null) {
  pending = n;
  setTitleCount(n ?? 0);
  for (const l of listeners) l();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const MAX_BACKOFF_MS = 60_000;

/** Opens the feed; returns its closing. */
function startFeed(qc: QueryClient): () => void {
  let source: EventSource | undefined;
  let timer: number | undefined;
  let stopped = false;
  let readyCount = 0;
  let backoff = 2000;
  const refresh = () => void qc.invalidateQueries({ queryKey: adminKeys.orders() });
  const dataOf = <T,>(e: Event) => JSON.parse((e as MessageEvent<string>).data) as T;

  const open = () => {
    const s = new EventSource('/api/admin/events');
    source = s;
    s.addEventListener('ready', (e) => {
      backoff = 2000;
      setPending(dataOf<LiveReady>(e).pendingCount);
      if (readyCount++ > 0) refresh();
    });
    s.addEventListener('order', (e) => {
      const event = dataOf<OrderEvent>(e);
      setPending(event.pendingCount);
      refresh();
      const values = { name: event.shopperName, number: event.orderNumber };
      if (event.type === 'order.placed') toast.info(t('admin.liveNewOrder', values), 8000);
      else if (event.type === 'order.cancelled') toast.info(t('admin.liveCancelled', values), 8000);
      else if (event.type === 'order.cod-confirmed') toast.info(t('admin.liveCodConfirmed', values), 8000);
    });
    s.addEventListener('bye', (e) => {
      if (dataOf<LiveBye>(e).reason !== 'session-ended') return;
      // The session this stream opened with is gone. Logged out (here or in another tab): asking who we are
      // gets no one and the nav drops the badges, which closes the feed. A password change started a new
      // session: open again.
      s.close();
      void qc.refetchQueries({ queryKey: queryKeys.me }).then(() => {
        if (!stopped && source === s && qc.getQueryData(queryKeys.me)) open();
      });
    });
    s.onerror = () => {
      if (stopped || s.readyState !== EventSource.CLOSED) return; // CONNECTING: the browser retries by itself
      // Refused (401/403: logged out or in as someone else in another tab) or not a stream (a 503). Ask who we
      // are first: if it is no longer a shop owner the nav drops the badges, which stops the feed and its timer.
      const wait = backoff;
      backoff = Math.min(backoff * 2, MAX_BACKOFF_MS);
      void qc.refetchQueries({ queryKey: queryKeys.me }).finally(() => {
        if (!stopped && source === s) timer = window.setTimeout(open, wait);
      });
    };
  };
  open();
  return () => {
    stopped = true;
    window.clearTimeout(timer);
    source?.close();
    setPending(null);
  };
}

let users = 0;
let stopFeed: (() => void) | undefined;

/** The Pending count, with the feed open while some component shows it. */
function usePendingCount(qc: QueryClient): number | null {
  useEffect(() => {
    if (users++ === 0) stopFeed = startFeed(qc);
    return () => {
      if (--users === 0) {
        stopFeed?.();
        stopFeed = undefined;
      }
    };
  }, [qc]);
  return useSyncExternalStore(
    subscribe,
    () => pending,
    () => null,
  );
}

/**
 * The count of Pending orders, nothing while it is 0 or not known yet. Beside "All Orders" in the nav; with
 * `link` (its class), a link of its own to All Orders: on a narrow screen the nav links sit behind the menu
 * button, and the owner sees the count without opening it. `qc` is the app's query cache (passed in: importing
 * React Query's hook here would split it into one more chunk of the first page).
 */
export default function PendingCount({ qc, link }: { qc: QueryClient; link?: string }) {
  const n = usePendingCount(qc);
  if (!n) return null;
  const badge = (
    <>
      <span
        className={`${link === undefined ? 'ml-1.5 ' : ''}inline-flex min-w-5 items-center justify-center rounded-full bg-saffron-700 px-1.5 text-xs font-bold text-white`}
        data-testid="pending-count"
        aria-hidden="true"
      >
        {n}
      </span>
      <span className="sr-only">{t('admin.pendingCountSr', { count: n })}</span>
    </>
  );
  if (link === undefined) return badge;
  return (
    // At 360 px there is room for the count only (a word beside it pushes the menu button off the screen).
    <Link to="/admin/all-orders" className={link} data-testid="pending-link" title={t('admin.pendingCount', { count: n })}>
      <span className="sr-only">{t('nav.allOrders')}</span>
      {badge}
    </Link>
  );
}
