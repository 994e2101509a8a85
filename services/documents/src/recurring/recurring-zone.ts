import { Injectable } from '@nestjs/common';
import { isTimeZone } from '@paydraft/invoice-core';
import { ClientDirectory } from '../clients/client-directory';
import { OwnerTimeZones } from '../preferences/owner-time-zones';

/** A profile's zone when it names none: its client's, else the owner's (form preferences), else UTC. */
@Injectable()
export class RecurringZones {
  constructor(
    private readonly clients: ClientDirectory,
    private readonly owners: OwnerTimeZones,
  ) {}

  /** Also checks that the client is the caller's (404 clients.not_found otherwise). */
  async resolve(ownerId: string, requested: string, clientId: string): Promise<string> {
    const client = await this.clients.ownClient(clientId);
    if (requested) return requested;
    if (isTimeZone(client.timeZone)) return client.timeZone;
    return this.owners.of(ownerId);
  }
}
