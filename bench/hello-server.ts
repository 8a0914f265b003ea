import fs from 'node:fs';
import Fastify from 'fastify';

// The bare baseline every figure is compared with: one Fastify route, no database, no auth.
const app = Fastify();
app.get('/hello', async () => ({ hello: 'world' }));
// With BODY_FILE, /fixed sends that file's bytes as they are: what a route costs that has its answer
// ready, so what is left is the cost of moving those bytes to the client.
if (process.env.BODY_FILE) {
  const body = fs.readFileSync(process.env.BODY_FILE);
  app.get('/fixed', (_req, reply) => {
    reply.type('application/json; charset=utf-8').send(body);
  });
}
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
