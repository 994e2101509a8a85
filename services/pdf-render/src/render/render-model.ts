/** Everything the layout prints, already validated, computed and formatted: drawing makes no decisions about data. */
export type RenderModel = {
  /** 'INVOICE' or 'QUOTE': the eyebrow above a document number, or the title itself. */
  kindLabel: string;
  title: string;
  sender: string;
  receiver: string;
  receiverLabel: string;
  details: LabelledValue[];
  /** Labels of the custom columns shown (at most MAX_CUSTOM_COLUMNS). */
  customColumns: string[];
  hiddenColumnCount: number;
  rows: ItemRow[];
  /** Subtotal, Discount, Tax, Rounding rows: only those that apply. */
  totals: LabelledValue[];
  grandTotal: LabelledValue;
  notes: string;
  /** 'Accepted by NAME on DATE' for a quote accepted on its public view; absent otherwise. */
  acceptance?: string;
  logo?: LogoImage;
  watermark: boolean;
  tableBorder: boolean;
};

export type LabelledValue = { label: string; value: string };

export type ItemRow = {
  description: string;
  /** One value per shown custom column, in column order. */
  custom: string[];
  quantity: string;
  rate: string;
  amount: string;
};

export type LogoImage = { data: Buffer; widthPx: number; heightPx: number };
