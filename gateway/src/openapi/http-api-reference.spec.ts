import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { httpApiReference, OpenApiDocument } from './http-api-reference';

const ROOT = join(__dirname, '..', '..', '..');

const document: OpenApiDocument = {
  info: { title: 'Paydraft API', version: '1.0.0' },
  paths: {
    '/api/clients/{id}': {
      patch: {
        summary: 'Change a client',
        tags: ['clients'],
        security: [{ bearer: [] }],
        parameters: [{ name: 'id', in: 'path', required: true }],
        requestBody: {
          required: true,
          content: { 'application/json': { schema: { type: 'object', required: ['email'] } } },
        },
        responses: {
          '200': {
            description: 'The client',
            content: {
              'application/json': {
                schema: {
                  type: 'object',
                  properties: {
                    success: { type: 'boolean', const: true },
                    data: { $ref: '#/components/schemas/Client' },
                  },
                  required: ['success', 'data'],
                },
              },
            },
          },
          '404': { description: 'No such client (`clients.not_found`)' },
        },
      },
    },
    '/api/health': { get: { summary: 'Up or down', responses: { '200': { description: 'Up' } } } },
  },
};

describe('docs/reference/http-api.md', () => {
  const page = httpApiReference(document);

  it('gives each operation its method, path, summary and auth, under its tag', () => {
    expect(page).toContain('## clients\n\n### `PATCH /api/clients/{id}`\n\nChange a client\n');
    expect(page).toContain('- Auth: session (`Authorization: Bearer <token>`)');
    expect(page).toContain('## other\n\n### `GET /api/health`\n\nUp or down\n\n- Auth: none');
  });

  it('names the request body, its required fields, the success answer and the error answers', () => {
    expect(page).toContain('- Request body: `application/json`, required: `email`');
    expect(page).toContain(
      '- Success: `200`: The client; body: object with `success: true`, `data` (`Client`)',
    );
    expect(page).toContain('  - `404`: No such client (`clients.not_found`)');
  });

  it('is what the committed openapi.json gives', () => {
    // A process of its own: prettier loads its Markdown parser with a dynamic import Jest cannot run.
    const check = spawnSync(
      process.execPath,
      ['-r', '@swc-node/register', 'gateway/src/openapi/http-api-reference-file.ts', '--check'],
      { cwd: ROOT, encoding: 'utf8' },
    );

    expect(check.stderr).toBe('');
    expect(check.status).toBe(0);
  }, 60_000);
});
