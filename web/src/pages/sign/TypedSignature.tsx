import { useEffect, useId } from 'react';
import { SIGNATURE_FONTS, type SignatureFont } from '@homepact/proto';
import '@fontsource/caveat/400.css';
import '@fontsource/dancing-script/400.css';
import '@fontsource/great-vibes/400.css';

/** The font sizes that make the three faces look alike in size. */
const SIZE: Record<SignatureFont, number> = { Caveat: 64, 'Dancing Script': 56, 'Great Vibes': 60 };

/**
 * The typed name set in the chosen script face, as a PNG (what is stamped in
 * the PDF). Waits for the self-hosted font; null where there is no canvas.
 */
export async function typedSignatureImage(text: string, font: SignatureFont): Promise<string | null> {
  if (typeof document === 'undefined' || !document.fonts) return null;
  const canvas = document.createElement('canvas');
  const ctx = canvas.getContext('2d');
  if (!ctx) return null;
  const size = SIZE[font];
  await document.fonts.load(`${size}px "${font}"`, text);
  ctx.font = `${size}px "${font}", cursive`;
  const width = Math.min(2400, Math.max(300, Math.ceil(ctx.measureText(text).width) + 40));
  canvas.width = width;
  canvas.height = 140;
  ctx.font = `${size}px "${font}", cursive`;
  ctx.fillStyle = '#0b1f4d';
  ctx.textBaseline = 'middle';
  ctx.fillText(text, 20, 72);
  return canvas.toDataURL('image/png');
}

interface TypedSignatureProps {
  name: string;
  font: SignatureFont;
  onFont: (font: SignatureFont) => void;
}

/** Three script faces to adopt the typed name in; each option shows the name as it will look. */
export function TypedSignature({ name, font, onFont }: TypedSignatureProps) {
  const id = useId();
  const shown = name.trim() || 'Your name';
  // Warm the three faces so the choices show in their own font at once.
  useEffect(() => {
    if (typeof document !== 'undefined' && document.fonts) for (const f of SIGNATURE_FONTS) void document.fonts.load(`40px "${f}"`);
  }, []);
  return (
    <fieldset className="sig-fonts">
      <legend className="visually-hidden">Signature style</legend>
      {SIGNATURE_FONTS.map((f) => (
        <label key={f} className="sig-font-option" data-checked={f === font || undefined}>
          <input type="radio" name={`${id}-font`} value={f} checked={f === font} onChange={() => onFont(f)} />
          <span className="sig-font-sample" style={{ fontFamily: `'${f}', cursive` }}>
            {shown}
          </span>
          <span className="sig-font-name">{f}</span>
        </label>
      ))}
    </fieldset>
  );
}
