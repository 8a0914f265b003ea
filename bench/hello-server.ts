import Fastify from 'fastify';

// The bare baseline every figure is compared with: one Fastify route, no database, no auth.
const app = Fastify();
app.get('/hello', async () => ({ hello: 'world' }));
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
