// The machine's limit for an HTTP round trip: plain node:http answering a fixed JSON body, with no
// framework, no routing and no database. Nothing real can be faster on this machine.
import { createServer } from 'node:http';

const body = JSON.stringify({ status: 'ok', info: {}, error: {}, details: {} });
const server = createServer((req, res) => {
  res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) });
  res.end(body);
});
server.listen(Number(process.env.PORT ?? 0), process.env.HOST ?? '127.0.0.1', () => {
  process.stdout.write(`${JSON.stringify({ ready: true, port: server.address().port })}\n`);
});
const stop = () => server.close(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
