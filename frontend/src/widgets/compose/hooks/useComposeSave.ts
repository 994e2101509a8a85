import type { DocumentData } from '@paydraft/invoice-core';
import { useCallback, useEffect, useRef } from 'react';
import { AnalyticsEvent, trackEvent } from '../../../shared/analytics/analytics';
import { type SaveRequest, type SaveResult, errorMessage } from '../../builder';
import { type HistoryDocument, senderToSave } from '../../../entities/document';
import { useUploadLogoMutation } from '../../../entities/preferences';
import { useConvertQuoteMutation, useSaveDocumentMutation } from '../api/composeApi';
import type { LogoFile } from './useLogoFile';
import { savedPayloadOf } from '../model/savedPayload';
import { useFeedback } from '../../../shared/feedback/feedbackContext';

/** Fired on converting (tracking only). Not among shared/analytics' events yet. */
export const CONVERTED_MESSAGE = 'Quote converted to invoice.';
/** Snackbars other than the preferences' stay 3.5 s. */
const SNACKBAR_SECONDS = 3.5;
const SAVE_FAILED = 'Failed to save document to database';

export type ComposeSaveOptions = {
  /** The stored document being edited; absent for a new one (the first save POSTs). */
  existing?: { id: string; type: DocumentData['document_type']; status: string };
  /** The stored document's status as the server has it now (payments move an invoice's). */
  currentStatus?: string;
  /** The quote being converted: the first save converts it, later ones PUT the new invoice. */
  convertFrom?: { quoteId: string };
  /**
   * The numbers the builder suggested (PREFIX-N of the preferences). A new document still carrying one
   * is sent without a number, so the server takes it atomically and its counter moves on.
   */
  suggestedNumbers: string[];
  /** The owner's stored logo in the builder, with its address. */
  storedLogo: LogoFile | null;
  onSaved?: (document: HistoryDocument) => void;
  /** Fields of the stored document edited beside the builder (an invoice's reminders), sent with each save. */
  extraFields?: Record<string, unknown>;
  /** A save failed (the builder shows or swallows the reason itself). */
  onSaveFailed?: (reason: string) => void;
};

/**
 * The dashboard builder's `save`: POST for a new document (or the quote's convert call), PUT for a
 * stored one, keeping the id so that 'Save Draft' then 'Generate' stores one document. A logo the
 * owner picked in the builder is uploaded first and becomes their stored logo.
 */
export function useComposeSave({
  existing,
  currentStatus,
  convertFrom,
  suggestedNumbers,
  storedLogo,
  onSaved,
  onSaveFailed,
  extraFields,
}: ComposeSaveOptions) {
  const { message } = useFeedback();
  const [saveDocument] = useSaveDocumentMutation();
  const [convertQuote] = useConvertQuoteMutation();
  const [uploadLogo] = useUploadLogoMutation();
  const saved = useRef<{ id: string; type: DocumentData['document_type']; status: string } | null>(
    existing ?? null,
  );
  const logo = useRef<LogoFile | null>(storedLogo);
  const converted = useRef(false);
  // One per document this form makes: every press of Save until the first answer arrives sends it.
  const createKey = useRef(crypto.randomUUID());
  const suggested = useRef(suggestedNumbers);
  const callbacks = useRef({ onSaved, onSaveFailed });
  const extras = useRef(extraFields);
  useEffect(() => {
    extras.current = extraFields;
  }, [extraFields]);
  // A payment recorded while editing changed the status: a save must not put the old one back.
  useEffect(() => {
    if (currentStatus && saved.current) saved.current = { ...saved.current, status: currentStatus };
  }, [currentStatus]);
  useEffect(() => {
    callbacks.current = { onSaved, onSaveFailed };
  }, [onSaved, onSaveFailed]);

  const logoUrlFor = useCallback(
    async (file: File | null): Promise<string | null> => {
      if (!file) return null;
      if (logo.current?.file === file) return logo.current.url;
      const uploaded = await uploadLogo(file);
      if (uploaded.error || !uploaded.data?.logoUrl) {
        throw new Error(errorMessage(uploaded.error, 'Failed to upload logo'));
      }
      logo.current = { file, url: uploaded.data.logoUrl };
      return uploaded.data.logoUrl;
    },
    [uploadLogo],
  );

  return useCallback(
    async ({ document, clientId, language, logo: file, status }: SaveRequest): Promise<SaveResult> => {
      const sender = senderToSave(document.sender_info, await logoUrlFor(file));
      // A type switched after the first save makes a document of the other type.
      const stored = saved.current?.type === document.document_type ? saved.current : null;
      const number =
        !stored && suggested.current.includes(document.document_number) ? '' : document.document_number;
      const body = {
        ...savedPayloadOf({
          document,
          clientId,
          language,
          sender,
          number,
          status: status ?? stored?.status,
        }),
        ...extras.current,
      };
      const converting = convertFrom !== undefined && !converted.current;
      const result = converting
        ? await convertQuote({ quoteId: convertFrom.quoteId, body })
        : await saveDocument({
            type: document.document_type,
            id: stored?.id,
            body,
            createKey: createKey.current,
          });
      if (result.error || !result.data) {
        const reason = errorMessage(result.error, SAVE_FAILED);
        callbacks.current.onSaveFailed?.(reason);
        throw new Error(reason);
      }

      const answer = result.data;
      saved.current = { id: answer.id, type: answer.document_type, status: answer.status };
      trackEvent(AnalyticsEvent.SaveDocument, { document_type: answer.document_type, status: answer.status });
      if (converting) {
        converted.current = true;
        message.success(CONVERTED_MESSAGE, SNACKBAR_SECONDS);
        trackEvent(AnalyticsEvent.ConvertQuote, { quote_id: convertFrom.quoteId });
      }
      callbacks.current.onSaved?.(answer);
      return { documentNumber: answer.document_number || undefined };
    },
    [convertFrom, convertQuote, logoUrlFor, message, saveDocument],
  );
}
