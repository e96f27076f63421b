// A player's clock. The server sends each side's remaining time at the moment it sent the message
// and which side is running; the display counts the running side down from when it arrived.
// docs/rules/chess.md section 9: red strictly under 30 s, pulsing strictly under 10 s.
import type { ClocksView, Color } from './protocol';

export function formatClock(ms: number): string {
  const clamped = Math.max(0, ms);
  const totalS = Math.floor(clamped / 1000);
  const h = Math.floor(totalS / 3600);
  const m = Math.floor((totalS % 3600) / 60);
  const s = totalS % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  if (h > 0) return `${h}:${pad(m)}:${pad(s)}`;
  if (clamped < 10_000) return `${pad(m)}:${pad(s)}.${Math.floor((clamped % 1000) / 100)}`;
  return `${pad(m)}:${pad(s)}`;
}

export class ClockView {
  private base?: ClocksView;
  private receivedAt = 0;
  private timer?: number;
  private stopped = false;
  /** What each side's clock showed at the last render, to see it cross 10 s. */
  private shown: Partial<Record<Color, number>> = {};

  /** `onLow` hears a running clock go under 10 s (once per crossing). */
  constructor(
    private els: Record<Color, HTMLElement>,
    private readonly onLow: (colour: Color) => void = () => {},
  ) {}

  /** Points the display at other elements (the board was flipped). */
  retarget(els: Record<Color, HTMLElement>): void {
    this.els = els;
    this.render();
  }

  update(clocks: ClocksView | null): void {
    this.base = clocks ?? undefined;
    this.receivedAt = performance.now();
    this.render();
    window.clearInterval(this.timer);
    if (clocks?.running && !this.stopped) this.timer = window.setInterval(() => this.render(), 100);
  }

  /** Freezes the display (game over) at the last reading. */
  stop(): void {
    if (this.base) this.base = { ...this.base, ...this.remaining(), running: null };
    for (const el of Object.values(this.els)) el.classList.add("stopped");
    window.clearInterval(this.timer);
    this.render();
  }

  destroy(): void {
    this.stopped = true;
    window.clearInterval(this.timer);
  }

  remaining(): { white_ms: number; black_ms: number } {
    const b = this.base;
    if (!b) return { white_ms: 0, black_ms: 0 };
    const elapsed = performance.now() - this.receivedAt;
    return {
      white_ms: b.running === 'white' ? Math.max(0, b.white_ms - elapsed) : b.white_ms,
      black_ms: b.running === 'black' ? Math.max(0, b.black_ms - elapsed) : b.black_ms,
    };
  }

  private render(): void {
    const b = this.base;
    const now = this.remaining();
    for (const colour of ['white', 'black'] as Color[]) {
      const el = this.els[colour];
      if (!b) {
        el.hidden = true;
        continue;
      }
      el.hidden = false;
      const ms = colour === 'white' ? now.white_ms : now.black_ms;
      el.textContent = formatClock(ms);
      el.classList.toggle('running', b.running === colour);
      el.classList.toggle('low', ms < 30_000);
      el.classList.toggle('critical', ms < 10_000);
      el.dataset.ms = String(Math.round(ms));
      const was = this.shown[colour];
      this.shown[colour] = ms;
      if (b.running === colour && was !== undefined && was >= 10_000 && ms < 10_000) this.onLow(colour);
    }
  }
}
