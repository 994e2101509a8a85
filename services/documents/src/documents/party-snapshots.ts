import { Injectable } from '@nestjs/common';
import { type DocumentFields, ServiceErrorReasons } from '@paydraft/contracts';
import { ServiceException } from '@paydraft/nest-kit';
import { ClientDirectory } from '../clients/client-directory';
import { PreferencesService } from '../preferences/preferences.service';
import type { Snapshots } from './document-content';
import type { StoredDocument } from './document.schema';
import {
  buyerFromClient,
  isBlank,
  partyRecord,
  paymentFromPreferences,
  paymentRecord,
  sellerFromPreferences,
  type PartyRecord,
  type PaymentRecord,
} from './money-model-records';

const kept = <T extends PartyRecord | PaymentRecord>(record: T): T | undefined =>
  isBlank(record) ? undefined : record;

/**
 * The seller, buyer and payment a save keeps, so a later edit of the client or the preferences never
 * changes a saved document. The body's win; a new document takes the rest from the owner's
 * preferences and from the client named by client_id; a later save keeps what was taken, and takes
 * the buyer again only when the document names another client. The preferences' default taxes are
 * never added: a body without taxes means what it always meant.
 */
@Injectable()
export class PartySnapshots {
  constructor(
    private readonly preferences: PreferencesService,
    private readonly clients: ClientDirectory,
  ) {}

  async forNewDocument(ownerId: string, fields: DocumentFields): Promise<Snapshots> {
    const fromPreferences =
      !fields.seller || !fields.payment ? await this.savedPreferences(ownerId) : undefined;
    return {
      seller: fields.seller
        ? partyRecord(fields.seller)
        : fromPreferences && kept(sellerFromPreferences(fromPreferences)),
      buyer: await this.buyerOf(fields),
      payment: fields.payment
        ? paymentRecord(fields.payment)
        : fromPreferences && kept(paymentFromPreferences(fromPreferences)),
    };
  }

  async forUpdate(before: StoredDocument, fields: DocumentFields): Promise<Snapshots> {
    const sameClient = fields.clientId === (before.clientId ?? '');
    return {
      seller: fields.seller ? partyRecord(fields.seller) : storedParty(before.seller),
      buyer: sameClient && !fields.buyer ? storedParty(before.buyer) : await this.buyerOf(fields),
      payment: fields.payment ? paymentRecord(fields.payment) : storedPayment(before.payment),
    };
  }

  /** The body's buyer, else the named client's (which also refuses a client that is not the caller's). */
  private async buyerOf(fields: DocumentFields): Promise<PartyRecord | undefined> {
    const client = fields.clientId ? await this.clients.ownClient(fields.clientId) : undefined;
    if (fields.buyer) return partyRecord(fields.buyer);
    return client && kept(buyerFromClient(client));
  }

  private async savedPreferences(ownerId: string) {
    try {
      return await this.preferences.get(ownerId);
    } catch (error) {
      if (
        error instanceof ServiceException &&
        error.reason === ServiceErrorReasons.PREFERENCES_NOT_FOUND.code
      ) {
        return undefined;
      }
      throw error;
    }
  }
}

type StoredRecord<T> = { [K in keyof T]?: T[K] | null } | null | undefined;

/** A stored snapshot in the records' shape; undefined on a document saved without one. */
export const storedParty = (party: StoredRecord<PartyRecord>) => (party ? partyRecord(party) : undefined);
export const storedPayment = (payment: StoredRecord<PaymentRecord>) =>
  payment ? paymentRecord(payment) : undefined;
