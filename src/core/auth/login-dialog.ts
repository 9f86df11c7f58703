import { map, type ReadableAtom } from 'nanostores';
import { defaultOnLoggedIn, type AuthApi, type OnLoggedIn } from './flow-api.js';
import type { AuthForm } from './form.js';
import {
  createBindMobileForm,
  createBindNewMobileForm,
  createForgotPasswordForm,
  createLoginForm,
  createRegisterForm,
  type BindContext,
  type LoginTab,
} from './flows.js';
import type { AuthFields } from './validate.js';
import { createWechatScan, type WechatScan } from './wechat-scan.js';

/** The dialogs of spec section 2, shown one at a time inside one modal. */
export type AuthView = 'login' | 'register' | 'forgot' | 'wechat' | 'bindMobile' | 'bindNewMobile';
export type FormView = Exclude<AuthView, 'wechat'>;

export interface LoginDialogState {
  open: boolean;
  view: AuthView;
  /** 0: password login, 1: SMS login. */
  tab: LoginTab;
  /** The socialite code the bindMobile view registers with. */
  bind: BindContext | null;
}

export interface LoginDialogOptions {
  api: AuthApi;
  /** Default: store the token, load the member detail, mark the session logged in. */
  onLoggedIn?: OnLoggedIn;
  /** The after-login redirect/reload rule, run after the dialog has closed. */
  afterLogin?: () => void;
}

export interface LoginDialog {
  $state: ReadableAtom<LoginDialogState>;
  forms: Record<FormView, AuthForm>;
  wechat: WechatScan;
  /** Fresh start: every field, the tab and any countdown reset, a new captcha loaded. */
  open(view?: AuthView, bind?: BindContext): void;
  close(): void;
  /** Follows a link between views; false when the link does not exist from here. */
  show(view: AuthView, bind?: BindContext): boolean;
  back(): void;
  setTab(tab: LoginTab): void;
  /** The current view's form (null on the QR view). */
  form(): AuthForm | null;
  set<K extends keyof AuthFields>(field: K, value: AuthFields[K]): void;
  submit(): Promise<boolean>;
  sendSms(): Promise<boolean>;
  refreshCaptcha(): Promise<void>;
}

const closed = (): LoginDialogState => ({ open: false, view: 'login', tab: 0, bind: null });

export function createLoginDialog(options: LoginDialogOptions): LoginDialog {
  const { api } = options;
  const onLoggedIn = options.onLoggedIn ?? defaultOnLoggedIn(api);
  const $state = map<LoginDialogState>(closed());

  const loggedIn = () => {
    close();
    options.afterLogin?.();
  };
  const backToLogin = (mobile: string) => {
    show('login');
    forms.login.set('mobile', mobile);
  };

  const forms: Record<FormView, AuthForm> = {
    login: createLoginForm({ api, onLoggedIn, tab: () => $state.get().tab, onDone: loggedIn }),
    register: createRegisterForm({ api, onDone: backToLogin }),
    forgot: createForgotPasswordForm({ api, onDone: backToLogin }),
    bindMobile: createBindMobileForm({ api, onLoggedIn, context: () => $state.get().bind, onDone: loggedIn }),
    bindNewMobile: createBindNewMobileForm({ api, onDone: () => close() }),
  };
  const wechat = createWechatScan({
    api,
    onLoggedIn,
    onDone: loggedIn,
    onBindMobile: (code) => void show('bindMobile', { code, via: 'wechat' }),
  });

  // Nothing of a view outlives it: countdowns, QR polling and late replies all stop here.
  const leave = () => {
    for (const f of Object.values(forms)) f.dispose();
    wechat.stop();
  };

  const enter = (view: AuthView, bind: BindContext | null, tab: LoginTab) => {
    leave();
    $state.set({ open: true, view, tab, bind });
    if (view === 'wechat') void wechat.start();
    else void forms[view].reset();
  };

  function show(view: AuthView, bind?: BindContext): boolean {
    const s = $state.get();
    if (view === 'forgot' && !(s.view === 'login' && s.tab === 0)) return false;
    enter(view, bind ?? s.bind, 0);
    return true;
  }

  function close() {
    leave();
    $state.setKey('open', false);
  }

  const form = () => {
    const { view } = $state.get();
    return view === 'wechat' ? null : forms[view];
  };

  return {
    $state,
    forms,
    wechat,
    open: (view = 'login', bind) => enter(view, bind ?? null, 0),
    close,
    show,
    back: () => void show('login'),
    setTab(tab) {
      $state.setKey('tab', tab);
      // A problem found on one tab points at a field the other tab may not have.
      forms.login.mark(null);
    },
    form,
    set: (field, value) => form()?.set(field, value),
    submit: () => form()?.submit() ?? Promise.resolve(false),
    sendSms: () => form()?.sms.send() ?? Promise.resolve(false),
    refreshCaptcha: () => form()?.refreshCaptcha() ?? Promise.resolve(),
  };
}
