interface Queryable {
  query: (...args: never[]) => unknown;
}

const settle = () => undefined;

/**
 * Sends a pg client's queries one after another. pg writes one query at a time down a connection and queues the
 * rest, but it warns (and pg@9 refuses) when a query is handed to a client still busy with another: a transaction
 * whose reads run at once, such as a page and its count in `Promise.all` on `tx`. Each promise call here waits for
 * the one before it to settle, as pg's own queue did, so pg never sees two. Callback calls (a pool hands its
 * client one query at a time) and submittables (cursors, streams) pass through unchanged.
 */
export function oneQueryAtATime(client: Queryable): void {
  const original = client.query.bind(client) as (...args: unknown[]) => unknown;
  let last: Promise<unknown> = Promise.resolve();
  (client as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
    const first = args[0] as { submit?: unknown } | undefined;
    if (typeof args[args.length - 1] === 'function' || typeof first?.submit === 'function') return original(...args);
    const result = last.then(() => original(...args));
    last = result.then(settle, settle);
    return result;
  };
}
