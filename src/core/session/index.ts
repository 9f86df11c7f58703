import { atom, map } from 'nanostores';
import { env } from '../env/index.js';
import { FLAG_OK, STORAGE_KEYS } from '../storage/index.js';
import type { AddressInput } from '../mall/index.js';
import type { NavItem, SystemConfig } from '../site/index.js';
import type { User } from '../member/index.js';
import { DEFAULT_SWITCHES, featureSwitches, type FeatureSwitches } from '../features/index.js';

/** Logout redirect delay (spec section 9). */
export const LOGOUT_REDIRECT_DELAY_MS = 500;

/** The address form kept for the session: the same fields the credit mall's exchange sends. */
export type AddressForm = AddressInput;

export const emptyAddressForm = (): AddressForm => ({
  name: '',
  mobile: '',
  province: '',
  city: '',
  area: '',
  street: '',
});

export const user = atom<User | null>(null);
export const isLogin = atom(false);
export const freshUnread = atom(false);
export const addressForm = map<AddressForm>(emptyAddressForm());
export const config = atom<SystemConfig | null>(null);
export const configFunc = atom<FeatureSwitches>({ ...DEFAULT_SWITCHES });
export const navs = atom<NavItem[]>([]);
/** False until start-up knows whether the visitor is logged in (the app shows a spinner). */
export const sessionReady = atom(false);

export function getToken(): string | null {
  return env().local.getItem(STORAGE_KEYS.token);
}

type IdentityListener = () => void;
const identityListeners = new Set<IdentityListener>();

/**
 * Called whenever the token the server sees changes (login, logout, another tab): every answer
 * cached for the previous identity is then someone else's.
 */
export function onIdentityChange(listener: IdentityListener): () => void {
  identityListeners.add(listener);
  return () => void identityListeners.delete(listener);
}

const identityChanged = () => identityListeners.forEach((l) => l());

export function saveToken(token: string): void {
  const previous = getToken();
  env().local.setItem(STORAGE_KEYS.token, token);
  if (previous !== token) identityChanged();
}

/** Login stores the user, sets isLogin and asks the unread dot to refresh. */
export function loginUser(u: User): void {
  user.set(u);
  isLogin.set(true);
  freshUnread.set(true);
}

/** The member's detail fetched again after an account change (nickname, mobile, bindings, VIP). */
export function updateUser(u: User): void {
  if (isLogin.get()) user.set(u);
}

export function setFreshUnread(value: boolean): void {
  freshUnread.set(value);
}

export function setCredit1(credit1: number): void {
  const u = user.get();
  if (u) user.set({ ...u, credit1 });
}

export function setAddressForm(patch: Partial<AddressForm>): void {
  addressForm.set({ ...addressForm.get(), ...patch });
}

export function resetAddressForm(): void {
  addressForm.set(emptyAddressForm());
}

/** Stores system config and derives the feature switches and the menu from it. */
export function setConfig(value: SystemConfig, options?: { vipDisabledByBuild?: boolean }): void {
  config.set(value);
  configFunc.set(featureSwitches(value, options));
  navs.set(Array.isArray(value.navs) ? value.navs : []);
}

/** Clears the session locally: no toast, no navigation. Used by logout and by 401 handling. */
export function clearSession(): void {
  const { local } = env();
  const hadToken = getToken() !== null;
  user.set(null);
  isLogin.set(false);
  local.removeItem(STORAGE_KEYS.token);
  if (hadToken) identityChanged();
  local.removeItem(STORAGE_KEYS.faceCheck);
  local.removeItem(STORAGE_KEYS.bindMobile);
}

/** From a logout until it has gone home: see isSessionEnding. */
let ending = false;

/**
 * True in the 500 ms between a logout and going home: a 401 then answers a request the page being
 * left still made, which must not send anyone to /login.
 */
export const isSessionEnding = (): boolean => ending;

/** Logout as the spec says: clear, toast 已安全退出, then go to / after 500 ms. */
export function logout(): void {
  ending = true;
  clearSession();
  const e = env();
  e.toast('已安全退出', 'success');
  e.clock.setTimeout(() => {
    ending = false;
    e.navigate('/');
  }, LOGOUT_REDIRECT_DELAY_MS);
}

export function setBindMobilePending(pending: boolean): void {
  const { local } = env();
  if (pending) local.setItem(STORAGE_KEYS.bindMobile, FLAG_OK);
  else local.removeItem(STORAGE_KEYS.bindMobile);
}

export function setFaceCheckPending(pending: boolean): void {
  const { local } = env();
  if (pending) local.setItem(STORAGE_KEYS.faceCheck, FLAG_OK);
  else local.removeItem(STORAGE_KEYS.faceCheck);
}

export function isBindMobilePending(): boolean {
  return env().local.getItem(STORAGE_KEYS.bindMobile) === FLAG_OK;
}

export function isFaceCheckPending(): boolean {
  return env().local.getItem(STORAGE_KEYS.faceCheck) === FLAG_OK;
}

/**
 * Keeps tabs consistent: another tab logging out removes the token here too (storage event), and
 * another tab logging in hands us a new token to load the member for.
 * Returns a function that stops listening.
 */
export function syncAcrossTabs(onTokenChanged: (token: string) => void, target: Window = window): () => void {
  const listener = (event: StorageEvent) => {
    if (event.key !== STORAGE_KEYS.token && event.key !== null) return;
    if (event.newValue !== event.oldValue) identityChanged();
    const token = getToken();
    if (!token) {
      if (isLogin.get() || user.get()) {
        user.set(null);
        isLogin.set(false);
      }
      return;
    }
    if (event.key === STORAGE_KEYS.token && event.newValue && event.newValue !== event.oldValue) onTokenChanged(token);
  };
  target.addEventListener('storage', listener);
  return () => target.removeEventListener('storage', listener);
}
