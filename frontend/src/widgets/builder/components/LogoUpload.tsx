import { LOGO_MAX_BYTES, LOGO_UPLOAD_ACTION, LogoProblem } from '@paydraft/invoice-core';
import { useEffect, useState } from 'react';
import { useShowFailure } from '../../../shared/feedback/actionFailureContext';
import { LogoDropZone } from '../../../shared/logo/LogoDropZone';

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

/** Drag-and-drop or 'Choose File' logo with preview and remove; PNG/JPG up to 5 MB. */
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

  return (
    <LogoDropZone
      preview={file && shown ? { src: shown, caption: file.name } : null}
      maxBytes={maxBytes}
      hint={`PNG or JPG, up to ${megabytes(maxBytes)}`}
      // The file stays in the page; nothing is uploaded until the PDF is generated.
      onAccept={onChange}
      onRefuse={(problem) =>
        showFailure({ action: LOGO_UPLOAD_ACTION, message: problemText(problem, maxBytes) })
      }
      onRemove={() => onChange(null)}
    />
  );
}
