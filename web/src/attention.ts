// Getting the player's attention back to a game: the tab's title says "Your turn" while it is,
// and, when the player allowed it (a setting, which asks the browser on that click), a
// notification says the opponent moved while the tab was hidden.
import { t } from './i18n';
import { settings } from './settings';

/** Sets the tab's title for a game: "Your turn · Turnpan" while it is the player's turn. */
export function showTurnInTitle(yourTurn: boolean): void {
  document.title = yourTurn ? `${t('title-your-turn')} · ${t('site-title')}` : t('site-title');
}

export function notificationsSupported(): boolean {
  return typeof Notification !== 'undefined';
}

/** Asks the browser for permission to notify (call it from a click: browsers ignore it
 *  otherwise); true when granted. */
export async function askNotificationPermission(): Promise<boolean> {
  if (!notificationsSupported()) return false;
  if (Notification.permission === 'granted') return true;
  if (Notification.permission === 'denied') return false;
  return (await Notification.requestPermission()) === 'granted';
}

/** Tells the player the opponent moved, if the tab is hidden, the setting is on and the
 *  browser allows it. Returns whether a notification was shown. */
export function notifyOpponentMoved(gameId: string, body: string): boolean {
  if (!settings().notifications || !notificationsSupported() || Notification.permission !== 'granted') return false;
  if (document.visibilityState !== 'hidden') return false;
  // One notification per game: a newer move replaces the older one.
  const n = new Notification(t('notify-title'), { body, tag: `turnpan-${gameId}` });
  n.onclick = () => {
    window.focus();
    n.close();
  };
  return true;
}
