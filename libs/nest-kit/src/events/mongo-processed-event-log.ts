import { Injectable } from '@nestjs/common';
import type { Model } from 'mongoose';
import { InjectModel } from '../mongo/mongo.module';
import type { ProcessedEventLog } from './jetstream-event-consumer';
import { PROCESSED_EVENT_MODEL } from './processed-event.schema';

const DUPLICATE_KEY = 11000;

@Injectable()
export class MongoProcessedEventLog implements ProcessedEventLog {
  constructor(@InjectModel(PROCESSED_EVENT_MODEL) private readonly events: Model<{ _id: string; subject: string }>) {}

  async has(eventId: string): Promise<boolean> {
    return (await this.events.exists({ _id: eventId })) !== null;
  }

  async record(eventId: string, subject: string): Promise<void> {
    try {
      await this.events.create({ _id: eventId, subject });
    } catch (error) {
      if ((error as { code?: number }).code !== DUPLICATE_KEY) throw error;
    }
  }
}
