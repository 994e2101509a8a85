import type { LanguageTag } from '@paydraft/i18n';
import type { Data as SwissQrBill } from 'swissqrbill/types';
import type { Wording } from './document-wording';

/** Everything the layout prints, already validated, computed and formatted: drawing makes no decisions about data. */
export type RenderModel = {
  /** The document's language (BCP 47): its words, its formats, its direction, the PDF's /Lang. */
  language: LanguageTag;
  /** The words the layout prints besides the data, in that language. */
  wording: Wording;
  /** 'INVOICE' or 'QUOTE': the eyebrow above a document number, or the title itself. */
  kindLabel: string;
  title: string;
  sender: string;
  receiver: string;
  /** 'VAT no. …' and 'Reg. no. …' of the structured parties, printed under their blocks. */
  senderIds: string[];
  receiverIds: string[];
  receiverLabel: string;
  details: LabelledValue[];
  /** Labels of the custom columns shown (at most MAX_CUSTOM_COLUMNS). */
  customColumns: string[];
  hiddenColumnCount: number;
  /** The line columns shown only when some line needs them. */
  lineColumns: { discount: boolean; tax: boolean; units: boolean };
  rows: ItemRow[];
  /** Subtotal, Discount, Tax, Rounding rows: only those that apply. */
  totals: LabelledValue[];
  grandTotal: LabelledValue;
  /** 'Paid' and 'Balance due' under the total of an invoice with payments; empty otherwise. */
  paymentRows: LabelledValue[];
  /** A paid invoice: the 'PAID' mark at the top of its first page. */
  paidMark: boolean;
  /** Per tax, under the totals; empty for a document without `taxes` (the spec's single tax). */
  taxBreakdown: TaxBreakdownRow[];
  payment?: PaymentBlock;
  /** The EPC QR or Swiss QR-bill of a payable invoice with bank details; absent otherwise. */
  paymentCode?: PaymentCode;
  /** Reverse charge and tax-inclusive prices, printed before the notes. */
  legalNotes: string[];
  notes: string;
  /** 'Accepted by NAME on DATE' for a quote accepted on its public view; absent otherwise. */
  acceptance?: string;
  logo?: LogoImage;
  watermark: boolean;
  /** The builder's live preview: 'PREVIEW' across every page. */
  previewMark: boolean;
  tableBorder: boolean;
};

export type LabelledValue = { label: string; value: string };

export type ItemRow = {
  description: string;
  /** One value per shown custom column, in column order. */
  custom: string[];
  /** With its unit ('3 h'). */
  quantity: string;
  rate: string;
  /** '10%'; '' without a line discount. */
  discount: string;
  /** The line's taxes ('19%'); '' when the tax column is not shown. */
  taxes: string;
  amount: string;
};

export type TaxBreakdownRow = { label: string; base: string; amount: string };

/** Labelled IBAN, BIC, account name and reference (only those given), then the instructions. */
export type PaymentBlock = { rows: LabelledValue[]; instructions: string };

/**
 * EPC QR: its payload (EPC069-12). Swiss QR-bill: the data swissqrbill encodes and draws. Each with the
 * alternate text of its tagged Figure.
 */
export type PaymentCode =
  { kind: 'epc'; payload: string; alt: string } | { kind: 'swiss'; data: SwissQrBill; alt: string };

export type LogoImage = { data: Buffer; widthPx: number; heightPx: number };
