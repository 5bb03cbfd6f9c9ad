import { isDeepStrictEqual } from 'node:util';
import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { $ZodType } from 'zod/v4/core';

/**
 * How responses become JSON (issue 12, decision 027):
 * - `compiled` (production): each route's zod response schema is converted to JSON Schema once and
 *   compiled by fast-json-stringify, as Fastify does for its own schemas. No zod work per response.
 * - `checked` (tests and development): zod checks every response, as before, and the compiled
 *   serializer must write exactly what zod's check answered; a difference fails the request loudly,
 *   so every API test also proves the production serializer.
 * A schema JSON Schema cannot express keeps zod's serializer in every mode.
 */
export type SerializerMode = 'compiled' | 'checked';

type Serializer = (data: unknown) => string;

/** Compiles a zod schema to fast-json-stringify, or answers null when JSON Schema cannot express it. */
export function compileZodSerializer(schema: $ZodType): Serializer | null {
  let jsonSchema: unknown;
  try {
    // The JSON is what zod's encode answers: the schema's input side (no codecs are used in responses).
    jsonSchema = z.toJSONSchema(schema, { io: 'input', target: 'draft-7', unrepresentable: 'throw' });
  } catch {
    return null;
  }
  // fast-json-stringify's default for every array size: its `json-stringify` shortcut for large
  // arrays would write their items' unknown keys too.
  return fastJson(jsonSchema as Parameters<typeof fastJson>[0]) as Serializer;
}

/** The response serializer compiler for `mode`, counting the routes that keep zod's serializer. */
export function responseSerializerCompiler(
  mode: SerializerMode,
  uncompiled: string[] = [],
): FastifySerializerCompiler<$ZodType> {
  return (route) => {
    const checked = zodSerializerCompiler(route);
    const compiled = route.schema instanceof $ZodType ? compileZodSerializer(route.schema) : null;
    if (!compiled) {
      uncompiled.push(`${route.method} ${route.url} ${route.httpStatus ?? ''}`.trim());
      return checked;
    }
    if (mode === 'compiled') return compiled;
    return provedSerializer(checked, compiled, `${route.method} ${route.url}`);
  };
}

/** `zod`'s JSON, after proving that `compiled` writes the same document; throws when it does not. */
export function provedSerializer(zod: Serializer, compiled: Serializer, label: string): Serializer {
  return (data) => {
    const expected = zod(data);
    const written = compiled(data);
    if (written !== expected && !isDeepStrictEqual(JSON.parse(written), JSON.parse(expected))) {
      throw new Error(
        `the compiled serializer of ${label} differs from zod's:\n` +
          `  zod:      ${expected.slice(0, 600)}\n  compiled: ${written.slice(0, 600)}`,
      );
    }
    return expected;
  };
}
