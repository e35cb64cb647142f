// A /healthz prober in its own process (so the flood's client work in the bench process does not slow the
// probe): one connection, requests back to back for `seconds`, prints autocannon's latency figures as JSON.
import autocannon from 'autocannon';

const [url, seconds] = process.argv.slice(2);
const r = await autocannon({ url, connections: 1, duration: Number(seconds) });
process.stdout.write(
  JSON.stringify({ rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, max: r.latency.max, errors: r.errors, non2xx: r.non2xx }),
);
