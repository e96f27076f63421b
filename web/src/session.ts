// Who is signed in: the account behind the session cookie, asked once at start (`GET
// /api/account`) and after sign-up, login, logout and deletion. Pages and the header read it here
// and hear of changes through `onAccountChange`.
import * as api from './api';
import type { Account } from './accountwire';

let current: Account | null = null;
let loaded: Promise<Account | null> | undefined;
const listeners = new Set<(a: Account | null) => void>();

/** The account once the first answer has come (`null`: nobody signed in, or no answer). */
export function loadAccount(): Promise<Account | null> {
  loaded ??= api
    .account()
    .catch(() => null)
    .then((a) => {
      current = a;
      for (const l of listeners) l(a);
      return a;
    });
  return loaded;
}

/** The account as known now (before the first answer: `null`). */
export function currentAccount(): Account | null {
  return current;
}

/** Sets the account after a sign-up, login or logout, and tells the listeners. */
export function setAccount(a: Account | null): void {
  current = a;
  loaded = Promise.resolve(a);
  for (const l of listeners) l(a);
}

/** Asks the server again (after a game, the ratings changed). */
export function refreshAccount(): Promise<Account | null> {
  loaded = undefined;
  return loadAccount();
}

export function onAccountChange(f: (a: Account | null) => void): () => void {
  listeners.add(f);
  return () => listeners.delete(f);
}
