import type { CarriedLogo } from './carriedForm';

/** The logo file as a data URL, for the history entry's state. */
export function carriedLogoOf(file: File): Promise<CarriedLogo> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve({ name: file.name, type: file.type, dataUrl: String(reader.result) });
    reader.onerror = () => reject(reader.error ?? new Error('The logo could not be read'));
    reader.readAsDataURL(file);
  });
}

/** The carried logo as a File again, decoded in the page (the CSP does not let fetch read data: URLs). */
export function fileOfCarriedLogo({ name, type, dataUrl }: CarriedLogo): File | null {
  const base64 = /^data:[^;,]*;base64,(.*)$/.exec(dataUrl)?.[1];
  if (!base64) return null;
  try {
    const binary = atob(base64);
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
    return new File([bytes], name, { type });
  } catch {
    return null;
  }
}
