import type { CSSProperties } from 'react';

/**
 * The site's colours (shared/styles/base.css), written out because mail clients ignore CSS
 * variables and most drop <style> blocks: every style has to be inline.
 */
export const colors = {
  ink: '#0f2433',
  inkMuted: '#46596a',
  surface: '#ffffff',
  surfaceAlt: '#f3f7fa',
  border: '#d5dee6',
  primary: '#0b6e99',
  onPrimary: '#ffffff',
} as const;

// No web fonts: many clients block them, and the system font reads best on each device.
const fontFamily = "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

export const styles = {
  body: { margin: 0, padding: '24px 0', backgroundColor: colors.surfaceAlt, fontFamily, color: colors.ink },
  // 600px is the width every client renders without scrolling; on a phone it shrinks to fit.
  container: {
    maxWidth: '600px',
    width: '100%',
    margin: '0 auto',
    backgroundColor: colors.surface,
    border: `1px solid ${colors.border}`,
    borderRadius: '8px',
  },
  header: { padding: '20px 32px', borderBottom: `4px solid ${colors.primary}` },
  brandName: { margin: 0, fontSize: '20px', fontWeight: 700, color: colors.primary },
  content: { padding: '8px 32px 24px' },
  heading: { margin: '24px 0 8px', fontSize: '22px', lineHeight: '30px', color: colors.ink },
  paragraph: { margin: '12px 0', fontSize: '16px', lineHeight: '24px', color: colors.ink },
  muted: { margin: '12px 0', fontSize: '14px', lineHeight: '22px', color: colors.inkMuted },
  link: { color: colors.primary, textDecoration: 'underline', wordBreak: 'break-all' },
  button: {
    display: 'inline-block',
    padding: '12px 24px',
    backgroundColor: colors.primary,
    color: colors.onPrimary,
    fontSize: '16px',
    fontWeight: 600,
    textDecoration: 'none',
    borderRadius: '6px',
  },
  buttonRow: { margin: '24px 0' },
  footer: { padding: '16px 32px 24px', borderTop: `1px solid ${colors.border}` },
  footerText: { margin: '4px 0', fontSize: '12px', lineHeight: '18px', color: colors.inkMuted },
  detailLabel: { fontSize: '13px', fontWeight: 600, color: colors.inkMuted },
  detailValue: { margin: '0 0 12px', fontSize: '15px', lineHeight: '22px', color: colors.ink, overflowWrap: 'anywhere' },
} satisfies Record<string, CSSProperties>;
