import { LogoProblem } from '@paydraft/invoice-core';
import { isDemoBlockedWrite } from '../../../shared/feedback/demoBlockedWrite';
import { LogoDropZone } from '../../../shared/logo/LogoDropZone';
import { LOGO_UPLOAD_KEY, useRemoveLogoMutation, useUploadLogoMutation } from '../../../entities/preferences';
import { serverErrorText } from '../model/preferencesForm';

type LogoFieldProps = {
  /** The stored logo's relative URL (antd's Form.Item passes it), or null. */
  value?: string | null;
  onChange?: (logoUrl: string | null) => void;
  /** Shows a problem in the page's error alert; null clears it. */
  onError: (message: string | null) => void;
};

/** What a refused file says. */
const REFUSAL: Record<LogoProblem, string> = {
  [LogoProblem.UnsupportedType]: 'Only PNG and JPG files are allowed.',
  [LogoProblem.TooLarge]: 'File cannot be larger than 5MB.',
};

/** The company logo: uploaded at once (POST /api/upload/logo), removed with DELETE; Save keeps its URL. */
export function LogoField({ value, onChange, onError }: LogoFieldProps) {
  const [upload, uploading] = useUploadLogoMutation({ fixedCacheKey: LOGO_UPLOAD_KEY });
  const [remove, removing] = useRemoveLogoMutation();

  const accept = async (file: File) => {
    onError(null);
    const result = await upload(file);
    if (result.error) {
      // A write the demo refused has its own prompt.
      if (!isDemoBlockedWrite(result.error))
        onError(serverErrorText(result.error, 'Failed to upload logo. Please try again.'));
    } else if (!result.data.success || !result.data.logoUrl) {
      onError(result.data.error || 'Failed to upload logo');
    } else {
      onChange?.(result.data.logoUrl);
    }
  };

  const removeLogo = async () => {
    onError(null);
    const result = await remove();
    if (result.error) {
      if (!isDemoBlockedWrite(result.error))
        onError(serverErrorText(result.error, 'Failed to remove logo. Please try again.'));
    } else if (!result.data.success) {
      onError(result.data.error || 'Failed to remove logo');
    } else {
      onChange?.(null);
    }
  };

  return (
    <LogoDropZone
      preview={value ? { src: value, caption: 'Uploaded logo' } : null}
      hint="PNG or JPG, max 5MB"
      label="Company logo: drop a PNG or JPG here or choose a file"
      busy={uploading.isLoading || removing.isLoading}
      onAccept={(file) => void accept(file)}
      onRefuse={(problem) => onError(REFUSAL[problem])}
      onRemove={() => void removeLogo()}
    />
  );
}
