// @ts-check
/** The soak's ceiling: Fastify parsing a JSON body and answering 201, nothing else. */
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/health', async () => ({ ok: true }));
app.post('/contact', async (request, reply) => reply.code(201).send({ received: typeof request.body === 'object' }));
await app.listen({ port: Number(process.env.PORT), host: process.env.HOST ?? '127.0.0.1' });
