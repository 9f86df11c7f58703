import { useStore } from '@nanostores/react';
import type { AuthForm } from '#core/auth/index.js';
import { useForm } from '../data/use-form.js';

/**
 * The project's form binding (fields, submit, the problem's field marked and focused) plus what an
 * auth form adds: its machine (SMS button, captcha refresh) and the captcha image. A problem the
 * SMS button reports lands in the same form state, so it is marked and focused the same way; the
 * login machine clears the problem when the tab changes.
 */
export const useAuthForm = (form: AuthForm) => ({ ...useForm(form), form, captcha: useStore(form.$captcha) });

export type AuthFormBinding = ReturnType<typeof useAuthForm>;
