// A bare Node http hello-world: the ceiling every endpoint is compared with.
import http from 'node:http';

const body = JSON.stringify({ hello: 'world' });
http
  .createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
    res.end(body);
  })
  .listen(Number(process.argv[2] ?? 0), '127.0.0.1', function () {
    process.send?.({ port: this.address().port });
  });
