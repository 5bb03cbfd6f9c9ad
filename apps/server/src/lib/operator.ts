import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error';

/** The signed-in operator's id on a console route (the operator guard has already let them in). */
export function operatorIdOf(request: FastifyRequest): number {
  if (!request.operator) throw new AppError('UNAUTHENTICATED');
  return request.operator.id;
}
