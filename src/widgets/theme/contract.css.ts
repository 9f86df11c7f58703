import { createGlobalThemeContract } from '@vanilla-extract/css';

/**
 * The public theme: CSS custom properties hosts may set (`--meedu-color-primary`, ...). Nothing
 * else about the widgets' styling is public.
 */
export const vars = createGlobalThemeContract({
  color: {
    primary: 'meedu-color-primary',
    primaryHover: 'meedu-color-primary-hover',
    text: 'meedu-color-text',
    textMuted: 'meedu-color-text-muted',
    border: 'meedu-color-border',
    background: 'meedu-color-background',
    surface: 'meedu-color-surface',
    danger: 'meedu-color-danger',
    success: 'meedu-color-success',
  },
  radius: 'meedu-radius',
  font: 'meedu-font',
  zIndexDialog: 'meedu-z-dialog',
});

export const themeValues = {
  color: {
    primary: '#3ca7fa',
    primaryHover: '#1f8fe6',
    text: '#333333',
    textMuted: '#666666',
    border: '#e5e5e5',
    background: '#f6f6f6',
    surface: '#ffffff',
    danger: '#e1251b',
    success: '#04c877',
  },
  radius: '8px',
  font: '-apple-system, BlinkMacSystemFont, "PingFang SC", "Hiragino Sans GB", "Microsoft YaHei", "Noto Sans CJK SC", "Helvetica Neue", Arial, sans-serif',
  zIndexDialog: '2000',
};
