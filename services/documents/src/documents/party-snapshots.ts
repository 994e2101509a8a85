import { Injectable } from '@nestjs/common';
import { type Client, type DocumentFields, ServiceErrorReasons } from '@paydraft/contracts';
import { type LanguageTag, resolveLanguage, supportedLanguage } from '@paydraft/i18n';
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
    const client = await this.clientOf(fields);
    const language = supportedLanguage(fields.language) ?? supportedLanguage(client?.language ?? '');
    const fromPreferences =
      !fields.seller || !fields.payment || !language ? await this.savedPreferences(ownerId) : undefined;
    return {
      seller: fields.seller
        ? partyRecord(fields.seller)
        : fromPreferences && kept(sellerFromPreferences(fromPreferences)),
      buyer: buyerOf(fields, client),
      payment: fields.payment
        ? paymentRecord(fields.payment)
        : fromPreferences && kept(paymentFromPreferences(fromPreferences)),
      language: language ?? resolveLanguage(fromPreferences?.language),
    };
  }

  /**
   * A later save keeps the seller and payment taken, the buyer unless the document names another
   * client, and the language unless the body gives one (or names another client: then the new client's,
   * else the owner's default, as for a new document).
   */
  async forUpdate(ownerId: string, before: StoredDocument, fields: DocumentFields): Promise<Snapshots> {
    const sameClient = fields.clientId === (before.clientId ?? '');
    const client = sameClient ? undefined : await this.clientOf(fields);
    const keptLanguage = sameClient ? supportedLanguage(before.language ?? '') : undefined;
    const language =
      supportedLanguage(fields.language) ??
      keptLanguage ??
      (await this.languageForNewClient(ownerId, client, before.language));
    return {
      seller: fields.seller ? partyRecord(fields.seller) : storedParty(before.seller),
      buyer: sameClient && !fields.buyer ? storedParty(before.buyer) : buyerOf(fields, client),
      payment: fields.payment ? paymentRecord(fields.payment) : storedPayment(before.payment),
      language,
    };
  }

  /**
   * The language a new document of `fields` is saved in (what forNewDocument takes): the body's, else
   * its client's, else the owner's default, else en-US. A recurring profile's invoice resolves its
   * placeholders in it before it is saved.
   */
  async newDocumentLanguage(ownerId: string, fields: DocumentFields): Promise<LanguageTag> {
    const given = supportedLanguage(fields.language);
    return given ?? (await this.languageForNewClient(ownerId, await this.clientOf(fields), ''));
  }

  /** The named client (which also refuses a client that is not the caller's); none without client_id. */
  private async clientOf(fields: DocumentFields): Promise<Client | undefined> {
    return fields.clientId ? await this.clients.ownClient(fields.clientId) : undefined;
  }

  /**
   * The client's language, else the owner's default, else `stored` (a document saved before languages,
   * en-US) when it has none.
   */
  private async languageForNewClient(ownerId: string, client: Client | undefined, stored?: string | null) {
    const fromClient = supportedLanguage(client?.language ?? '');
    if (fromClient) return fromClient;
    if (stored) return resolveLanguage(stored);
    return resolveLanguage((await this.savedPreferences(ownerId))?.language);
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

/** The body's buyer, else the client's. */
function buyerOf(fields: DocumentFields, client: Client | undefined): PartyRecord | undefined {
  if (fields.buyer) return partyRecord(fields.buyer);
  return client && kept(buyerFromClient(client));
}

type StoredRecord<T> = { [K in keyof T]?: T[K] | null } | null | undefined;

/** A stored snapshot in the records' shape; undefined on a document saved without one. */
export const storedParty = (party: StoredRecord<PartyRecord>) => (party ? partyRecord(party) : undefined);
export const storedPayment = (payment: StoredRecord<PaymentRecord>) =>
  payment ? paymentRecord(payment) : undefined;
