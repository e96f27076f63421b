// The board editor's way out: analyse the position (`/analysis/{id}?fen=…`), or start a game from
// it against the computer or a friend (`POST /api/games` with the FEN; the seat token is saved
// as the home page does, and a friend's invite link shows on the game page). Off, with the
// reason, while the position cannot be analysed or played.
import * as api from '../api';
import { rememberInvite } from '../game';
import { t } from '../i18n';
import type { Color, ColorChoice, Mode, VariantView } from '../protocol';
import { navigate } from '../router';
import { analysisHref } from '../analysis/link';

export class Actions {
  private fen = '';
  private turn: Color = 'white';

  constructor(
    private readonly el: HTMLElement,
    private readonly v: VariantView,
  ) {
    const levels = [1, 2, 3, 4, 5, 6, 7, 8].map((n) => `<option value="${n}"${n === 3 ? ' selected' : ''}>${n}</option>`).join('');
    el.innerHTML = `<div class="editor-actions">
      <button type="button" data-act="analyse">${t('editor-analyse')}</button>
      <div class="editor-play">
        <label>${t('editor-you-play')} <select name="colour">
          <option value="turn">${t('editor-side-to-move')}</option>
          <option value="white">${t('colour-choice-white')}</option>
          <option value="black">${t('colour-choice-black')}</option>
        </select></label>
        <label>${t('home-level')} <select name="level">${levels}</select></label>
        <button type="button" data-act="computer">${t('editor-play-computer')}</button>
        <button type="button" data-act="friend">${t('editor-play-friend')}</button>
      </div>
      <p class="editor-why" data-el="why"></p>
      <p class="editor-error" data-el="error" role="alert"></p>
    </div>`;
    el.addEventListener('click', (e) => {
      const act = (e.target as HTMLElement).closest<HTMLButtonElement>('button[data-act]');
      if (!act || act.disabled) return;
      if (act.dataset.act === 'analyse') navigate(analysisHref(this.v.id, this.fen, []));
      else void this.play(act.dataset.act === 'computer' ? 'computer' : 'friend');
    });
  }

  /** The position now edited: its FEN, side to move (null when unreadable), whether it can be
   *  analysed, and why it cannot be played from (null when it can). */
  show(fen: string, turn: Color | null, analysable: boolean, noPlay: string | null): void {
    this.fen = fen.trim();
    if (turn) this.turn = turn;
    this.button('analyse').disabled = !analysable;
    this.button('computer').disabled = noPlay !== null;
    this.button('friend').disabled = noPlay !== null;
    const why = this.el.querySelector<HTMLElement>('[data-el="why"]')!;
    why.textContent = noPlay ?? '';
    why.hidden = noPlay === null;
    this.el.querySelector<HTMLElement>('[data-el="error"]')!.textContent = '';
  }

  private button(act: string): HTMLButtonElement {
    return this.el.querySelector<HTMLButtonElement>(`button[data-act="${act}"]`)!;
  }

  private async play(mode: Mode): Promise<void> {
    const colour = this.el.querySelector<HTMLSelectElement>('select[name="colour"]')!.value;
    const level = Number(this.el.querySelector<HTMLSelectElement>('select[name="level"]')!.value);
    const error = this.el.querySelector<HTMLElement>('[data-el="error"]')!;
    const buttons = [this.button('computer'), this.button('friend')];
    for (const b of buttons) b.disabled = true;
    try {
      const seat = await api.createGame({
        variant: this.v.id,
        fen: this.fen,
        clock: null,
        mode,
        color: (colour === 'turn' ? this.turn : colour) as ColorChoice,
        ...(mode === 'computer' ? { level } : {}),
      });
      api.saveToken(seat.id, seat.token);
      if (seat.invite_url) rememberInvite(seat.id, seat.invite_url);
      navigate(`/game/${seat.id}`);
    } catch (e) {
      error.textContent = t('editor-create-failed', { message: e instanceof Error ? e.message : String(e) });
      for (const b of buttons) b.disabled = false;
    }
  }
}
