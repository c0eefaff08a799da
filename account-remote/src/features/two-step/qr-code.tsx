import { useCurrentEffect } from '@rcm/shared/hooks';
import { twoStepMessages as text } from '@rcm/shared/account-texts';
import { useState } from 'react';
import styles from './two-step.module.css';

/** The light border QR readers need around the code, in modules (ISO/IEC 18004). */
const QUIET_ZONE = 4;

/** The dark modules as one SVG path, a 1×1 square each. */
function darkModulesPath(size: number, isDark: (row: number, column: number) => boolean): string {
  const squares: string[] = [];
  for (let row = 0; row < size; row += 1) {
    for (let column = 0; column < size; column += 1) {
      if (isDark(row, column)) squares.push(`M${column + QUIET_ZONE} ${row + QUIET_ZONE}h1v1h-1z`);
    }
  }
  return squares.join('');
}

/**
 * `text` as a QR code, drawn as SVG by React (no HTML string, no canvas). The `qrcode` library
 * is loaded only when a code is drawn, so no other page downloads it.
 */
export function QrCode({ text: content }: { text: string }) {
  const [drawn, setDrawn] = useState<{ content: string; size: number; path: string } | { content: string; failed: true } | null>(null);

  useCurrentEffect(
    (isCurrent) => {
      import('qrcode').then(
        ({ create }) => {
          if (!isCurrent()) return;
          const { modules } = create(content, { errorCorrectionLevel: 'M' });
          setDrawn({
            content,
            size: modules.size,
            path: darkModulesPath(modules.size, (row, column) => Boolean(modules.get(row, column))),
          });
        },
        () => isCurrent() && setDrawn({ content, failed: true }),
      );
    },
    [content],
  );

  if (drawn?.content !== content) return <div className={styles.qrPlaceholder}>{text.qrLoading}</div>;
  // The setup key beside it is the way in without the picture.
  if ('failed' in drawn) return null;
  const side = drawn.size + 2 * QUIET_ZONE;
  return (
    <svg className={styles.qr} viewBox={`0 0 ${side} ${side}`} role="img" aria-label={text.qrLabel} shapeRendering="crispEdges">
      <rect width={side} height={side} fill="#fff" />
      <path d={drawn.path} fill="#000" />
    </svg>
  );
}
