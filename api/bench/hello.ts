import Fastify from 'fastify';

/** The ceiling: a bare Fastify answering a constant, on the same machine as the API. */
const app = Fastify({ logger: false });
app.get('/hello', async () => ({ hello: 'world' }));
void app.listen({ port: Number(process.env.PORT ?? 4199), host: '127.0.0.1' });
