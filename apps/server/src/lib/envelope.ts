import { envelopeSchema, SUCCESS_CODE, SUCCESS_MESSAGE } from '@ia/shared';
import type { z } from 'zod';

/** Wraps a handler's result in the success envelope. */
export function ok<T>(data: T): { code: typeof SUCCESS_CODE; msg: string; data: T } {
  return { code: SUCCESS_CODE, msg: SUCCESS_MESSAGE, data };
}

/** The response schema map of a route whose 200 answer carries `data`. */
export function okResponse<T extends z.ZodType>(data: T) {
  return { 200: envelopeSchema(data) };
}
