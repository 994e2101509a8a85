import { FileProtectOutlined } from '@ant-design/icons';
import type { EInvoiceProblem } from '@paydraft/invoice-core';
import { Button, Flex, Typography } from 'antd';

type EInvoiceChoiceProps = {
  /** What the draft lacks for an EN 16931 e-invoice; empty when it can be made. */
  problems: readonly EInvoiceProblem[];
  busy: boolean;
  disabled: boolean;
  onCreate: () => void;
  /** Takes the user to the field a problem names (opening 'More details' when it lives there). */
  onFocusField: (field: string) => void;
};

const LIST_ID = 'einvoice-missing';

/**
 * 'E-invoice (Factur-X)' beside Generate: lists, before any click, each field a valid e-invoice still
 * needs (each a link to its field); once none is missing, downloads the Factur-X PDF.
 */
export function EInvoiceChoice({ problems, busy, disabled, onCreate, onFocusField }: EInvoiceChoiceProps) {
  const ready = problems.length === 0;
  return (
    <Flex vertical gap={8} className="einvoice-choice" role="group" aria-labelledby="einvoice-title">
      <Typography.Text strong id="einvoice-title">
        E-invoice (Factur-X)
      </Typography.Text>
      {ready ? (
        <Typography.Text type="secondary" className="einvoice-choice__ready">
          Ready: a PDF with the EN 16931 XML inside, for the buyer&apos;s accounting system.
        </Typography.Text>
      ) : (
        <div id={LIST_ID} className="einvoice-choice__missing">
          <Typography.Text type="secondary">Missing for a valid e-invoice:</Typography.Text>
          <ul aria-label="Missing for a valid e-invoice">
            {problems.map((problem) => (
              <li key={`${problem.field}:${problem.message}`}>
                <Button type="link" size="small" onClick={() => onFocusField(problem.field)}>
                  {problem.message}
                </Button>
              </li>
            ))}
          </ul>
        </div>
      )}
      <Button
        block
        icon={<FileProtectOutlined />}
        loading={busy}
        disabled={disabled || !ready}
        aria-describedby={ready ? undefined : LIST_ID}
        onClick={onCreate}
      >
        {busy ? 'Making the e-invoice…' : 'E-invoice (Factur-X)'}
      </Button>
    </Flex>
  );
}
