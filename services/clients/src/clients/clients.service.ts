import { Injectable } from '@nestjs/common';
import {
  ClientsEvents,
  ServiceErrorReasons,
  type ClientFields,
  type ListClientsRequest,
} from '@paydraft/contracts';
import { EventPublisher, InjectModel, ServiceException } from '@paydraft/nest-kit';
import type { Model } from 'mongoose';
import { randomUUID } from 'node:crypto';
import { CLIENT_MODEL, type ClientRecord } from './client.schema';
import { clientChangesFrom, requireName } from './client-fields';
import { clientFilter, clientPage } from './client-query';

const notFound = () => new ServiceException(ServiceErrorReasons.CLIENT_NOT_FOUND, 'Client not found');

/** One owner's clients: every read and write is filtered by the owner, so another's id is not found. */
@Injectable()
export class ClientsService {
  constructor(
    @InjectModel(CLIENT_MODEL) private readonly clients: Model<ClientRecord>,
    private readonly events: EventPublisher,
  ) {}

  async list(ownerId: string, request: ListClientsRequest) {
    const filter = clientFilter(ownerId, request);
    const page = clientPage(request);
    const query = this.clients.find(filter).sort({ updatedAt: -1, _id: -1 });
    if (page) query.skip(page.skip).limit(page.limit);
    const [clients, total] = await Promise.all([
      query.lean<ClientRecord[]>(),
      page ? this.clients.countDocuments(filter) : undefined,
    ]);
    return { clients, total: total ?? clients.length };
  }

  async get(ownerId: string, id: string): Promise<ClientRecord> {
    const client = await this.clients.findOne({ _id: id, ownerId }).lean<ClientRecord>();
    if (!client) throw notFound();
    return client;
  }

  async create(ownerId: string, fields: ClientFields | undefined): Promise<ClientRecord> {
    const changes = clientChangesFrom(fields);
    requireName(changes);
    const created = await this.clients.create({ ...changes, _id: randomUUID(), ownerId });
    return created.toObject<ClientRecord>();
  }

  async update(ownerId: string, id: string, fields: ClientFields | undefined): Promise<ClientRecord> {
    const changes = clientChangesFrom(fields);
    if (changes.businessName !== undefined || changes.contactName !== undefined) {
      requireName(changes, await this.get(ownerId, id));
    }
    const updated = await this.clients
      .findOneAndUpdate({ _id: id, ownerId }, { $set: changes }, { returnDocument: 'after' })
      .lean<ClientRecord>();
    if (!updated) throw notFound();
    return updated;
  }

  /**
   * Publishes clients.client.deleted before removing the client, with the client id as event id: if
   * the publish fails nothing is deleted (the caller retries); if the removal fails after it, a retry
   * publishes the same id again, which JetStream and the consumer's processed-event log absorb. So
   * documents unlinks exactly once in effect and never keeps a link to a client that is gone.
   */
  async delete(ownerId: string, id: string): Promise<void> {
    await this.get(ownerId, id);
    await this.events.publish(ClientsEvents.clientDeleted, { ownerId, clientId: id }, `client-deleted:${id}`);
    await this.clients.deleteOne({ _id: id, ownerId });
  }
}
