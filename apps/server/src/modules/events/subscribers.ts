import type { CatalogCache } from '../../plugins/catalog-cache.js';
import type { Subscriber } from './events.service.js';

/**
 * The `catalog` subscriber: a committed `catalog.changed` drops the cached catalog reads of that shop (or of every
 * shop), on this instance and, through NOTIFY, on every other one (plugins/catalog-cache.ts).
 */
export function catalogSubscriber(catalog: CatalogCache): Subscriber {
  return {
    name: 'catalog',
    takes: (type) => type === 'catalog.changed',
    async handle(e) {
      if (e.type === 'catalog.changed') await catalog.invalidate(e.shopId);
    },
  };
}

/**
 * The `mail` subscriber: the messages of an order event were written to the outbox in its transaction (decision
 * 028); once it has committed the worker is woken to send them (it retries on its own, with back-off).
 */
export function mailSubscriber(worker: { kick(): void }): Subscriber {
  return {
    name: 'mail',
    takes: (type) => type === 'order.placed' || type === 'order.status-changed',
    async handle() {
      worker.kick();
    },
  };
}
