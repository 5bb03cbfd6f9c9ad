import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { compileZodSerializer, provedSerializer } from './response-serializer';

const envelope = z.object({
  code: z.literal(1000),
  msg: z.string(),
  data: z.object({
    id: z.number().int(),
    title: z.string(),
    cover: z.string().nullable(),
    tags: z.array(z.object({ id: z.number(), name: z.string() })),
    state: z.enum(['upcoming', 'live', 'ended']),
    viewing: z.union([z.object({ session_num: z.string(), heartbeat_interval: z.number() }), z.null()]),
    counts: z.record(z.string(), z.number()),
    note: z.string().optional(),
  }),
});

const answer = {
  code: 1000 as const,
  msg: 'success',
  data: {
    id: 7,
    title: '碘对比剂 "安全" 使用\n专家共识',
    cover: null,
    tags: [{ id: 1, name: 'CT', internal: true }],
    state: 'live' as const,
    viewing: { session_num: 'abc.def', heartbeat_interval: 15 },
    counts: { likes: 3, views: 10 },
    passwordHash: 'never sent',
  },
};

describe('compiled response serializers', () => {
  it('write what zod’s check answers: unknown keys dropped, nulls, unions, records, escapes', () => {
    const compiled = compileZodSerializer(envelope);
    expect(compiled).not.toBeNull();
    expect(JSON.parse(compiled?.(answer) ?? '')).toEqual(envelope.parse(answer));
    expect(compiled?.(answer)).not.toContain('passwordHash');
    expect(compiled?.(answer)).not.toContain('internal');
  });

  it('answer null for a schema JSON Schema cannot express, which then keeps zod', () => {
    expect(compileZodSerializer(z.object({ at: z.date() }))).toBeNull();
  });

  it('fail loudly in tests when the compiled serializer would write something else', () => {
    const zod = (data: unknown) => JSON.stringify(envelope.parse(data));
    const compiled = compileZodSerializer(envelope);
    if (!compiled) throw new Error('not compiled');
    expect(provedSerializer(zod, compiled, 'GET /x')(answer)).toBe(zod(answer));
    const dropsTheCover = (data: unknown) => compiled(data).replace('"cover":null,', '');
    expect(() => provedSerializer(zod, dropsTheCover, 'GET /x')(answer)).toThrow(
      /compiled serializer of GET \/x differs/,
    );
  });
});
