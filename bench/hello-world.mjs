// The baseline: a bare Fastify 5 server with one route, run as a child process like the real
// server, so each endpoint's figures can be read as a fraction of what Fastify itself does here.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));

const close = () => app.close().then(() => process.exit(0));
process.once('SIGTERM', close);
process.once('SIGINT', close);

await app.listen({ host: process.env.HOST ?? '127.0.0.1', port: Number(process.env.PORT ?? 0) });
console.log(`hello-world listening on ${app.server.address()?.port}`);
