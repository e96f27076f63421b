// The game page: board, clocks, move list, actions. The server is the authority: this page shows
// the state it is sent, sends the user's intents, and resyncs whenever a message does not follow
// on from what it has (a `ply` gap) or the connection comes back.
import * as api from './api';
import type { Action, ClaimResult, Color, ErrorCode, GameState, MoveMsg, VariantView } from './protocol';
import { Board, boardAspect } from './board';
import { GameAccess } from './gameaccess';
import { ClockView } from './clock';
import { t, variantName } from './i18n';
import { MoveList, escapeHtml, navButtons, sanText } from './movelist';
import { gameLoadErrorPage, variantOrErrorPage } from './pageload';
import { GameSocket, type ConnectionState, type GameMsg } from './socket';
import { navigate } from './router';
import { formatResult } from './result';
import { reasonText } from './reason';
import { countText, playsCounting, runningCount } from './counting';
import { notifyOpponentMoved, showTurnInTitle } from './attention';
import { startGame } from './quickstart';
import { onSettingsChange, settings } from './settings';
import { moveSound, playSound } from './sound';
import type { PlayerView } from './accountwire';
import { formatDelta, playerHtml, playerName } from './players';
import { rememberGame } from './recent';
import { refreshAccount } from './session';
import { analysisHref } from './analysis/link';
import { editorHref, rulesHref } from './variantpath';

const INVITE_PREFIX = 'turnpan.invite.';

export async function gamePage(root: HTMLElement, id: string): Promise<() => void> {
  root.innerHTML = `<p class="loading">${t('loading')}</p>`;
  const params = new URLSearchParams(location.search);
  const invite = params.get('invite');
  let token = api.savedToken(id);
  let joinError: ErrorCode | undefined;
  if (invite && !token) {
    try {
      const seat = await api.joinGame(id, invite);
      token = seat.token;
      api.saveToken(id, token);
    } catch (e) {
      // The seat is taken (or the link is wrong): watch instead.
      joinError = e instanceof api.ApiError ? e.code : 'internal';
    }
  }
  // The invitation leaves the address once used; a rated game's stays while the visitor is not
  // signed in, so the header's "Sign in" comes back to it and takes the seat.
  if (invite && joinError !== 'unauthorized') history.replaceState(null, '', `/game/${id}`);
  let state: GameState;
  let variants: VariantView[];
  try {
    [state, variants] = await Promise.all([api.getGame(id, token), api.variants()]);
  } catch (e) {
    gameLoadErrorPage(root, e);
    return () => {};
  }
  const variant = await variantOrErrorPage(root, variants, state.variant, state.variant_version);
  if (!variant) return () => {};
  const page = new GamePage(root, variant, state, token, joinError);
  return () => page.destroy();
}

class GamePage {
  private readonly board: Board;
  private readonly clock: ClockView;
  private readonly moves: MoveList;
  private readonly socket: GameSocket;
  /** Typed moves, piece tips, screen-reader mode, chat, spectators (gameaccess.ts). */
  private readonly access: GameAccess;
  private readonly el: Record<string, HTMLElement> = {};
  /** The position after each ply (index 0 = start). */
  private fens: string[] = [];
  /** The ply shown, or null for the live position. */
  private viewPly: number | null = null;
  private connection: ConnectionState = 'connecting';
  private notice = '';
  private noticeTimer?: number;
  private firstMoveTimer?: number;
  private firstMoveDeadline = 0;
  /** When the claim shown in the state becomes possible (performance.now() time), and the timer
   * that shows its buttons then. */
  private claimSeen: GameState['claim'] = null;
  private claimReadyAt = 0;
  private claimTimer?: number;
  private readonly stopSettings: () => void;
  /** Whether the game plays a counting rule (Makruk), once its file has been read: asked the
   *  first time a position shows a running count. */
  private counting = false;
  private countingAsked = false;

  constructor(
    private readonly root: HTMLElement,
    private readonly variant: VariantView,
    private state: GameState,
    private readonly token: string | undefined,
    joinError?: ErrorCode,
  ) {
    root.innerHTML = this.skeleton();
    for (const el of root.querySelectorAll<HTMLElement>('[data-el]')) this.el[el.dataset.el!] = el;
    const orientation: Color = state.you === 'black' ? 'black' : 'white';
    this.board = new Board(this.el.board, {
      variant,
      orientation,
      onMove: (uci) => this.play(uci),
      promoteFirst: () => settings().promoteFirst,
      passButton: true,
    });
    this.el.clockWhite = orientation === 'white' ? this.el.clockBottom : this.el.clockTop;
    this.el.clockBlack = orientation === 'white' ? this.el.clockTop : this.el.clockBottom;
    this.clock = new ClockView({ white: this.el.clockWhite, black: this.el.clockBlack }, (colour) => this.lowTime(colour));
    this.moves = new MoveList((ply) => this.review(ply));
    this.el.moves.appendChild(this.moves.el);
    this.bindControls();
    this.access = new GameAccess({
      root,
      variant,
      boardFrame: this.board.el,
      play: (uci) => this.play(uci),
      send: (m) => this.socket?.send(m) ?? false,
    });
    this.acceptState(state, false);
    if (state.status === 'playing' && state.ply === 0) playSound('start');
    this.stopSettings = onSettingsChange(() => {
      this.renderBoard(false);
      this.renderPlayers();
    });
    if (joinError) this.flash(t(joinError === 'conflict' ? 'notice-seat-taken' : joinError === 'unauthorized' ? 'error-rated-signin' : 'notice-join-failed'));
    const path = `/ws/games/${encodeURIComponent(state.id)}`;
    this.socket = new GameSocket(
      path,
      this.token ?? null,
      (m) => this.onMessage(m),
      (c) => {
        this.connection = c;
        this.renderConnection();
      },
    );
    document.addEventListener('keydown', this.onKey);
    // Test hook: lets the browser tests cut the connection to check the reconnect.
    (window as unknown as { turnpanDropSocket?: () => void }).turnpanDropSocket = () =>
      (this.socket as unknown as { ws?: WebSocket }).ws?.close();
  }

  destroy(): void {
    this.socket.close();
    this.access.destroy();
    this.clock.destroy();
    this.board.destroy();
    window.clearTimeout(this.noticeTimer);
    window.clearInterval(this.firstMoveTimer);
    window.clearTimeout(this.claimTimer);
    window.clearTimeout(this.ratingTimer);
    this.ratingTries = 3;
    document.removeEventListener('keydown', this.onKey);
    this.stopSettings();
    showTurnInTitle(false);
  }

  private skeleton(): string {
    const v = this.variant;
    return `
<div class="game-page" data-variant="${v.id}" style="--aspect: ${boardAspect(v)}">
  <section class="board-column">
    <div class="player-bar top" data-el="barTop">
      <span class="player-name" data-el="nameTop"></span>
      <span class="clock" data-el="clockTop"></span>
    </div>
    <div class="board-holder" data-el="board"></div>
    <div class="player-bar bottom" data-el="barBottom">
      <span class="player-name" data-el="nameBottom"></span>
      <span class="clock" data-el="clockBottom"></span>
    </div>
  </section>
  <aside class="game-side">
    <h1 class="game-title">${escapeHtml(variantName(v))} <span class="game-control" data-el="control"></span>
      <a class="rules-link" href="${rulesHref(v.id)}" target="_blank" rel="noopener">${t('game-rules-link')}</a></h1>
    <div class="status" data-el="status" role="status" aria-live="polite"></div>
    <div class="result-banner" data-el="result" hidden></div>
    <p class="checks-left" data-el="checksLeft" hidden></p>
    <p class="count-rule" data-el="count" role="status" aria-live="polite"></p>
    <div class="invite" data-el="invite" hidden>
      <label>${t('invite-label')} <input type="text" readonly data-el="inviteUrl"></label>
      <button type="button" data-el="copyInvite">${t('invite-copy')}</button>
    </div>
    <div class="offers" data-el="offers" hidden></div>
    <div class="moves-box">
      <div data-el="moves"></div>
      ${navButtons()}
      <div class="review-note" data-el="reviewNote" hidden></div>
    </div>
    <div class="actions" data-el="actions">
      <button type="button" data-act="flip">${t('action-flip')}</button>
      <button type="button" data-act="abort" class="confirmable">${t('action-abort')}</button>
      <button type="button" data-act="resign" class="confirmable">${t('action-resign')}</button>
      <button type="button" data-act="draw">${t('action-draw')}</button>
      <button type="button" data-act="takeback">${t('action-takeback')}</button>
      <button type="button" data-act="rematch">${t('action-rematch')}</button>
      <button type="button" data-act="new-game">${t('action-new-game')}</button>
      <button type="button" data-act="claim-win" class="confirmable" hidden>${t('action-claim-win')}</button>
      <button type="button" data-act="claim-draw" class="confirmable" hidden>${t('action-claim-draw')}</button>
    </div>
    <div class="downloads">
      <a data-el="pgn" download>${t('download-pgn')}</a>
      <a data-el="review" class="review-link" data-link hidden>${t('review-button')}</a>
      <a data-el="analysisLink" class="analysis-link" data-link hidden>${t('game-analysis-link')}</a>
      <button type="button" data-el="fenDownload">${t('download-fen')}</button>
      <input type="text" readonly class="fen-text" data-el="fen" aria-label="FEN">
      <a data-el="edit" data-link hidden>${t('editor-edit-position')}</a>
    </div>
    <div class="notice" data-el="notice" role="alert"></div>
    <div class="connection" data-el="connection"></div>
  </aside>
</div>`;
  }

  // ---- state ------------------------------------------------------------------------------------

  private acceptState(s: GameState, animate: boolean): void {
    const before = this.state.status;
    this.state = s;
    this.afterEnd(before);
    this.statusSounds(before);
    this.fens = [...s.fens];
    if (this.viewPly !== null && this.viewPly > s.ply) this.viewPly = null;
    this.renderAll(animate);
  }

  private onMessage(m: GameMsg): void {
    if (this.access.takes(m)) return;
    switch (m.t) {
      case 'state':
        this.acceptState(m.d, false);
        break;
      case 'move':
        this.onMove(m.d);
        break;
      case 'end': {
        const d = m.d;
        if (d.ply !== this.state.ply) return this.resync();
        const before = this.state.status;
        this.state = {
          ...this.state,
          status: d.status,
          outcome: d.outcome,
          aborted: d.aborted,
          clocks: d.clocks,
          claim: null,
          dests: {},
          legal: [],
          legal_san: [],
          // A rated game's `end` carries the rating change (null when unrated).
          rating_change: d.rating_change,
        };
        this.afterEnd(before);
        this.statusSounds(before);
        this.renderAll(false);
        break;
      }
      case 'offers': {
        const d = m.d;
        const before = this.state.offers;
        this.state = { ...this.state, offers: { draw: d.draw, takeback: d.takeback, rematch: d.rematch } };
        this.tellDeclined(before, d.ply);
        this.renderOffers();
        this.renderActions();
        break;
      }
      case 'rematch': {
        const newId = m.d.id;
        if (this.token) api.saveToken(newId, this.token);
        navigate(`/game/${newId}`);
        break;
      }
      case 'error': {
        const d = m.d;
        if (this.access.claimsError(d.code, d.message)) break;
        this.flash(errorText(d.code));
        if (d.code === 'illegal_move' || d.code === 'not_your_turn' || d.code === 'stale' || d.code === 'unavailable') this.resync();
        break;
      }
      default: {
        // Every message is handled: a new one fails the build here.
        const unhandled: never = m;
        void unhandled;
      }
    }
  }

  /** An offer of mine that an `offers` message clears without a move was declined: say so. */
  private tellDeclined(before: GameState['offers'], ply: number): void {
    const mine = this.myColour();
    if (!mine || ply !== this.state.ply) return;
    for (const kind of ['draw', 'takeback', 'rematch'] as const) {
      if (before[kind] === mine && this.state.offers[kind] === null) this.flash(t(`offer-${kind}-declined`));
    }
  }

  /** Keeps "Your recent games" (recent.ts) up to date; once a rated game of this browser's
   *  account ends, the header's account is fetched again (its ratings changed). */
  private afterEnd(before: GameState['status']): void {
    rememberGame(this.state);
    const over = this.state.status === 'finished' || this.state.status === 'aborted';
    if (over && before !== this.state.status && this.state.rated && this.state.you) void refreshAccount();
    if (this.state.status === 'finished' && this.state.rated && !this.state.rating_change) this.fetchRatingChange();
  }

  /** A finished rated game whose message came without the rating change: ask for the state (a
   *  few times, a second apart) until it has it. */
  private ratingTries = 0;
  private ratingTimer?: number;
  private fetchRatingChange(): void {
    if (this.ratingTimer !== undefined || this.ratingTries >= 3) return;
    this.ratingTries += 1;
    this.ratingTimer = window.setTimeout(() => {
      this.ratingTimer = undefined;
      api
        .getGame(this.state.id, this.token)
        .then((s) => {
          if (s.rating_change) this.acceptState(s, false);
          else this.fetchRatingChange();
        })
        .catch(() => this.fetchRatingChange());
    }, 1000);
  }

  /** The start and the end of a game, heard when they happen while the page is open. */
  private statusSounds(before: GameState['status']): void {
    const now = this.state.status;
    if (before === 'waiting' && now === 'playing') playSound('start');
    else if ((before === 'waiting' || before === 'playing') && (now === 'finished' || now === 'aborted')) playSound('end');
  }

  /** A clock of the player's went under 10 s. */
  private lowTime(colour: Color): void {
    const you = this.state.you;
    if (this.state.status === 'playing' && (you === colour || you === 'both')) playSound('low-time');
  }

  private onMove(d: MoveMsg): void {
    if (d.ply !== this.state.ply + 1) return this.resync();
    playSound(moveSound(d.san, d.check));
    const before = this.state.status;
    const mover: Color = d.turn === 'white' ? 'black' : 'white';
    const you = this.state.you;
    if ((you === 'white' || you === 'black') && mover !== you)
      notifyOpponentMoved(this.state.id, t('notify-body', { game: variantName(this.variant), move: sanText(d.san) }));
    const s = this.state;
    this.state = {
      ...s,
      ply: d.ply,
      moves: [...s.moves, d.uci],
      san: [...s.san, d.san],
      fen: d.fen,
      last_move: d.uci,
      turn: d.turn,
      check: d.check,
      checked: d.checked,
      status: d.status,
      outcome: d.outcome,
      clocks: d.clocks,
      first_move_ms: d.first_move_ms,
      dests: d.dests,
      legal: d.legal,
      legal_san: d.legal_san,
      // Offers lapse with the next move (protocol).
      offers: { draw: null, takeback: null, rematch: null },
    };
    this.fens[d.ply] = d.fen;
    this.afterEnd(before);
    this.statusSounds(before);
    this.renderAll(true);
  }

  private resync(): void {
    if (!this.socket?.send({ t: 'resync' })) {
      api
        .getGame(this.state.id, this.token)
        .then((s) => this.acceptState(s, false))
        .catch(() => undefined);
    }
  }

  // ---- actions ----------------------------------------------------------------------------------

  private play(uci: string): void {
    if (this.socket.send({ t: 'move', d: { uci, ply: this.state.ply, lag_ms: this.socket.lagMs } })) return;
    if (!this.token) return;
    api
      .postMove(this.state.id, this.token, { uci, ply: this.state.ply })
      .then((s) => this.acceptState(s, true))
      .catch((e: unknown) => {
        if (e instanceof api.ApiError) {
          this.flash(errorText(e.code));
          this.resync();
        } else {
          this.flash(t('error-offline'));
          this.renderBoard(false);
        }
      });
  }

  private act(kind: api.ActionKind, action?: Action): void {
    const sent =
      kind === 'resign' || kind === 'abort'
        ? this.socket.send({ t: kind })
        : this.socket.send(action ? { t: kind, d: { action } } : { t: kind, d: {} });
    if (sent) return;
    if (!this.token) return;
    const token = this.token;
    api
      .postAction(this.state.id, token, kind, action ? { action } : undefined)
      .then((s) => {
        if (kind === 'rematch' && s.rematch_id) {
          api.saveToken(s.rematch_id, token);
          navigate(`/game/${s.rematch_id}`);
        } else this.acceptState(s, false);
      })
      .catch((e: unknown) => this.flash(t(e instanceof api.ApiError ? 'error-action' : 'error-offline')));
  }

  /** The same kind of game again: game, start position, time control, opponent, level. */
  private newGame(button: HTMLButtonElement): void {
    const s = this.state;
    button.disabled = true;
    startGame({
      variant: s.variant,
      clock: s.clock,
      mode: s.mode,
      level: s.computer?.level,
      fen: s.initial_fen !== this.variant.start_fen ? s.initial_fen : undefined,
    }).catch(() => {
      button.disabled = false;
      this.flash(t('error-create'));
    });
  }

  /** Claims the win or a draw from an opponent who left. */
  private claim(result: ClaimResult): void {
    if (this.socket.send({ t: 'claim', d: { result } })) return;
    if (!this.token) return;
    api
      .postClaim(this.state.id, this.token, { result })
      .then((s) => this.acceptState(s, false))
      .catch((e: unknown) => this.flash(t(e instanceof api.ApiError ? 'error-action' : 'error-offline')));
  }

  private bindControls(): void {
    this.el.actions.addEventListener('click', (e) => {
      const btn = (e.target as HTMLElement).closest<HTMLButtonElement>('button[data-act]');
      if (!btn || btn.disabled) return;
      const act = btn.dataset.act!;
      if (act === 'flip') {
        this.board.flip();
        this.renderPlayers();
        return;
      }
      if (btn.classList.contains('confirmable') && !btn.classList.contains('confirming')) {
        // Irreversible: ask once more on the same button.
        btn.classList.add('confirming');
        btn.textContent = t(`confirm-${act}`);
        window.setTimeout(() => {
          btn.classList.remove('confirming');
          btn.textContent = t(`action-${act}`);
        }, 4000);
        return;
      }
      btn.classList.remove('confirming');
      btn.textContent = t(`action-${act}`);
      const offers = this.state.offers;
      const mine = this.myColour();
      switch (act) {
        case 'resign':
        case 'abort':
          this.act(act);
          break;
        case 'claim-win':
        case 'claim-draw':
          this.claim(act === 'claim-win' ? 'win' : 'draw');
          break;
        case 'new-game':
          this.newGame(btn);
          break;
        case 'draw':
        case 'takeback':
        case 'rematch': {
          const open = offers[act];
          this.act(act, open && open !== mine && this.state.you !== 'both' ? 'accept' : 'offer');
          break;
        }
      }
    });
    this.el.offers.addEventListener('click', (e) => {
      const btn = (e.target as HTMLElement).closest<HTMLButtonElement>('button[data-offer]');
      // The buttons renderOffers wrote: an offer kind and an answer.
      if (btn) this.act(btn.dataset.offer as 'draw' | 'takeback' | 'rematch', btn.dataset.answer as Action);
    });
    this.el.copyInvite.addEventListener('click', () => this.copyInvite());
    this.el.fenDownload.addEventListener('click', () => this.downloadFen());
    this.root.querySelector('.review-nav')!.addEventListener('click', (e) => {
      const nav = (e.target as HTMLElement).closest<HTMLElement>('[data-nav]')?.dataset.nav;
      if (nav) this.navigateReview(nav);
    });
  }

  private onKey = (e: KeyboardEvent): void => {
    if ((e.target as HTMLElement).tagName === 'INPUT') return;
    const map: Record<string, string> = { ArrowLeft: 'prev', ArrowRight: 'next', Home: 'first', End: 'last' };
    if (map[e.key]) {
      e.preventDefault();
      this.navigateReview(map[e.key]);
    }
  };

  private navigateReview(nav: string): void {
    const current = this.viewPly ?? this.state.ply;
    const target = { first: 0, prev: current - 1, next: current + 1, last: this.state.ply }[nav] ?? current;
    this.review(Math.max(0, Math.min(this.state.ply, target)));
  }

  private review(ply: number): void {
    this.viewPly = ply >= this.state.ply ? null : ply;
    this.renderBoard(false);
    this.moves.render(this.state.san, this.viewPly ?? this.state.ply, this.blackStarted());
    this.renderFen();
    this.renderCount();
    this.access.update(this.state, this.viewPly);
  }

  private async copyInvite(): Promise<void> {
    const input = this.el.inviteUrl as HTMLInputElement;
    try {
      await navigator.clipboard.writeText(input.value);
      this.flash(t('invite-copied'));
    } catch {
      input.select();
      this.flash(t('invite-copy-manual'));
    }
  }

  private downloadFen(): void {
    const fen = this.shownFen() ?? this.state.fen;
    const blob = new Blob([fen + '\n'], { type: 'text/plain' });
    const a = document.createElement('a');
    a.href = URL.createObjectURL(blob);
    a.download = `turnpan-${this.state.id}-${this.viewPly ?? this.state.ply}.fen`;
    document.body.appendChild(a);
    a.click();
    a.remove();
    window.setTimeout(() => URL.revokeObjectURL(a.href), 1000);
  }

  private flash(text: string): void {
    this.notice = text;
    this.el.notice.textContent = text;
    window.clearTimeout(this.noticeTimer);
    this.noticeTimer = window.setTimeout(() => {
      this.notice = '';
      this.el.notice.textContent = '';
    }, 5000);
  }

  // ---- rendering --------------------------------------------------------------------------------

  private myColour(): Color | null {
    const you = this.state.you;
    return you === 'white' || you === 'black' ? you : null;
  }

  private blackStarted(): boolean {
    return this.state.initial_fen.split(' ')[1] === 'b';
  }

  private shownFen(): string | undefined {
    return this.viewPly === null ? this.state.fen : this.fens[this.viewPly];
  }

  private renderAll(animate: boolean): void {
    this.renderBoard(animate);
    this.moves.render(this.state.san, this.viewPly ?? this.state.ply, this.blackStarted());
    this.clock.update(this.state.clocks);
    if (this.state.status !== 'playing') this.clock.stop();
    this.renderPlayers();
    this.renderStatus();
    this.renderResult();
    this.renderChecksLeft();
    this.renderCount();
    this.renderInvite();
    this.renderOffers();
    this.renderActions();
    this.renderFen();
    (this.el.pgn as HTMLAnchorElement).href = api.pgnUrl(this.state.id);
    (this.el.pgn as HTMLAnchorElement).download = `turnpan-${this.state.id}.pgn`;
    Object.assign(this.el.review, { href: `/review/${this.state.id}`, hidden: this.state.status !== 'finished' });
    this.renderAnalysisLink();
    const c = this.state.clock;
    const control = c ? `${c.initial_s % 60 === 0 ? fmtSeconds(c.initial_s / 60) : `${fmtSeconds(c.initial_s)}s`}+${fmtSeconds(c.increment_s)}` : t('control-unlimited');
    this.el.control.textContent = `${control} · ${t(this.state.rated ? 'home-rated-rated' : 'home-rated-casual')}`;
    this.root.querySelector('.game-page')!.setAttribute('data-ply', String(this.state.ply));
    this.root.querySelector('.game-page')!.setAttribute('data-status', this.state.status);
    this.access.update(this.state, this.viewPly);
    const you = this.state.you;
    showTurnInTitle(this.state.status === 'playing' && (you === 'white' || you === 'black') && you === this.state.turn);
  }

  /** The game's line on the analysis board: once it is over, and for spectators while it runs
   *  (never for a seated player of a running game). */
  private renderAnalysisLink(): void {
    const s = this.state;
    const link = this.el.analysisLink as HTMLAnchorElement;
    link.hidden = (s.status === 'playing' || s.status === 'waiting') && s.you !== null;
    const fen = s.initial_fen !== this.variant.start_fen ? s.initial_fen : undefined;
    link.href = analysisHref(s.variant, fen, s.moves);
  }

  private renderBoard(animate: boolean): void {
    const s = this.state;
    if (this.viewPly !== null) {
      const fen = this.fens[this.viewPly];
      this.el.reviewNote.hidden = false;
      this.el.reviewNote.textContent = t('review-note');
      this.board.review(fen, this.viewPly > 0 ? s.moves[this.viewPly - 1] : undefined);
      return;
    }
    this.el.reviewNote.hidden = true;
    const playing = s.status === 'playing';
    const you = s.you;
    let movable: Color | 'both' | null = null;
    if (playing && you === 'both') movable = s.turn;
    else if (playing && (you === 'white' || you === 'black')) movable = you;
    const myTurn = movable !== null && movable === s.turn;
    // One device for two players: the board may turn to the side to move (a setting).
    if (playing && you === 'both' && settings().hotseatTurn && this.board.getOrientation() !== s.turn) {
      this.board.flip();
      this.renderPlayers();
    }
    const rotate = animate && this.variant.transforms.length > 0 && s.last_move !== null && s.outcome?.reason !== 'king-captured';
    this.board.set(
      {
        fen: s.fen,
        turn: s.turn,
        legal: myTurn ? s.legal : [],
        dests: myTurn ? s.dests : {},
        lastMove: s.last_move ?? undefined,
        check: s.check,
        checked: s.checked,
        movable,
        premove: playing && you !== 'both' && movable !== null,
      },
      { rotate },
    );
    if (!playing) this.board.cancelPremove();
  }

  private renderPlayers(): void {
    const bottom = this.board.getOrientation();
    const top: Color = bottom === 'white' ? 'black' : 'white';
    const name = (c: Color) => {
      const you = this.state.you;
      const mark = you === c || you === 'both' ? ` · ${t('you')}` : '';
      const colour = `<span class="colour-label">${t(`colour-${c}`)}</span>`;
      if (!this.state.seats[c]) return `${colour} <span class="seat-empty">(${t('seat-empty')})</span>${mark}`;
      const player = this.seatPlayer(c);
      const who = ` <span class="player" data-colour="${c}">${playerHtml(player)}</span>`;
      return `${colour}${who}${mark}`;
    };
    this.el.nameTop.innerHTML = name(top);
    this.el.nameBottom.innerHTML = name(bottom);
    this.el.barTop.dataset.colour = top;
    this.el.barBottom.dataset.colour = bottom;
    // The clock elements follow their colour when the board is flipped.
    this.el.clockWhite = bottom === 'white' ? this.el.clockBottom : this.el.clockTop;
    this.el.clockBlack = bottom === 'white' ? this.el.clockTop : this.el.clockBottom;
    this.el.clockWhite.dataset.colour = 'white';
    this.el.clockBlack.dataset.colour = 'black';
    this.clock.retarget({ white: this.el.clockWhite, black: this.el.clockBlack });
    const turn = this.state.status === 'playing' ? this.state.turn : null;
    this.el.barTop.classList.toggle('to-move', turn === top);
    this.el.barBottom.classList.toggle('to-move', turn === bottom);
  }

  /** Who sits on a taken seat: an account, the computer, or null for an anonymous player. */
  private seatPlayer(c: Color): PlayerView | null {
    return this.state.players[c];
  }

  /** Three-check and the like: the checks each side still has to give, from the position's
   *  FEN (`3+3` after the en-passant field), for the position shown. */
  private renderChecksLeft(): void {
    const el = this.el.checksLeft;
    const left = checksLeft(this.variant, this.shownFen() ?? this.state.fen);
    el.hidden = left === null;
    if (left) el.textContent = t('game-checks-left', { white: left[0], black: left[1] });
  }

  /** Makruk and its family: the count running in the position shown, in moves ("Count: 3 of 16
   *  moves"); empty when none runs. The line stays in place, empty, so that a screen reader
   *  hears each new count (the FEN says a count runs only in a game that counts, which its file
   *  confirms, read once). */
  private renderCount(): void {
    const count = runningCount(this.shownFen() ?? this.state.fen);
    if (count && !this.countingAsked) {
      this.countingAsked = true;
      void playsCounting(this.variant).then((yes) => {
        this.counting = yes;
        if (yes) this.renderCount();
      });
    }
    const text = count && this.counting ? countText(count) : '';
    if (this.el.count.textContent !== text) this.el.count.textContent = text;
  }

  private renderStatus(): void {
    const s = this.state;
    window.clearInterval(this.firstMoveTimer);
    let text = '';
    if (s.status === 'waiting') text = t('status-waiting');
    else if (s.status === 'playing') {
      const mine = s.you === 'both' || s.you === s.turn;
      text = s.you === null ? t('status-watching', { colour: s.turn }) : mine ? t('status-your-turn', { colour: s.turn }) : t('status-their-turn', { colour: s.turn });
      if (s.first_move_ms !== null) {
        this.firstMoveDeadline = performance.now() + s.first_move_ms;
        const base = text;
        const tick = () => {
          const left = Math.max(0, Math.ceil((this.firstMoveDeadline - performance.now()) / 1000));
          this.el.status.textContent = `${base} — ${t('status-first-move', { colour: s.turn, seconds: left })}`;
        };
        tick();
        this.firstMoveTimer = window.setInterval(tick, 500);
        return;
      }
    }
    this.el.status.textContent = text;
  }

  private renderResult(): void {
    const s = this.state;
    const el = this.el.result;
    if (s.status === 'aborted') {
      el.hidden = false;
      const why = s.aborted ? `<span class="reason">${t(`abort-${s.aborted.reason}`, { colour: s.aborted.color ?? 'none' })}</span>` : '';
      el.innerHTML = `<strong>${t('result-aborted')}</strong>${why}`;
      el.dataset.result = 'aborted';
      return;
    }
    if (s.status !== 'finished' || !s.outcome) {
      el.hidden = true;
      return;
    }
    const o = s.outcome;
    const winner = o.winner ?? 'none';
    el.hidden = false;
    el.dataset.result = o.result;
    el.innerHTML = `<strong>${t('result-title', { winner })}</strong><span class="reason">${escapeHtml(reasonText(o, this.variant, s.fen))}</span><span class="score">${formatResult(o.result)}</span>${this.ratingChangeHtml()}`;
  }

  /** A rated game's rating changes, one line a player: `alice: 1500 → 1662 (+162)`. */
  private ratingChangeHtml(): string {
    const change = this.state.rating_change;
    if (!change) return '';
    const lines = (['white', 'black'] as const).map((c) => {
      const who = escapeHtml(playerName(this.state.players[c]));
      return `<li data-colour="${c}" data-before="${change[c].before}" data-after="${change[c].after}">${t('rating-change-line', { name: who, change: formatDelta(change[c]) })}</li>`;
    });
    return `<ul class="rating-change" aria-label="${escapeHtml(t('rating-change-title'))}">${lines.join('')}</ul>`;
  }

  private renderInvite(): void {
    const s = this.state;
    const saved = localStorage.getItem(INVITE_PREFIX + s.id);
    const show = s.mode === 'friend' && s.status === 'waiting' && Boolean(saved) && s.you !== null;
    this.el.invite.hidden = !show;
    if (show) (this.el.inviteUrl as HTMLInputElement).value = new URL(saved!, location.origin).href;
  }

  private renderOffers(): void {
    const s = this.state;
    const mine = this.myColour();
    const parts: string[] = [];
    for (const kind of ['draw', 'takeback', 'rematch'] as const) {
      const by = s.offers[kind];
      if (!by) continue;
      if (mine && by !== mine) {
        parts.push(`<div class="offer" data-kind="${kind}"><span>${t(`offer-${kind}-received`)}</span>
          <button type="button" data-offer="${kind}" data-answer="accept">${t('offer-accept')}</button>
          <button type="button" data-offer="${kind}" data-answer="decline">${t('offer-decline')}</button></div>`);
      } else {
        parts.push(`<div class="offer" data-kind="${kind}">${t(mine ? `offer-${kind}-sent` : `offer-${kind}-by`, { colour: by })}</div>`);
      }
    }
    this.el.offers.innerHTML = parts.join('');
    this.el.offers.hidden = parts.length === 0;
  }

  private renderActions(): void {
    const s = this.state;
    const seated = s.you !== null;
    const playing = s.status === 'playing';
    const over = s.status === 'finished' || s.status === 'aborted';
    const mine = this.myColour();
    const show = (act: string, visible: boolean, enabled = visible) => {
      const b = this.el.actions.querySelector<HTMLButtonElement>(`[data-act="${act}"]`)!;
      b.hidden = !visible;
      b.disabled = !enabled;
    };
    show('abort', seated && playing && s.ply < 2);
    show('resign', seated && playing && s.ply >= 2);
    // The computer never agrees to a draw (protocol: "Playing the computer").
    show('draw', seated && playing && s.ply >= 2 && s.mode !== 'computer', s.offers.draw === null || s.offers.draw !== mine);
    show('takeback', seated && playing && s.ply >= 1, s.offers.takeback === null || s.offers.takeback !== mine);
    show('rematch', seated && s.status === 'finished', s.offers.rematch === null || s.offers.rematch !== mine);
    show('new-game', seated && over);
    // The claim buttons: only for the side whose opponent left, once the grace is over.
    if (s.claim !== this.claimSeen) {
      this.claimSeen = s.claim;
      window.clearTimeout(this.claimTimer);
      if (s.claim) {
        this.claimReadyAt = performance.now() + s.claim.in_ms;
        if (s.claim.in_ms > 0) this.claimTimer = window.setTimeout(() => this.renderActions(), s.claim.in_ms + 50);
      }
    }
    const claimable = playing && s.you !== 'both' && s.claim !== null && s.claim.color === mine && performance.now() >= this.claimReadyAt;
    show('claim-win', claimable);
    show('claim-draw', claimable);
  }

  private renderFen(): void {
    (this.el.fen as HTMLInputElement).value = this.shownFen() ?? '';
    // A finished game's position (the one shown) opens in the board editor.
    Object.assign(this.el.edit, { hidden: this.state.status !== 'finished', href: editorHref(this.state.variant, this.shownFen() ?? this.state.fen) });
  }

  private renderConnection(): void {
    const el = this.el.connection;
    el.dataset.state = this.connection;
    el.textContent = this.connection === 'open' ? '' : t(this.connection === 'connecting' ? 'connection-connecting' : 'connection-lost');
    void this.notice;
  }
}

export function rememberInvite(id: string, url: string): void {
  try {
    localStorage.setItem(INVITE_PREFIX + id, url);
  } catch {
    /* ignore */
  }
}

function fmtSeconds(n: number): string {
  return Number.isInteger(n) ? String(n) : n.toFixed(2).replace(/0+$/, '');
}

function errorText(code: ErrorCode): string {
  const known: ErrorCode[] = ['illegal_move', 'not_your_turn', 'forbidden', 'game_over', 'waiting', 'stale', 'conflict', 'rate_limited', 'unavailable'];
  return t(known.includes(code) ? `error-${code.replace(/_/g, '-')}` : 'error-action');
}

/** The checks each side still has to give in a game that counts them, read from a FEN (its
 *  fifth field, `W+B`); null in other games or when the FEN has no such field. */
export function checksLeft(v: VariantView, fen: string): [number, number] | null {
  if (!v.checks_to_win) return null;
  const m = /^(\d+)\+(\d+)$/.exec(fen.trim().split(/\s+/)[4] ?? '');
  return m ? [Number(m[1]), Number(m[2])] : null;
}
