import { Injectable } from '@nestjs/common';
import { InjectModel } from '@paydraft/nest-kit';
import type { Model } from 'mongoose';
import { isTimeZone } from '@paydraft/invoice-core';
import { PREFERENCES_MODEL } from './preferences.schema';

type ZoneRecord = { _id: string; timeZone?: unknown };

const zoneOrUtc = (value: unknown) => (typeof value === 'string' && isTimeZone(value) ? value : 'UTC');

/**
 * Owners' time zones from their form preferences (`time_zone`; UTC when unset or unknown): what
 * quote expiry and recurring profiles fall back to.
 */
@Injectable()
export class OwnerTimeZones {
  constructor(@InjectModel(PREFERENCES_MODEL) private readonly preferences: Model<ZoneRecord>) {}

  async of(ownerId: string): Promise<string> {
    return (await this.ofMany([ownerId])).get(ownerId) ?? 'UTC';
  }

  /** Every named owner's zone, in one read. */
  async ofMany(ownerIds: readonly string[]): Promise<Map<string, string>> {
    const unique = [...new Set(ownerIds)];
    const records = await this.preferences
      .find({ _id: { $in: unique } }, { timeZone: 1 })
      .lean<ZoneRecord[]>();
    const zones = new Map(unique.map((id) => [id, 'UTC']));
    for (const record of records) zones.set(record._id, zoneOrUtc(record.timeZone));
    return zones;
  }
}
