import { z } from 'zod';
import {
  publicAnalysisSchema,
  publicClientCreatedSchema,
  publicClientDetailSchema,
  publicClientListSchema,
  publicNewClientSchema,
  publicStatementAcceptedSchema,
  WEBHOOK_EVENTS,
  webhookEventSchema,
} from '@nairalens/core/api/public-api.ts';
import { API_RATE_LIMIT } from './limits.ts';

const SAFE_INT = Number.MAX_SAFE_INTEGER;

/**
 * The JSON Schema of a shared zod schema, as the answers are serialised through it (`output`) or as a request is
 * parsed by it (`input`). Answers may gain fields, so objects stay open; zod's safe-integer bounds are noise here.
 */
function jsonSchemaOf(schema: z.ZodType, io: 'input' | 'output' = 'output'): Record<string, unknown> {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, {
    io,
    unrepresentable: 'any',
    override: ({ jsonSchema: s }) => {
      if (s.additionalProperties === false) delete s.additionalProperties;
      if (s.minimum === -SAFE_INT) delete s.minimum;
      if (s.maximum === SAFE_INT) delete s.maximum;
    },
  });
  return rest;
}

const error = { $ref: '#/components/responses/Error' };
const errors = (...codes: number[]) => Object.fromEntries(codes.map((c) => [String(c), error]));
const idParam = (name: string, what: string) => ({
  name,
  in: 'path',
  required: true,
  description: what,
  schema: { type: 'string', format: 'uuid' },
});
const json = (schema: object) => ({ 'application/json': { schema } });

let generated: Record<string, Record<string, unknown>> | null = null;

/** The request and answer shapes, generated once from the schemas the answers are serialised through. */
function componentSchemas() {
  generated ??= {
    NewClient: jsonSchemaOf(publicNewClientSchema, 'input'),
    ClientList: jsonSchemaOf(publicClientListSchema),
    ClientCreated: jsonSchemaOf(publicClientCreatedSchema),
    ClientDetail: jsonSchemaOf(publicClientDetailSchema),
    StatementAccepted: jsonSchemaOf(publicStatementAcceptedSchema),
    Analysis: jsonSchemaOf(publicAnalysisSchema),
    WebhookEvent: jsonSchemaOf(webhookEventSchema),
  };
  return structuredClone(generated);
}

/** The public API's OpenAPI 3.1 document; a test checks it validates and lists exactly the registered routes. */
export function openApiDocument(appUrl: string) {
  return {
    openapi: '3.1.0',
    info: {
      title: 'NairaLens Workspace API',
      version: '1.0.0',
      description:
        `Clients, statements and analyses of one business workspace. Authenticate with \`Authorization: Bearer <key>\` (keys are created in the workspace console and shown once). ` +
        `Each key may make ${API_RATE_LIMIT} requests a minute. Money is integer kobo. Errors are \`{ "error": { "code", "message" } }\`; ` +
        `anything outside the key's workspace answers 404.`,
    },
    servers: [{ url: appUrl }],
    security: [{ apiKey: [] }],
    paths: {
      '/api/v1/openapi.json': {
        get: {
          operationId: 'getOpenApi',
          summary: 'This document',
          security: [],
          responses: { '200': { description: 'OpenAPI 3.1 document', content: json({ type: 'object' }) } },
        },
      },
      '/api/v1/docs': {
        get: {
          operationId: 'getReference',
          summary: 'A readable reference page',
          security: [],
          responses: { '200': { description: 'HTML', content: { 'text/html': { schema: { type: 'string' } } } } },
        },
      },
      '/api/v1/clients': {
        get: {
          operationId: 'listClients',
          summary: 'List clients',
          responses: {
            '200': {
              description: 'Clients, newest first',
              content: json({ $ref: '#/components/schemas/ClientList' }),
            },
            ...errors(401, 429),
          },
        },
        post: {
          operationId: 'createClient',
          summary: 'Create a client (consent required)',
          requestBody: { required: true, content: json({ $ref: '#/components/schemas/NewClient' }) },
          responses: {
            '201': { description: 'Created', content: json({ $ref: '#/components/schemas/ClientCreated' }) },
            ...errors(400, 401, 403, 429),
          },
        },
      },
      '/api/v1/clients/{id}': {
        get: {
          operationId: 'getClient',
          summary: 'A client with its analyses and latest figures',
          parameters: [idParam('id', 'Client id')],
          responses: {
            '200': { description: 'The client', content: json({ $ref: '#/components/schemas/ClientDetail' }) },
            ...errors(401, 404, 429),
          },
        },
      },
      '/api/v1/clients/{id}/statements': {
        post: {
          operationId: 'uploadStatement',
          summary: "Upload one of the client's statements for analysis (tokens come from the workspace pool)",
          parameters: [idParam('id', 'Client id')],
          requestBody: {
            required: true,
            content: {
              'multipart/form-data': {
                schema: {
                  type: 'object',
                  required: ['file'],
                  properties: {
                    file: {
                      type: 'string',
                      format: 'binary',
                      description: 'PDF, PNG, JPG, CSV, XLS or XLSX, at most 10 MB',
                    },
                    password: { type: 'string', description: 'Password of a protected PDF; used in memory only' },
                    idempotencyKey: {
                      type: 'string',
                      description: 'Repeat the same key to retry without paying twice',
                    },
                  },
                },
              },
            },
          },
          responses: {
            '202': {
              description: 'Accepted; the analysis runs in the background',
              content: json({ $ref: '#/components/schemas/StatementAccepted' }),
            },
            ...errors(400, 401, 402, 403, 404, 413, 415, 422, 429),
          },
        },
      },
      '/api/v1/clients/{id}/export.csv': {
        get: {
          operationId: 'exportClientCsv',
          summary: "The client's analyses as CSV (one row per analysis)",
          parameters: [idParam('id', 'Client id')],
          responses: {
            '200': { description: 'CSV', content: { 'text/csv': { schema: { type: 'string' } } } },
            ...errors(401, 403, 404, 429),
          },
        },
      },
      '/api/v1/analyses/{id}': {
        get: {
          operationId: 'getAnalysis',
          summary: 'Status of an analysis, and its result once completed',
          parameters: [idParam('id', 'Analysis id')],
          responses: {
            '200': { description: 'The analysis', content: json({ $ref: '#/components/schemas/Analysis' }) },
            ...errors(401, 404, 429),
          },
        },
      },
    },
    webhooks: Object.fromEntries(
      WEBHOOK_EVENTS.map((event) => [
        event,
        {
          post: {
            operationId: `webhook_${event.replace('.', '_')}`,
            summary: `Sent on ${event}. Verify X-NairaLens-Signature (v1= HMAC-SHA256 of "<timestamp>.<body>") and refuse timestamps older than 5 minutes.`,
            parameters: [
              { name: 'X-NairaLens-Timestamp', in: 'header', required: true, schema: { type: 'string' } },
              { name: 'X-NairaLens-Signature', in: 'header', required: true, schema: { type: 'string' } },
            ],
            requestBody: { content: json({ $ref: '#/components/schemas/WebhookEvent' }) },
            responses: { '200': { description: 'Any 2xx acknowledges; anything else is retried with backoff' } },
          },
        },
      ]),
    ),
    components: {
      securitySchemes: { apiKey: { type: 'http', scheme: 'bearer', description: 'A workspace API key (nlk_…)' } },
      responses: {
        Error: {
          description: 'An error',
          content: json({
            type: 'object',
            required: ['error'],
            properties: {
              error: {
                type: 'object',
                required: ['code', 'message'],
                properties: { code: { type: 'string' }, message: { type: 'string' } },
              },
            },
          }),
        },
      },
      schemas: componentSchemas(),
    },
  };
}
