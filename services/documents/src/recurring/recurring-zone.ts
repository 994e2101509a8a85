import { Inject, Injectable } from '@nestjs/common';
import { isTimeZone } from '@paydraft/invoice-core';
import { APP_LOGGER, InjectModel } from '@paydraft/nest-kit';
import type { Model } from 'mongoose';
import type { Logger } from 'pino';
import { ClientDirectory } from '../clients/client-directory';
import { PREFERENCES_MODEL, type StoredPreferences } from '../preferences/preferences.schema';

/** A profile's zone when it names none: its client's, else the owner's (form preferences), else UTC. */
@Injectable()
export class RecurringZones {
  constructor(
    private readonly clients: ClientDirectory,
    @InjectModel(PREFERENCES_MODEL) private readonly preferences: Model<StoredPreferences>,
    @Inject(APP_LOGGER) private readonly logger: Logger,
  ) {}

  /** Also checks that the client is the caller's (404 clients.not_found otherwise). */
  async resolve(ownerId: string, requested: string, clientId: string): Promise<string> {
    const client = await this.clients.ownClient(clientId);
    if (requested) return requested;
    if (isTimeZone(client.timeZone)) return client.timeZone;
    return (await this.ownerZone(ownerId)) ?? 'UTC';
  }

  /** Read from the raw record: the preferences' time_zone may not be in this instance's schema yet. */
  private async ownerZone(ownerId: string): Promise<string | undefined> {
    const stored = await this.preferences.collection.findOne(
      { _id: ownerId as never },
      { projection: { timeZone: 1 } },
    );
    const zone: unknown = stored?.timeZone;
    if (typeof zone !== 'string' || !zone) return undefined;
    if (isTimeZone(zone)) return zone;
    this.logger.warn({ ownerId, zone }, 'unknown time zone in the preferences: UTC');
    return undefined;
  }
}
