import { Schema } from 'mongoose';

export const DEV_CLOCK_MODEL = 'DevClock';

/** The one record of the development clock: how far it runs ahead of real time. */
export const DEV_CLOCK_ID = 'offset';

export type StoredDevClock = { _id: string; offsetSeconds: number };

/**
 * The development clock's offset, in the documents database so that every documents instance reads the
 * same time (DEV_CLOCK=on only; production never writes it).
 */
export const devClockSchema = new Schema<StoredDevClock>(
  {
    _id: { type: String, required: true },
    offsetSeconds: { type: Number, required: true, default: 0 },
  },
  { collection: 'dev_clock', versionKey: false },
);
