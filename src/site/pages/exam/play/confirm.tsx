import type { ReactNode } from 'react';
import { Button } from '#widgets/ui/button.js';
import { Dialog } from '#widgets/ui/dialog.js';
import * as css from './play.css.js';

/** A question with two answers: 确定 (or `okText`) and a way to stay (`cancelText`). */
export function Confirm({
  open,
  title = '确认信息',
  children,
  okText = '确定',
  cancelText = '取消',
  busy,
  onOk,
  onCancel,
}: {
  open: boolean;
  title?: string;
  children: ReactNode;
  okText?: string;
  cancelText?: string;
  busy?: boolean;
  onOk(): void;
  onCancel(): void;
}) {
  return (
    <Dialog open={open} title={title} onClose={onCancel}>
      <p className={css.dialogText}>{children}</p>
      <div className={css.dialogActions}>
        <Button variant="secondary" onClick={onCancel}>
          {cancelText}
        </Button>
        <Button loading={busy} onClick={onOk}>
          {okText}
        </Button>
      </div>
    </Dialog>
  );
}
