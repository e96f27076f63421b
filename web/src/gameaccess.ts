// What the game page offers beyond the drawn board, in one place so the page hooks it in with a few
// lines: typing moves (keyboard.ts), piece tips on the board (pieceinfo.ts), the screen-reader
// mode and its setting (blind.ts), the players' chat (chat.ts) and the spectator count.
import type { ClientMsg, Color, GameState, VariantView } from './protocol';
import type { GameMsg } from './socket';
import { BlindView, blindWanted, saveBlind } from './blind';
import { ChatPanel } from './chat';
import { t } from './i18n';
import { MoveEntry } from './keyboard';
import { attachPieceInfo } from './pieceinfo';

/** How long after sending a chat line an error is taken as its refusal. */
const CHAT_ANSWER_MS = 3000;

export interface GameAccessOptions {
  /** The game page's root. */
  root: HTMLElement;
  variant: VariantView;
  /** The drawn board's frame. */
  boardFrame: HTMLElement;
  /** Plays a move (engine form). */
  play: (uci: string) => void;
  /** Sends a socket message; false when not connected. */
  send: (m: ClientMsg) => boolean;
}

export class GameAccess {
  private readonly moveEntry: MoveEntry;
  private readonly chat: ChatPanel;
  private readonly spectators: HTMLElement;
  private readonly blindToggle: HTMLInputElement;
  private blind?: BlindView;
  private readonly stopTips: () => void;
  private state?: GameState;
  private viewPly: number | null = null;
  private chatSentAt = -Infinity;

  constructor(private readonly o: GameAccessOptions) {
    const side = o.root.querySelector<HTMLElement>('.game-side')!;
    const box = document.createElement('div');
    box.className = 'game-access';
    this.moveEntry = new MoveEntry({ play: o.play });
    this.spectators = document.createElement('p');
    this.spectators.className = 'spectators';
    this.spectators.setAttribute('aria-live', 'polite');
    this.spectators.hidden = true;
    const toggle = document.createElement('label');
    toggle.className = 'blind-toggle';
    toggle.innerHTML = `<input type="checkbox"> ${t('blind-setting')}`;
    this.blindToggle = toggle.querySelector('input')!;
    this.blindToggle.addEventListener('change', () => {
      saveBlind(this.blindToggle.checked);
      this.setBlind(this.blindToggle.checked);
    });
    this.chat = new ChatPanel((text) => {
      const sent = o.send({ t: 'chat', d: { text } });
      if (sent) this.chatSentAt = performance.now();
      return sent;
    });
    this.chat.show(false);
    box.append(this.moveEntry.el, this.spectators, this.chat.el, toggle);
    side.querySelector('.moves-box')!.after(box);
    this.stopTips = attachPieceInfo(o.boardFrame, o.variant);
    this.setBlind(blindWanted());
  }

  destroy(): void {
    this.stopTips();
  }

  /** The game as it now stands, and the ply shown (null: the live position). */
  update(s: GameState, viewPly: number | null): void {
    this.state = s;
    this.viewPly = viewPly;
    const movable = s.status === 'playing' && viewPly === null && (s.you === 'both' || s.you === s.turn);
    this.moveEntry.update(movable ? s.legal_san : [], s.you !== null);
    this.chat.show(this.chatOpen(s));
    this.blind?.update(s, viewPly);
  }

  /** Takes the chat and spectator messages (true: the page has nothing more to do with it) and
   *  watches for each new connection's state. */
  takes(m: GameMsg): m is Extract<GameMsg, { t: 'chat' | 'spectators' }> {
    if (m.t === 'chat') {
      // The first chat message after a connect holds every line kept: it replaces the log.
      const replace = m.d.lines.length !== 1 || this.firstChat;
      this.firstChat = false;
      const me = this.myColour();
      this.chat.add(m.d.lines, replace, me);
      if (m.d.lines.some((l) => l.from === me)) this.chatSentAt = -Infinity;
      return true;
    }
    if (m.t === 'spectators') {
      this.spectators.hidden = m.d.count === 0;
      this.spectators.textContent = t('spectators-count', { count: m.d.count });
      return true;
    }
    if (m.t === 'state') this.firstChat = true;
    return false;
  }

  /** Whether a socket error answers a chat line just sent; if so the chat shows it. */
  claimsError(code: string, message: string): boolean {
    if (performance.now() - this.chatSentAt > CHAT_ANSWER_MS) return false;
    if (!['too_large', 'bad_request', 'rate_limited', 'conflict', 'forbidden'].includes(code)) return false;
    this.chatSentAt = -Infinity;
    const wait = /wait (\d+) s/.exec(message)?.[1];
    this.chat.refused(
      code === 'rate_limited' ? t('chat-slow-down', { seconds: Number(wait ?? 2) }) : code === 'too_large' ? t('chat-too-long', { max: 140 }) : t('chat-refused'),
    );
    return true;
  }

  private firstChat = true;

  private myColour(): Color | null {
    const you = this.state?.you;
    return you === 'white' || you === 'black' ? you : null;
  }

  /** The chat shows for the players of a game between two people on two devices. */
  private chatOpen(s: GameState): boolean {
    return (s.mode === 'friend' || s.mode === 'open') && (s.you === 'white' || s.you === 'black');
  }

  private setBlind(on: boolean): void {
    this.blindToggle.checked = on;
    const holder = this.o.root.querySelector<HTMLElement>('.board-holder');
    if (on && !this.blind) {
      this.blind = new BlindView(this.o.variant);
      this.o.root.querySelector('.game-side')!.prepend(this.blind.el);
      if (this.state) this.blind.update(this.state, this.viewPly);
    } else if (!on && this.blind) {
      this.blind.el.remove();
      this.blind = undefined;
    }
    // The drawn board says nothing to a screen reader: the text view replaces it.
    if (on) holder?.setAttribute('aria-hidden', 'true');
    else holder?.removeAttribute('aria-hidden');
    this.o.root.querySelector('.game-page')?.classList.toggle('blind-mode', on);
  }
}
