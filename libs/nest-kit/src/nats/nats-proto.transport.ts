import { fromBinary } from '@bufbuild/protobuf';
import {
  BaseRpcContext,
  Server,
  type CustomTransportStrategy,
  type MessageHandler,
} from '@nestjs/microservices';
import {
  ALL_EVENT_CONTRACTS,
  HealthRpc,
  ServiceErrorReasons,
  TAKEN_BY_HEADER,
  type EventContract,
  type RpcContract,
  type ServiceName,
} from '@paydraft/contracts';
import { headers as natsHeaders, type Msg, type NatsConnection, type Subscription } from 'nats';
import type { Logger } from 'pino';
import { lastValueFrom } from 'rxjs';
import { fromCallHeaders } from '../context/call-headers';
import { runInRequestContext } from '../context/request-context';
import type { EventSettings } from '../events/events-env';
import { JetStreamEventConsumer, type ProcessedEventLog } from '../events/jetstream-event-consumer';
import { NatsProtoContext } from './nats-proto-context';
import { RPC_CONTRACT_EXTRA } from './rpc-handler.decorator';
import { encodeError, encodeReply } from './rpc-codec';
import { isServiceErrorPayload, type ServiceErrorPayload } from './service-exception';

export type NatsProtoTransportOptions = {
  connection: NatsConnection;
  /** The service name: the queue group of its requests and the name of its durable consumer. */
  service: string;
  logger: Logger;
  /** Retries, dead-lettering and retention of the event consumer (EVENTS_* in the config). */
  events: EventSettings;
  /**
   * Requests answered at once (RPC_MAX_IN_FLIGHT). Past it a request is refused at once as
   * rpc.overloaded, so a burst costs its callers a quick 503 instead of a queue that ends in time-outs
   * for everyone; health is always answered, so an overloaded instance does not look dead.
   */
  maxInFlight: number;
  /** This process's id, which an expensive call's first answer names (TAKEN_BY_HEADER). */
  instanceId: string;
};

const OVERLOADED_MESSAGE = 'The service is busy. Please try again in a moment.';
/** What the gateway's Retry-After says to a refused caller: the in-flight requests end within it. */
const OVERLOADED_RETRY_AFTER_SECONDS = 1;

/**
 * Event handler context: the event's subject, its id (the key of idempotent handling), and whether
 * this is its last delivery (a failure now dead-letters it).
 */
export class NatsEventContext extends BaseRpcContext<[string, string, boolean]> {
  getSubject(): string {
    return this.args[0];
  }

  getEventId(): string {
    return this.args[1];
  }

  isLastDelivery(): boolean {
    return this.args[2];
  }
}

/**
 * Nest transport that answers @RpcHandler handlers over NATS request-reply
 * in the service's queue group and feeds @EventPattern handlers from a durable
 * JetStream consumer. Payloads are the protobuf messages the contracts name.
 * Each request is answered inside the request context its headers carry (request
 * id, caller), so the handler's log lines and onward calls keep both.
 */
export class NatsProtoTransport extends Server implements CustomTransportStrategy {
  private readonly subscriptions: Subscription[] = [];
  private readonly inFlight = new Set<Promise<void>>();
  private eventConsumer?: JetStreamEventConsumer;
  private processedEvents?: ProcessedEventLog;
  private readonly healthSubject: string | undefined;

  constructor(private readonly options: NatsProtoTransportOptions) {
    super();
    this.healthSubject = HealthRpc[options.service as ServiceName]?.subject;
  }

  /** Lets event handlers skip events they already handled; set before listen(). */
  useProcessedEventLog(log: ProcessedEventLog) {
    this.processedEvents = log;
  }

  async listen(callback: (error?: unknown) => void) {
    try {
      this.subscribeRequests(this.options.connection);
      await this.startEventConsumer(this.options.connection);
      callback();
    } catch (error) {
      callback(error);
    }
  }

  /** Stops taking requests, lets the ones being answered finish, then closes the connection. */
  async close() {
    if (this.options.connection.isClosed()) return;
    await Promise.all(this.subscriptions.map((subscription) => subscription.drain()));
    await Promise.allSettled([...this.inFlight]);
    await this.eventConsumer?.stop();
    await this.options.connection.drain();
  }

  on(): never {
    throw new Error('NatsProtoTransport does not emit events');
  }

  unwrap<T>(): T {
    return this.options.connection as T;
  }

  private subscribeRequests(connection: NatsConnection) {
    for (const [subject, handler] of this.messageHandlers) {
      if (handler.isEventHandler) continue;
      const contract = rpcContractOf(handler, subject);
      const subscription = connection.subscribe(subject, {
        queue: this.options.service,
        callback: (error, msg) => {
          if (error) return this.options.logger.error({ err: error, subject }, 'subscription error');
          if (this.isFull() && subject !== this.healthSubject) return this.refuseOverloaded(msg, subject);
          if (contract.expensive) this.announceTaken(msg);
          const answering = this.answer(contract, handler, msg);
          this.inFlight.add(answering);
          void answering.finally(() => this.inFlight.delete(answering));
        },
      });
      this.subscriptions.push(subscription);
    }
  }

  private isFull(): boolean {
    return this.inFlight.size >= this.options.maxInFlight;
  }

  /** Tells the caller of an expensive call who took it, so a time-out can tell slow from lost. */
  private announceTaken(msg: Msg) {
    const taken = natsHeaders();
    taken.set(TAKEN_BY_HEADER, this.options.instanceId);
    msg.respond(new Uint8Array(), { headers: taken });
  }

  private refuseOverloaded(msg: Msg, subject: string) {
    const { code, transport } = ServiceErrorReasons.OVERLOADED;
    const reply = encodeError({
      code: transport,
      message: OVERLOADED_MESSAGE,
      reason: code,
      retryAfterSeconds: OVERLOADED_RETRY_AFTER_SECONDS,
    });
    msg.respond(reply.data, { headers: reply.headers });
    this.options.logger.warn({ subject, inFlight: this.inFlight.size }, 'request refused: overloaded');
  }

  private answer(contract: RpcContract, handler: MessageHandler, msg: Msg): Promise<void> {
    const context = fromCallHeaders(msg.headers);
    return runInRequestContext(context, async () => {
      const started = performance.now();
      let reply;
      try {
        const request = fromBinary(contract.request, msg.data);
        const handlerContext = new NatsProtoContext([msg.subject, msg.headers, context]);
        const result = await lastValueFrom(
          this.transformToObservable(await handler(request, handlerContext)),
        );
        reply = encodeReply(contract.reply, result);
      } catch (error) {
        reply = encodeError(this.toErrorPayload(error, contract.subject));
      }
      msg.respond(reply.data, { headers: reply.headers });
      this.options.logger.debug(
        { subject: contract.subject, ms: Math.round(performance.now() - started) },
        'request answered',
      );
    });
  }

  private toErrorPayload(error: unknown, subject: string): ServiceErrorPayload {
    if (isServiceErrorPayload(error)) return error;
    this.options.logger.error({ err: error, subject }, 'request failed');
    const { code, transport } = ServiceErrorReasons.INTERNAL;
    return { code: transport, message: 'Internal server error', reason: code };
  }

  private async startEventConsumer(connection: NatsConnection) {
    const handlers = [...this.messageHandlers].filter(([, handler]) => handler.isEventHandler);
    if (handlers.length === 0) return;
    if (!this.processedEvents) throw new Error('Event handlers need a processed-event log (a database)');
    this.eventConsumer = new JetStreamEventConsumer({
      connection,
      durableName: this.options.service,
      handlers: handlers.map(([subject, handler]) => ({
        contract: findContract(ALL_EVENT_CONTRACTS, subject),
        handle: async (payload, { subject: eventSubject, eventId, lastDelivery }) => {
          const context = new NatsEventContext([eventSubject, eventId, lastDelivery]);
          await lastValueFrom(this.transformToObservable(await handler(payload, context)), {
            defaultValue: undefined,
          });
        },
      })),
      processedEvents: this.processedEvents,
      settings: this.options.events,
      logger: this.options.logger,
    });
    await this.eventConsumer.start();
  }
}

/** The contract @RpcHandler stored with the handler: a handler declared otherwise has none and stops the start. */
function rpcContractOf(handler: MessageHandler, subject: string): RpcContract {
  const contract: unknown = handler.extras?.[RPC_CONTRACT_EXTRA];
  if (!contract) throw new Error(`The handler of '${subject}' must be declared with @RpcHandler(contract)`);
  return contract as RpcContract;
}

function findContract(contracts: readonly EventContract[], subject: string): EventContract {
  const contract = contracts.find((candidate) => candidate.subject === subject);
  if (!contract) throw new Error(`No contract in proto/ for subject '${subject}'`);
  return contract;
}
