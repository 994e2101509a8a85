import type { DocumentData } from '@paydraft/invoice-core';
import type { ComponentType } from 'react';
import type { FreeLimit } from '../hooks/useFreeLimit';
import type { CarriedForm } from './carriedForm';
import type { PartyFields } from './moneyFields';

/**
 * What the dashboard stores: the validated document, its client, the logo in the builder (the page
 * decides whether it is the owner's stored one) and, from 'Save Draft', the status.
 */
export type SaveRequest = {
  document: DocumentData;
  clientId: string | null;
  /** The 'Document language' picked (always sent, so en-US chosen for a German client stays en-US). */
  language: string;
  logo: File | null;
  status?: 'draft';
};

/** What a save may tell the builder: the number the server gave the document (auto-numbering). */
export type SaveResult = { documentNumber?: string } | void;

/**
 * A client picked in the dashboard's 'Select Client': its id, its details one per line, its
 * structured fields as the document's buyer, and its language ('' or absent: the owner's default).
 */
export type PickedClient = { id: string; receiverInfo: string; buyer?: PartyFields; language?: string };

/** The dashboard's client picker: `onPick(null)` is its 'Clear'. */
export type ClientPickerProps = { selectedId: string | null; onPick: (client: PickedClient | null) => void };

/**
 * What the page using the builder lets it do. The public page gives the free limit and feedback; the
 * dashboard gives saving and the client picker instead. Whether a save is a POST or a PUT on an
 * existing id (edit mode) is the page's business: the builder only hands over the document.
 */
export type BuilderActions = {
  /** The free daily allowance counted before each PDF; null where there is none. */
  freeLimit: FreeLimit | null;
  /** The anonymous feedback box under the builder. */
  feedback: boolean;
  /**
   * Stores the document. Given: a 'Save Draft' button saves with status 'draft', and generating saves
   * first (a failed save there does not stop the PDF). Rejects with the reason to show.
   */
  save?: (request: SaveRequest) => Promise<SaveResult>;
  /** The PDF is asked for with the session's bearer token (a signed-in, entitled owner: no watermark). */
  signedInPdf?: boolean;
  /** Called when the success dialog of a generated PDF closes (the dashboard starts a new document). */
  onGenerated?: () => void;
  /**
   * Given (the public page, for a signed-in user with dashboard access): 'Open in dashboard' hands the
   * document and its logo over to the dashboard's builder, to be saved there. Rejects with the reason.
   */
  openInDashboard?: (form: CarriedForm, logo: File | null) => Promise<void>;
  /** 'Select Client' above the receiver text (dashboard). */
  ClientPicker?: ComponentType<ClientPickerProps>;
};

/** The public generator: free limit and feedback, no saving. */
export const publicActions = (freeLimit: FreeLimit): BuilderActions => ({ freeLimit, feedback: true });

/**
 * The public generator for a signed-in user with dashboard access: no free limit (the server drops the
 * watermark and the limit for their token), feedback, and the way to the dashboard's builder.
 */
export const payingActions = (
  openInDashboard: NonNullable<BuilderActions['openInDashboard']>,
): BuilderActions => ({
  freeLimit: null,
  feedback: true,
  openInDashboard,
});
