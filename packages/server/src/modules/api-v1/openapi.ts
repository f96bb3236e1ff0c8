import { API_RATE_LIMIT } from './limits.ts';

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
              content: json({
                type: 'object',
                properties: { data: { type: 'array', items: { $ref: '#/components/schemas/Client' } } },
              }),
            },
            ...errors(401, 429),
          },
        },
        post: {
          operationId: 'createClient',
          summary: 'Create a client (consent required)',
          requestBody: { required: true, content: json({ $ref: '#/components/schemas/NewClient' }) },
          responses: {
            '201': { description: 'Created', content: json({ $ref: '#/components/schemas/Client' }) },
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
            '200': { description: 'The client', content: json({ $ref: '#/components/schemas/Client' }) },
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
              content: json({
                type: 'object',
                required: ['analysisId', 'status'],
                properties: {
                  analysisId: { type: 'string', format: 'uuid' },
                  status: { type: 'string' },
                  tokenCost: { type: 'integer' },
                },
              }),
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
      ['analysis.completed', 'analysis.failed', 'ping'].map((event) => [
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
      schemas: {
        NewClient: {
          type: 'object',
          required: ['name', 'consent'],
          properties: {
            name: { type: 'string' },
            reference: { type: 'string' },
            phone: { type: 'string' },
            email: { type: 'string', format: 'email' },
            consent: {
              const: true,
              description: "You confirm you have the subject's explicit consent to analyze their financial documents.",
            },
          },
        },
        Client: {
          type: 'object',
          required: ['id', 'name'],
          properties: {
            id: { type: 'string', format: 'uuid' },
            name: { type: 'string' },
            reference: { type: ['string', 'null'] },
            createdAt: { type: 'string', format: 'date-time' },
            analysisCount: { type: 'integer' },
            latest: { type: ['object', 'null'] },
            analyses: { type: 'array', items: { type: 'object' } },
          },
        },
        Analysis: {
          type: 'object',
          required: ['id', 'clientId', 'status'],
          properties: {
            id: { type: 'string', format: 'uuid' },
            clientId: { type: 'string', format: 'uuid' },
            status: { type: 'string', enum: ['processing', 'completed', 'failed'] },
            failure: { type: 'object', properties: { code: { type: 'string' }, message: { type: 'string' } } },
            result: {
              type: 'object',
              description: 'The analysis contract: { statement, transactions, summary }; money in kobo',
              properties: {
                statement: { type: 'object' },
                transactions: { type: 'array', items: { type: 'object' } },
                summary: { type: 'object' },
              },
            },
          },
        },
        WebhookEvent: {
          type: 'object',
          required: ['id', 'type', 'createdAt', 'data'],
          properties: {
            id: { type: 'string', format: 'uuid' },
            type: { type: 'string' },
            createdAt: { type: 'string', format: 'date-time' },
            data: { type: 'object' },
          },
        },
      },
    },
  };
}
