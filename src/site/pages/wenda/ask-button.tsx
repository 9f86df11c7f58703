import { useState } from 'react';
import { useStore } from '@nanostores/react';
import { openLogin } from '#core/app/open-login.js';
import { isLogin } from '#core/session/index.js';
import { Button } from '#widgets/ui/button.js';
import { QuestionDialog } from './question-dialog.js';

/** 我要提问: the ask dialog for a member, the login dialog for a visitor. */
export function AskButton() {
  const logged = useStore(isLogin);
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => (logged ? setOpen(true) : void openLogin('login'))}>我要提问</Button>
      {open ? <QuestionDialog open onClose={() => setOpen(false)} /> : null}
    </>
  );
}
