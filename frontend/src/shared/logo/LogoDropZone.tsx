import { DeleteOutlined, InboxOutlined } from '@ant-design/icons';
import { checkLogo, LOGO_MAX_BYTES, LogoProblem } from '@paydraft/invoice-core';
import { Button, Flex, Spin, Typography, Upload } from 'antd';
import { useEffect, useRef, type ReactNode } from 'react';
import './LogoDropZone.css';

export type LogoPreview = {
  src: string;
  /** Under the image: the file name, or what the logo is. */
  caption: string;
};

type LogoDropZoneProps = {
  /** The logo shown with its Remove button, or null for the drop zone. */
  preview: LogoPreview | null;
  /** A PNG or JPG within `maxBytes` was chosen. */
  onAccept: (file: File) => void;
  /** A file was refused, before anything is read or sent. */
  onRefuse: (problem: LogoProblem, file: File) => void;
  onRemove: () => void;
  /** The line under the drop zone ('PNG or JPG, max 5MB'). */
  hint: ReactNode;
  maxBytes?: number;
  /** An upload or removal is under way: the controls wait. */
  busy?: boolean;
  /** The drop zone's accessible name. */
  label?: string;
};

/**
 * Drag and drop or 'Choose File', then a preview with Remove (a logo is absent, an upload
 * control, or present, a preview plus Remove). Checks type and size (invoice-core's checkLogo); what
 * happens to an accepted file is the caller's: the builder keeps it, the preferences upload it.
 */
export function LogoDropZone({
  preview,
  onAccept,
  onRefuse,
  onRemove,
  hint,
  maxBytes = LOGO_MAX_BYTES,
  busy = false,
  label = 'Logo: drop a PNG or JPG here or choose a file',
}: LogoDropZoneProps) {
  // The control a keyboard user pressed is replaced (the drop zone by the preview, the preview by the
  // drop zone), so focus moves to its replacement instead of falling back to the page.
  const box = useRef<HTMLDivElement>(null);
  const removeButton = useRef<HTMLButtonElement>(null);
  const focusNext = useRef<'preview' | 'dropZone' | null>(null);
  useEffect(() => {
    if (focusNext.current === null) return;
    const target =
      focusNext.current === 'preview'
        ? removeButton.current
        : // antd renders the drop zone's focusable element; it is the only button in the box then.
          box.current?.querySelector<HTMLElement>('[role="button"]');
    // The preview appears only once the file is read or uploaded; until then there is nothing to focus.
    if (!target) return;
    focusNext.current = null;
    target.focus();
  });

  const accept = (candidate: File) => {
    const found = checkLogo(candidate, maxBytes);
    if (found) {
      onRefuse(found, candidate);
    } else {
      focusNext.current = 'preview';
      onAccept(candidate);
    }
    // antd never sends the file itself.
    return Upload.LIST_IGNORE;
  };

  const remove = () => {
    focusNext.current = 'dropZone';
    onRemove();
  };

  return (
    <div className="logo-upload" ref={box}>
      {preview ? (
        <Flex align="center" gap={12} className="logo-upload__preview">
          <img src={preview.src} alt="Logo preview" />
          <Flex vertical gap={4} style={{ minWidth: 0 }}>
            <Typography.Text ellipsis={{ tooltip: preview.caption }}>{preview.caption}</Typography.Text>
            <Button
              size="small"
              danger
              icon={<DeleteOutlined />}
              ref={removeButton}
              onClick={remove}
              loading={busy}
            >
              Remove logo
            </Button>
          </Flex>
        </Flex>
      ) : (
        <Spin spinning={busy}>
          <Upload.Dragger
            accept=".png,.jpg,.jpeg,image/png,image/jpeg"
            multiple={false}
            showUploadList={false}
            beforeUpload={accept}
            disabled={busy}
            aria-label={label}
            className="logo-upload__dragger"
          >
            <Flex align="center" justify="center" gap={12} wrap>
              <InboxOutlined className="logo-upload__icon" aria-hidden />
              <span>
                <Typography.Text>Drop your logo here or </Typography.Text>
                <span className="logo-upload__choose">Choose File</span>
              </span>
            </Flex>
            <Typography.Text type="secondary" className="logo-upload__hint">
              {hint}
            </Typography.Text>
          </Upload.Dragger>
        </Spin>
      )}
    </div>
  );
}
