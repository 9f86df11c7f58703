export { Dialog, type DialogProps } from './dialog.js';
export { Button, LinkButton, type ButtonProps } from './button.js';
export { TextField, type TextFieldProps } from './text-field.js';
export { Tabs, type TabsProps } from './tabs.js';
export { Checkbox, type CheckboxProps } from './checkbox.js';
export { CaptchaImage, type CaptchaImageProps } from './captcha-image.js';
export { Spinner } from './spinner.js';
export { deepActiveElement, initialFocusTarget, tabbables } from './focus.js';
