import { UnprocessableEntityException } from '@nestjs/common';
import { ServiceErrorReasons } from '@paydraft/contracts';
import { documentTotals, einvoiceProblems, type PdfRequest } from '@paydraft/invoice-core';
import { z } from 'zod';
import { pdfFormatField } from './pdf-format';

/** The body of POST /api/pdf: the builder's document and the PDF's `format` (plain or facturx). */
export const builderPdfBodySchema = z.object({ format: pdfFormatField });

export const NOT_READY_MESSAGE = 'This document cannot become an e-invoice yet: some fields are missing.';

/** The builder's document totals nothing: its PDF carries no payment code (nothing_due). */
export function nothingDueOf(document: PdfRequest): boolean {
  const { total } = documentTotals(document);
  return Number(total) === 0;
}

/**
 * Refuses a Factur-X of a document that lacks fields, before the free limit counts it (a refused
 * request costs the visitor none of their PDFs): 422 pdf.einvoice_not_ready, each problem listed.
 * pdf-render checks again with the writers.
 */
export function assertFacturXReady(document: PdfRequest, nothingDue: boolean): void {
  const problems = einvoiceProblems(document, 'en16931', { payable: !nothingDue });
  if (problems.length === 0) return;
  throw new UnprocessableEntityException({
    message: NOT_READY_MESSAGE,
    code: ServiceErrorReasons.EINVOICE_NOT_READY.code,
    problems,
  });
}
