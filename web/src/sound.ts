// Sounds of the game: a move, a capture, a check, the start and the end of a game, low time.
// They are Turnpan's own, made here with Web Audio at the moment they play (short tones and
// filtered noise, no recorded files), at the volume the settings give, or not at all when muted.
//
// Browsers let a page make sound only after the player touched it: the first pointer or key
// press starts the audio context. Every sound played is announced on `document` as the event
// `turnpan:sound` (`detail: { name, volume }`), which anything may listen to.
import { settings } from './settings';

export type SoundName = 'move' | 'capture' | 'check' | 'start' | 'end' | 'low-time';

let context: AudioContext | undefined;

function audio(): AudioContext | undefined {
  if (!context && typeof AudioContext !== 'undefined') context = new AudioContext();
  return context;
}

/** Starts the audio context on the player's first touch or key, as browsers require. */
export function primeSoundOnGesture(): void {
  const prime = () => {
    if (!settings().sound) return;
    const ctx = audio();
    if (ctx?.state === 'suspended') void ctx.resume();
  };
  for (const kind of ['pointerdown', 'keydown'] as const) document.addEventListener(kind, prime, { capture: true, passive: true });
}

/** A tone: `freq` (gliding to `to`), from `at` for `dur` seconds, with a quick attack and a
 *  smooth decay. */
function tone(ctx: AudioContext, out: AudioNode, at: number, dur: number, freq: number, level: number, type: OscillatorType = 'sine', to?: number): void {
  const osc = ctx.createOscillator();
  const env = ctx.createGain();
  osc.type = type;
  osc.frequency.setValueAtTime(freq, at);
  if (to) osc.frequency.exponentialRampToValueAtTime(to, at + dur);
  env.gain.setValueAtTime(0.0001, at);
  env.gain.exponentialRampToValueAtTime(level, at + 0.005);
  env.gain.exponentialRampToValueAtTime(0.0001, at + dur);
  osc.connect(env).connect(out);
  osc.start(at);
  osc.stop(at + dur + 0.02);
}

/** A knock: white noise through a band-pass filter around `band` Hz, dying away in `dur`. */
function knock(ctx: AudioContext, out: AudioNode, at: number, dur: number, band: number, level: number): void {
  const length = Math.ceil(ctx.sampleRate * dur);
  const buffer = ctx.createBuffer(1, length, ctx.sampleRate);
  const data = buffer.getChannelData(0);
  // A fixed pseudo-random sequence: every knock sounds the same.
  let seed = 12345;
  for (let i = 0; i < length; i++) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    data[i] = (seed / 0x3fffffff - 1) * (1 - i / length) ** 3;
  }
  const src = ctx.createBufferSource();
  src.buffer = buffer;
  const filter = ctx.createBiquadFilter();
  filter.type = 'bandpass';
  filter.frequency.value = band;
  filter.Q.value = 1.2;
  const env = ctx.createGain();
  env.gain.value = level;
  src.connect(filter).connect(env).connect(out);
  src.start(at);
}

/** Each sound as a score: what to play, relative to `t0`. */
const SCORES: Record<SoundName, (ctx: AudioContext, out: AudioNode, t0: number) => void> = {
  // A piece set down on wood.
  move: (c, o, t) => {
    knock(c, o, t, 0.06, 1700, 1.6);
    tone(c, o, t, 0.07, 230, 0.35, 'sine', 150);
  },
  // Heavier and lower: a piece taken off the board.
  capture: (c, o, t) => {
    knock(c, o, t, 0.1, 900, 2.2);
    tone(c, o, t, 0.11, 170, 0.5, 'sine', 90);
    knock(c, o, t + 0.045, 0.05, 2200, 0.9);
  },
  // Two quick rising notes.
  check: (c, o, t) => {
    tone(c, o, t, 0.09, 880, 0.3, 'triangle');
    tone(c, o, t + 0.09, 0.14, 1175, 0.3, 'triangle');
  },
  // A rising major triad.
  start: (c, o, t) => {
    tone(c, o, t, 0.12, 523.25, 0.28, 'triangle');
    tone(c, o, t + 0.1, 0.12, 659.25, 0.28, 'triangle');
    tone(c, o, t + 0.2, 0.3, 783.99, 0.28, 'triangle');
  },
  // The same, falling.
  end: (c, o, t) => {
    tone(c, o, t, 0.14, 783.99, 0.28, 'triangle');
    tone(c, o, t + 0.13, 0.14, 659.25, 0.28, 'triangle');
    tone(c, o, t + 0.26, 0.45, 523.25, 0.28, 'triangle');
  },
  // Two short high ticks.
  'low-time': (c, o, t) => {
    tone(c, o, t, 0.05, 1320, 0.25, 'square');
    tone(c, o, t + 0.14, 0.05, 1320, 0.25, 'square');
  },
};

/** Plays a sound, unless sound is off (or the browser has no Web Audio). */
export function playSound(name: SoundName): void {
  const s = settings();
  if (!s.sound || s.volume <= 0) return;
  const ctx = audio();
  if (!ctx) return;
  const play = () => {
    const master = ctx.createGain();
    master.gain.value = (s.volume / 100) * 0.8;
    master.connect(ctx.destination);
    SCORES[name](ctx, master, ctx.currentTime + 0.01);
    document.dispatchEvent(new CustomEvent('turnpan:sound', { detail: { name, volume: s.volume } }));
  };
  if (ctx.state !== 'suspended') return play();
  // Not started yet (no touch so far): play only if it starts at once, never late.
  const asked = performance.now();
  ctx.resume().then(
    () => {
      if (performance.now() - asked < 300) play();
    },
    () => undefined,
  );
}

/** The sound of a move from its display notation: `x` takes (and Turnover's `:` turns a piece
 *  over), a check outranks both. */
export function moveSound(san: string, check: boolean): SoundName {
  if (check) return 'check';
  return /[x:]/.test(san) ? 'capture' : 'move';
}
