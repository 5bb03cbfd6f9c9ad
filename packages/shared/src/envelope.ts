import { z } from 'zod';
import { SUCCESS_CODE } from './errors';

/** The `{ code, msg, data }` envelope every API answer is wrapped in (spec §7). */
export interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

export const SUCCESS_MESSAGE = 'success';

export function envelopeSchema<T extends z.ZodType>(data: T) {
  return z.object({ code: z.literal(SUCCESS_CODE), msg: z.string(), data });
}

export function isEnvelope(value: unknown): value is Envelope<unknown> {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { code?: unknown }).code === 'number' &&
    'msg' in value
  );
}
