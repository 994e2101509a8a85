import { Schema } from 'mongoose';

export const DUE_LEASE_MODEL = 'DueLease';

export type StoredDueLease = { _id: string; until: Date };

/**
 * Which instance holds a due action for now (docs/scheduling.md), keyed by what the action acts on
 * (`expire:<quoteId>`): kept apart from the documents so that a claim is no edit of a document.
 */
export const dueLeaseSchema = new Schema<StoredDueLease>(
  {
    _id: { type: String, required: true },
    until: { type: Date, required: true },
  },
  { collection: 'due_leases', versionKey: false },
);
