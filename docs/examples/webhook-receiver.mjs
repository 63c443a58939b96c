// A webhook receiver, as a program you can run: it verifies each delivery with the standardwebhooks
// library (on the raw body, before parsing it), answers at once, and handles each event once
// (deliveries come at least once: a repeat has the same webhook-id).
//
//   WEBHOOK_SECRET=whsec_... node docs/examples/webhook-receiver.mjs
//
// It listens on http://127.0.0.1:4400/hooks/scheduling (PORT and HOST change that; PORT=0 picks a
// free port); make that address your webhook's subscriberUrl (a public one, for a real server).
import { createServer } from 'node:http';
import { Webhook } from 'standardwebhooks';

const secret = process.env.WEBHOOK_SECRET;
if (!secret) {
  console.error('Set WEBHOOK_SECRET to the whsec_... secret the server answered when the webhook was created (or its secret rotated).');
  process.exit(2);
}
const hook = new Webhook(secret);
const seen = new Set(); // keep these in your database: a restart must not handle an event twice

const server = createServer((req, res) => {
  if (req.method !== 'POST' || req.url !== '/hooks/scheduling') return res.writeHead(404).end();
  const chunks = [];
  req.on('data', (chunk) => chunks.push(chunk));
  req.on('end', () => {
    let event;
    try {
      // Checks the signature and that webhook-timestamp is within 5 minutes of this clock.
      event = hook.verify(Buffer.concat(chunks).toString('utf8'), req.headers);
    } catch {
      console.log('Refused a request whose signature does not verify');
      return res.writeHead(400).end();
    }
    res.writeHead(204).end(); // answer within 5 seconds; do slow work after answering
    const id = req.headers['webhook-id'];
    if (seen.has(id)) return;
    seen.add(id);
    // Handle the event here: event.type is the trigger, event.data the booking (or, for PING, the webhook's id).
    console.log(JSON.stringify({ id, type: event.type, timestamp: event.timestamp, uid: event.data.uid ?? null }));
  });
});

server.listen(Number(process.env.PORT ?? 4400), process.env.HOST ?? '127.0.0.1', () => {
  const { address, port } = server.address();
  console.log(`Listening on http://${address}:${port}/hooks/scheduling`);
});
