import { DeleteOutlined, InboxOutlined } from '@ant-design/icons';
import { checkLogo, LOGO_MAX_BYTES, LOGO_UPLOAD_ACTION, LogoProblem } from '@paydraft/invoice-core';
import { Button, Flex, Typography, Upload } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useShowFailure } from '../../../shared/feedback/actionFailureContext';

type LogoUploadProps = {
  file: File | null;
  onChange: (file: File | null) => void;
  maxBytes?: number;
};

const megabytes = (bytes: number) => `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;

function problemText(problem: LogoProblem, maxBytes: number): string {
  switch (problem) {
    case LogoProblem.UnsupportedType:
      return 'Only PNG and JPG images can be used as a logo.';
    case LogoProblem.TooLarge:
      return `The logo must be ${megabytes(maxBytes)} or smaller.`;
  }
}

/** Drag-and-drop or 'Choose File' logo with preview and remove; PNG/JPG up to 5 MB (spec). */
export function LogoUpload({ file, onChange, maxBytes = LOGO_MAX_BYTES }: LogoUploadProps) {
  const showFailure = useShowFailure();
  // Kept with its file, so a new logo never shows the previous one while it is read.
  const [preview, setPreview] = useState<{ file: File; url: string } | null>(null);
  const shown = file && preview?.file === file ? preview.url : null;

  useEffect(() => {
    if (!file) return undefined;
    // A data URL rather than an object URL: nothing to revoke, so StrictMode's double effects are harmless.
    const reader = new FileReader();
    reader.onload = () => {
      if (typeof reader.result === 'string') setPreview({ file, url: reader.result });
    };
    reader.readAsDataURL(file);
    return () => reader.abort();
  }, [file]);

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
    // The preview appears only once the file is read; until then there is nothing to focus.
    if (!target) return;
    focusNext.current = null;
    target.focus();
  });

  const accept = (candidate: File) => {
    const found = checkLogo(candidate, maxBytes);
    if (found) {
      showFailure({ action: LOGO_UPLOAD_ACTION, message: problemText(found, maxBytes) });
    } else {
      focusNext.current = 'preview';
      onChange(candidate);
    }
    // The file stays in the page; nothing is uploaded until the PDF is generated.
    return Upload.LIST_IGNORE;
  };

  const remove = () => {
    focusNext.current = 'dropZone';
    onChange(null);
  };

  return (
    <div className="logo-upload" ref={box}>
      {file && shown ? (
        <Flex align="center" gap={12} className="logo-upload__preview">
          <img src={shown} alt="Logo preview" />
          <Flex vertical gap={4} style={{ minWidth: 0 }}>
            <Typography.Text ellipsis={{ tooltip: file.name }}>{file.name}</Typography.Text>
            <Button size="small" danger icon={<DeleteOutlined />} ref={removeButton} onClick={remove}>
              Remove logo
            </Button>
          </Flex>
        </Flex>
      ) : (
        <Upload.Dragger
          accept=".png,.jpg,.jpeg,image/png,image/jpeg"
          multiple={false}
          showUploadList={false}
          beforeUpload={accept}
          aria-label="Logo: drop a PNG or JPG here or choose a file"
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
            PNG or JPG, up to {megabytes(maxBytes)}
          </Typography.Text>
        </Upload.Dragger>
      )}
    </div>
  );
}
