import type { FastifySchemaCompiler, FastifySerializerCompiler, FastifyTypeProvider } from 'fastify';
import { z } from 'zod';

/**
 * Route schemas are the shared zod contracts (`@nairalens/core/api/*`), used by Fastify as they are: requests are
 * validated (and coerced) by them, answers are serialised through them. `app.withTypeProvider<ZodTypeProvider>()`
 * types `req.query`/`req.params`/`req.body` from the schema and checks each handler's return against its response.
 */
export interface ZodTypeProvider extends FastifyTypeProvider {
  validator: this['schema'] extends z.ZodType ? z.output<this['schema']> : unknown;
  serializer: this['schema'] extends z.ZodType ? z.input<this['schema']> : unknown;
}

function zodOf(schema: unknown, where: string): z.ZodType {
  if (schema instanceof z.ZodType) return schema;
  throw new Error(`The ${where} schema of a route must be a zod schema (the API contract lives in core/api).`);
}

/** A request that breaks the schema is refused with the zod error (the error handler answers 400 VALIDATION). */
export const zodValidatorCompiler: FastifySchemaCompiler<unknown> = ({ schema, method, url, httpPart }) => {
  const parser = zodOf(schema, `${method} ${url} ${httpPart ?? 'request'}`);
  return (data) => {
    const parsed = parser.safeParse(data);
    return parsed.success ? { value: parsed.data } : { error: parsed.error };
  };
};

/** Raised when a handler's answer does not match its declared response: a bug on our side, answered as 500. */
export class ResponseShapeError extends Error {
  readonly route: string;
  readonly issues: { path: PropertyKey[]; code: string }[];
  constructor(route: string, issues: { path: PropertyKey[]; code: string }[]) {
    super(`The answer of ${route} does not match its response schema.`);
    this.route = route;
    this.issues = issues;
    this.name = 'ResponseShapeError';
  }
}

/**
 * Answers pass through the response schema before they are written: fields the contract does not declare are
 * dropped (an object schema strips unknown keys), so a column added to a row never leaks; a missing or mistyped
 * field throws instead of sending a half-formed answer. Only the issue paths are kept, never the values.
 */
export const zodSerializerCompiler: FastifySerializerCompiler<unknown> = ({ schema, method, url }) => {
  const route = `${method} ${url}`;
  const parser = zodOf(schema, `${route} response`);
  return (data) => {
    const parsed = parser.safeParse(data);
    if (!parsed.success) {
      throw new ResponseShapeError(
        route,
        parsed.error.issues.map((i) => ({ path: i.path, code: i.code })),
      );
    }
    return JSON.stringify(parsed.data);
  };
};
