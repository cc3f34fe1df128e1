// Sends an answer that the idempotency store may replay (services/kernel/idempotency.ts) from a route: 204
// without a body, anything else as stored (a refusal that had to be committed carries the error body).
import type { FastifyReply } from 'fastify';
import type { StoredAnswer } from '../services/kernel/idempotency.ts';

export function sendStored(reply: FastifyReply, answer: StoredAnswer): FastifyReply {
  if (answer.statusCode === 204) return reply.code(204).send();
  return reply.code(answer.statusCode).send(answer.body);
}
