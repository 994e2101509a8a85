import { Body, Controller, Get, HttpCode, Inject, Module, Post } from '@nestjs/common';
import { RpcException } from '@nestjs/microservices';
import { EmptySchema, ListValueSchema, StringValueSchema } from '@bufbuild/protobuf/wkt';
import { rpc, ServiceErrorReasons } from '@paydraft/contracts';
import {
  APP_LOGGER,
  Caller,
  InjectModel,
  MongoModule,
  RpcClient,
  RpcHandler,
  ServiceException,
  ownDatabase,
  serviceEnvSchema,
  type RpcRequest,
  type ServiceDefinition,
  type StatelessServiceEnv,
} from '@paydraft/nest-kit';
import { TEST_CLIENT_IDENTITY } from '@paydraft/nest-kit/testing';
import { Schema, type Model } from 'mongoose';
import type { Logger } from 'pino';
import { CollectedLogs, GatewayFixture } from './gateway-fixture';
import { bearer, issueTestToken } from './test-callers';

/*
 * A small owner-scoped service defined here, as the documents service will be: it stores notes per
 * owner in the real store and learns the owner only from @Caller(). The gateway route in front of it
 * is as thin as the real ones: validate, call, answer.
 */
const NotesRpc = {
  add: rpc('documents.test-notes.add', StringValueSchema, EmptySchema, { idempotent: false }),
  list: rpc('documents.test-notes.list', EmptySchema, ListValueSchema, { idempotent: true }),
  failWithReason: rpc('documents.test-notes.fail', EmptySchema, EmptySchema, { idempotent: false }),
  failFromTheFuture: rpc('documents.test-notes.future', EmptySchema, EmptySchema, { idempotent: false }),
};

const NOTE_MODEL = 'TestNote';
type Note = { ownerId: string; text: string };
const noteSchema = new Schema<Note>({ ownerId: { type: String, required: true, index: true }, text: String });

@Controller()
class NotesHandlers {
  constructor(
    @InjectModel(NOTE_MODEL) private readonly notes: Model<Note>,
    @Inject(APP_LOGGER) private readonly logger: Logger,
  ) {}

  @RpcHandler(NotesRpc.add)
  async add(request: RpcRequest<typeof NotesRpc.add>, @Caller() caller: Caller) {
    this.logger.info('storing a note');
    await this.notes.create({ ownerId: caller.userId, text: request.value });
    return {};
  }

  @RpcHandler(NotesRpc.list)
  async list(_request: RpcRequest<typeof NotesRpc.list>, @Caller() caller: Caller) {
    const notes = await this.notes.find({ ownerId: caller.userId }).sort({ _id: 1 }).lean();
    return { values: notes.map((note) => ({ kind: { case: 'stringValue' as const, value: note.text } })) };
  }

  @RpcHandler(NotesRpc.failWithReason)
  failWithReason(): never {
    throw new ServiceException(
      ServiceErrorReasons.DOCUMENT_NUMBER_TAKEN,
      'Invoice number INV-7 is already used',
    );
  }

  /** What a newer service sends: a transport code this gateway was not built with. */
  @RpcHandler(NotesRpc.failFromTheFuture)
  failFromTheFuture(): never {
    throw new RpcException({ code: 42, message: 'Quota exceeded', reason: 'documents.quota_exceeded' });
  }
}

@Module({})
class NotesModule {}

const notesService: ServiceDefinition<StatelessServiceEnv> = {
  service: 'documents',
  envSchema: serviceEnvSchema,
  store: (config) => ownDatabase('documents')(serviceEnvSchema.parse(config)),
  feature: () => ({
    module: NotesModule,
    imports: [MongoModule.forFeature([{ name: NOTE_MODEL, schema: noteSchema }])],
    controllers: [NotesHandlers],
  }),
};

@Controller('test-notes')
class NotesRoutes {
  constructor(private readonly rpc: RpcClient) {}

  @Post()
  @HttpCode(200)
  async add(@Body() body: { text: string }) {
    await this.rpc.request(NotesRpc.add, { value: body.text });
    return { success: true };
  }

  @Get()
  async list() {
    const reply = await this.rpc.request(NotesRpc.list, {});
    return { notes: reply.values.map((value) => value.kind.value) };
  }

  @Post('fail')
  async fail() {
    return this.rpc.request(NotesRpc.failWithReason, {});
  }

  @Post('future')
  async future() {
    return this.rpc.request(NotesRpc.failFromTheFuture, {});
  }
}

@Module({ controllers: [NotesRoutes] })
class NotesRoutesModule {}

describe('caller identity, request ids and coded errors: gateway → NATS → an owner-scoped service', () => {
  const fixture = new GatewayFixture();
  const logs = new CollectedLogs();
  const ann = issueTestToken('user-ann');
  const bob = issueTestToken('user-bob');

  beforeAll(() =>
    // The test's routes call the notes subjects, which no real identity may: the gateway signs in as the tests.
    fixture.start(
      [],
      { NATS_IDENTITY: TEST_CLIENT_IDENTITY },
      { extraServices: [notesService], extraModules: [NotesRoutesModule], logs },
    ),
  );
  afterAll(() => fixture.stop());

  const addNote = (text: string, headers: Record<string, string>) =>
    fixture.fetch('/api/test-notes', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ text }),
    });
  const listNotes = async (token: string) =>
    (
      (await (await fixture.fetch('/api/test-notes', { headers: bearer(token) })).json()) as {
        notes: string[];
      }
    ).notes;

  describe('the caller', () => {
    it("reaches the service, which answers each user with that user's records only", async () => {
      for (const [text, token] of [
        ['Ann 1', ann],
        ['Bob 1', bob],
        ['Ann 2', ann],
      ]) {
        expect((await addNote(text, bearer(token))).status).toBe(200);
      }

      expect(await listNotes(ann)).toEqual(['Ann 1', 'Ann 2']);
      expect(await listNotes(bob)).toEqual(['Bob 1']);
    });

    it('is required: an anonymous request to an owner-scoped subject is a 401 in JSON, and nothing is stored', async () => {
      const response = await addNote('Nobody', {});

      expect(response.status).toBe(401);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expect(await response.json()).toEqual({
        success: false,
        error: 'Please sign in to continue.',
        code: 'auth.caller_required',
      });
      expect(await listNotes(ann)).not.toContain('Nobody');
    });

    it('cannot be claimed with a forged or foreign token: 401 before any service is asked', async () => {
      for (const token of [`${ann}-forged`, 'not-a-token']) {
        const response = await addNote('Forged', bearer(token));

        expect(response.status).toBe(401);
        expect(await response.json()).toEqual({
          success: false,
          error: 'Authentication expired',
          code: 'auth.invalid_token',
        });
      }
    });
  });

  describe('the request id', () => {
    it("given by the client, is echoed and stamps the gateway's and the service's log lines", async () => {
      const response = await addNote('Traced', { ...bearer(ann), 'x-request-id': 'client-trace-0042' });

      expect(response.headers.get('x-request-id')).toBe('client-trace-0042');
      expect(logs.of('gateway', 'client-trace-0042')).toContainEqual(
        expect.objectContaining({ msg: 'request handled', path: '/api/test-notes', status: 200 }),
      );
      const serviceLines = logs.of('documents', 'client-trace-0042').map((line) => line.msg);
      expect(serviceLines).toEqual(expect.arrayContaining(['storing a note', 'request answered']));
    });

    it('made by the gateway when the client gives none, or one that is not sane, and used the same way', async () => {
      for (const given of [undefined, 'two words', '"><script>', 'x'.repeat(101)]) {
        const response = await addNote('Untraced', {
          ...bearer(bob),
          ...(given ? { 'x-request-id': given } : {}),
        });
        const requestId = response.headers.get('x-request-id') ?? '';

        expect(requestId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
        expect(logs.of('gateway', requestId)).toHaveLength(1);
        expect(logs.of('documents', requestId).map((line) => line.msg)).toContain('storing a note');
      }
    });
  });

  describe('errors', () => {
    it("carry the service's domain reason to the HTTP answer as `code`", async () => {
      const response = await fixture.fetch('/api/test-notes/fail', { method: 'POST', headers: bearer(ann) });

      expect(response.status).toBe(409);
      expect(await response.json()).toEqual({
        success: false,
        error: 'Invoice number INV-7 is already used',
        code: 'documents.number_taken',
      });
    });

    it('with a transport code the gateway does not know are a JSON 500 carrying the request id, and logged', async () => {
      const response = await fixture.fetch('/api/test-notes/future', {
        method: 'POST',
        headers: { ...bearer(ann), 'x-request-id': 'from-the-future-1' },
      });

      expect(response.status).toBe(500);
      expect(response.headers.get('x-request-id')).toBe('from-the-future-1');
      expect(await response.json()).toEqual({
        success: false,
        error: 'Internal server error',
        code: 'internal.unknown_error',
        requestId: 'from-the-future-1',
      });
      expect(logs.of('gateway', 'from-the-future-1')).toContainEqual(
        expect.objectContaining({ level: 50, msg: 'unknown error code 42 from documents.test-notes.future' }),
      );
    });
  });
});
