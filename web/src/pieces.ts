// Turnpan's own piece drawings, as SVG strings in a 100x100 box.
//
// Every piece of every built-in game is drawn here: the classic set (K Q R B N P), Turkish Chess's
// General, Chancellor and Minister (each a figure of its own: a plumed helmet, a tall ceremonial
// hat, a turban, each marked with the knight's L-step it adds), its two cannons (Shogi: a cannon on
// a wheeled carriage; Elephant: an elephant's head), and Turnover's six stacks built from the
// three components (outer ring, inner ring, button). A letter this file does not know (a
// user-defined game) gets a disc with its letter, so every game can be played. A piece promoted
// shogi-style (`+P` in a FEN, the role `pp-piece`) is the piece it came from in red with a "+"
// badge.
//
// chessgroundx renders `<piece class="x-piece white">`; `pieceStyles` returns CSS that gives those
// elements these drawings as background images, scoped to one piece set.

export type Colour = 'white' | 'black';

interface Ink {
  fill: string;
  line: string;
  detail: string;
}

const INK: Record<Colour, Ink> = {
  white: { fill: '#f7f3ea', line: '#1b1b1b', detail: '#1b1b1b' },
  black: { fill: '#2d2a27', line: '#0b0b0b', detail: '#ece6d8' },
};

/** Piece themes (a setting): the drawings in their usual inks (`classic`), in pure white and
 *  pure black with a light outline on the black pieces so they stand out on dark squares
 *  (`contrast`), or every piece as a disc with its letter (`letters`). */
const THEME_INKS: Record<string, Record<Colour, Ink>> = {
  classic: INK,
  contrast: {
    white: { fill: '#ffffff', line: '#000000', detail: '#000000' },
    black: { fill: '#000000', line: '#f2f2f2', detail: '#ffffff' },
  },
  letters: INK,
};

const PLINTH = 'M24 89 H76 V83 Q76 77 70 77 H30 Q24 77 24 83 Z';

function svg(content: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">${content}</svg>`;
}

/** Solid shapes in the piece's colour, then detail lines that contrast with it. */
function figure(ink: Ink, solids: string[], details: string[] = [], extra = ''): string {
  const body = solids.map((d) => `<path d="${d}"/>`).join('');
  const lines = details.map((d) => `<path d="${d}"/>`).join('');
  return (
    `<g fill="${ink.fill}" stroke="${ink.line}" stroke-width="3" stroke-linejoin="round">${body}</g>` +
    `<g fill="none" stroke="${ink.detail}" stroke-width="2.5" stroke-linecap="round">${lines}</g>` +
    extra
  );
}

const KNIGHT_HEAD =
  'M34 77 L36 64 Q37 56 44 50 Q38 50 32 54 Q26 56 23 51 Q21 45 29 38 L43 26 Q45 20 43 13 ' +
  'Q50 15 54 21 Q68 23 72 40 Q76 57 70 77 Z';

function pawn(ink: Ink): string {
  return figure(ink, [
    PLINTH,
    'M35 77 Q37 61 44 53 Q39 50 39 45 Q39 40 44 39 Q38 35 38 28 A12 12 0 1 1 62 28 ' +
      'Q62 35 56 39 Q61 40 61 45 Q61 50 56 53 Q63 61 65 77 Z',
  ]);
}

function rook(ink: Ink): string {
  return figure(
    ink,
    [PLINTH, 'M33 77 L36 44 H64 L67 77 Z', 'M29 45 V21 H38 V29 H46 V21 H54 V29 H62 V21 H71 V45 Z'],
    ['M37 45 H63', 'M35 68 H65'],
  );
}

function bishop(ink: Ink): string {
  return (
    figure(
      ink,
      [
        PLINTH,
        'M37 77 Q42 67 43 60 H57 Q58 67 63 77 Z',
        'M39 61 H61 V55 H39 Z',
        'M50 17 Q35 30 37 44 Q39 55 50 55 Q61 55 63 44 Q65 30 50 17 Z',
      ],
      ['M54 28 L46 40'],
    ) + `<circle cx="50" cy="13" r="4.5" fill="${ink.fill}" stroke="${ink.line}" stroke-width="3"/>`
  );
}

function knight(ink: Ink): string {
  return figure(
    ink,
    [PLINTH, KNIGHT_HEAD],
    ['M57 27 Q66 37 65 54'],
    `<circle cx="43" cy="34" r="2.8" fill="${ink.detail}"/>`,
  );
}

function queen(ink: Ink): string {
  const tips: [number, number][] = [
    [22, 29],
    [36, 21],
    [50, 16],
    [64, 21],
    [78, 29],
  ];
  const balls = tips
    .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="4.5" fill="${ink.fill}" stroke="${ink.line}" stroke-width="3"/>`)
    .join('');
  return figure(
    ink,
    [
      PLINTH,
      'M34 77 Q36 70 31 63 H69 Q64 70 66 77 Z',
      'M31 64 L22 30 L34 47 L36 22 L44 45 L50 17 L56 45 L64 22 L66 47 L78 30 L69 64 Z',
    ],
    ['M33 63 H67'],
    balls,
  );
}

function king(ink: Ink): string {
  return figure(
    ink,
    [
      PLINTH,
      'M46 44 V30 H39 V23 H46 V14 H54 V23 H61 V30 H54 V44 Z',
      'M33 77 Q35 70 31 64 H69 Q65 70 67 77 Z',
      'M31 64 Q19 51 29 40 Q40 31 50 44 Q60 31 71 40 Q81 51 69 64 Z',
    ],
    ['M33 64 H67', 'M50 45 V62'],
  );
}

// Turkish Chess's compound pieces each have a silhouette of their own, drawn after Ottoman
// figures so that no two can be taken for each other (nor for the classic piece they extend):
// the General wears a plumed helmet, the Chancellor a tall ceremonial hat, the Minister (the
// vizier) a round turban. Each carries an L-shaped mark, the knight's step it adds.

/** The knight's step (one square one way, two the other) as a small engraved L at (x, y). */
function knightStep(x: number, y: number): string {
  return `M${x} ${y} V${y + 11} H${x + 10}`;
}

/** General (queen + knight): a helmet with a nasal bar and a plume standing from its spike. */
function general(ink: Ink): string {
  return figure(
    ink,
    [
      PLINTH,
      'M32 77 Q35 69 30 62 H70 Q65 69 68 77 Z',
      'M29 62 Q26 36 50 27 Q74 36 71 62 Z',
      'M47 28 L48 16 H52 L53 28 Z',
      'M51 18 Q60 2 78 8 Q70 12 66 20 Q60 18 53 22 Z',
    ],
    ['M30 53 H70', knightStep(45, 36)],
  );
}

/** Chancellor (rook + knight): a tall cylindrical hat wound with bands, rounded on top. */
function chancellor(ink: Ink): string {
  return figure(
    ink,
    [
      PLINTH,
      'M30 77 Q34 70 31 64 H69 Q66 70 70 77 Z',
      'M34 64 L36 24 Q36 14 50 14 Q64 14 64 24 L66 64 Z',
      'M30 66 Q50 56 70 66 V58 Q50 50 30 58 Z',
    ],
    ['M36 26 H64', 'M36 33 H64', knightStep(45, 39)],
  );
}

/** Minister (bishop + knight): a round turban with a jewel and a small feather. */
function minister(ink: Ink): string {
  return (
    figure(
      ink,
      [
        PLINTH,
        'M36 77 Q40 68 38 62 H62 Q60 68 64 77 Z',
        'M22 48 Q22 22 50 22 Q78 22 78 48 Q78 64 50 64 Q22 64 22 48 Z',
        'M47 24 Q44 10 52 6 Q52 14 55 24 Z',
      ],
      ['M26 42 Q50 28 74 42', 'M25 52 Q50 38 75 52', knightStep(45, 65)],
    ) + `<circle cx="50" cy="30" r="4" fill="${ink.detail}"/>`
  );
}

/** Shogi: the orthogonal cannon, a gun barrel on a wheeled carriage seen from the side. */
function shogi(ink: Ink): string {
  return figure(
    ink,
    [
      PLINTH,
      'M24 71 L44 60 L60 60 L66 71 Z',
      'M30 64 L70 24 Q75 20 79 25 Q83 29 78 34 L40 70 Q34 74 30 70 Q26 67 30 64 Z',
      'M31 66 A14 14 0 1 0 59 66 A14 14 0 1 0 31 66 Z',
    ],
    ['M45 52 V80', 'M31 66 H59', 'M35 56 L55 76', 'M55 56 L35 76', 'M66 30 L74 38'],
    `<circle cx="45" cy="66" r="3.5" fill="${ink.detail}"/>`,
  );
}

/** Elephant: the diagonal cannon, drawn as an elephant's head seen from the front. */
function elephant(ink: Ink): string {
  return figure(
    ink,
    [
      PLINTH,
      'M34 32 Q14 26 12 44 Q12 60 30 62 Z',
      'M66 32 Q86 26 88 44 Q88 60 70 62 Z',
      'M50 18 Q70 18 70 40 Q70 54 58 58 Q58 68 62 74 Q64 80 58 81 Q48 80 44 70 Q42 62 42 58 ' +
        'Q30 54 30 40 Q30 18 50 18 Z',
    ],
    ['M38 54 Q34 62 38 66', 'M62 54 Q66 62 62 66', 'M47 62 Q50 64 52 62'],
    `<circle cx="42" cy="38" r="2.8" fill="${ink.detail}"/><circle cx="58" cy="38" r="2.8" fill="${ink.detail}"/>`,
  );
}

function lettered(ink: Ink, letter: string): string {
  const size = letter.length > 1 ? 32 : 40;
  return (
    `<circle cx="50" cy="50" r="38" fill="${ink.fill}" stroke="${ink.line}" stroke-width="3"/>` +
    `<circle cx="50" cy="50" r="31" fill="none" stroke="${ink.detail}" stroke-width="1.5"/>` +
    `<text x="50" y="51" text-anchor="middle" dominant-baseline="central" font-family="sans-serif" ` +
    `font-weight="700" font-size="${size}" fill="${ink.detail}">${letter.toUpperCase()}</text>`
  );
}

// A promoted piece (shogi-style, `+P` in a FEN) is drawn as the piece it came from in red inks,
// as shogi writes promoted pieces in red, with a "+" badge in its corner so that it is told
// apart without colour too.
const PROMOTED_INK: Record<Colour, Ink> = {
  white: { fill: '#fbe1dc', line: '#9e1b14', detail: '#9e1b14' },
  black: { fill: '#6e1711', line: '#0b0b0b', detail: '#ffd9d1' },
};

const PROMOTED_BADGE =
  '<circle cx="80" cy="20" r="15" fill="#c62828" stroke="#ffffff" stroke-width="3"/>' +
  '<path d="M80 11 V29 M71 20 H89" stroke="#ffffff" stroke-width="4.5" stroke-linecap="round"/>';

// Turnover's components (docs/rules/turnover.md section 2): the big outer ring O, the middle
// inner ring I and the small central button T. A stack is drawn as the components it holds.
function outerRing(ink: Ink): string {
  return (
    `<circle cx="50" cy="50" r="35" fill="none" stroke="${ink.line}" stroke-width="15"/>` +
    `<circle cx="50" cy="50" r="35" fill="none" stroke="${ink.fill}" stroke-width="10"/>` +
    `<circle cx="50" cy="50" r="35" fill="none" stroke="${ink.detail}" stroke-width="1" stroke-dasharray="3 5" opacity="0.6"/>`
  );
}

function innerRing(ink: Ink): string {
  return (
    `<circle cx="50" cy="50" r="21.5" fill="none" stroke="${ink.line}" stroke-width="12"/>` +
    `<circle cx="50" cy="50" r="21.5" fill="none" stroke="${ink.fill}" stroke-width="7.5"/>`
  );
}

function button(ink: Ink): string {
  return (
    `<circle cx="50" cy="50" r="13" fill="${ink.fill}" stroke="${ink.line}" stroke-width="3"/>` +
    `<circle cx="46.5" cy="50" r="1.8" fill="${ink.detail}"/><circle cx="53.5" cy="50" r="1.8" fill="${ink.detail}"/>`
  );
}

type Drawing = (ink: Ink) => string;

const CLASSIC: Record<string, Drawing> = { k: king, q: queen, r: rook, b: bishop, n: knight, p: pawn };

/** Piece sets, each a map from FEN letter (lower case) to drawing. */
const SETS: Record<string, Record<string, Drawing>> = {
  classic: CLASSIC,
  turkish: { ...CLASSIC, g: general, c: chancellor, m: minister, s: shogi, e: elephant },
  turnover: {
    p: (i) => outerRing(i),
    b: (i) => innerRing(i),
    r: (i) => button(i),
    n: (i) => outerRing(i) + innerRing(i),
    q: (i) => innerRing(i) + button(i),
    c: (i) => outerRing(i) + innerRing(i) + button(i),
  },
};

/** Which set draws a game's pieces. Games not listed use the classic set plus lettered discs. */
const SET_OF_GAME: Record<string, string> = { turnover: 'turnover', turkish: 'turkish' };

export function pieceSetOf(variantId: string): string {
  return SET_OF_GAME[variantId] ?? 'classic';
}

/** A piece's drawing: `letter` is a FEN letter, or `+` and a letter for a promoted piece. */
export function pieceSvg(set: string, letter: string, colour: Colour, theme = 'classic'): string {
  const promoted = letter.length === 2 && letter[0] === '+';
  const base = promoted ? letter[1] : letter;
  const draw = theme === 'letters' ? undefined : SETS[set]?.[base.toLowerCase()];
  // The classic inks turn red for a promoted piece; the other themes keep theirs (the badge
  // marks it).
  const ink = promoted && (theme === 'classic' || !THEME_INKS[theme]) ? PROMOTED_INK[colour] : (THEME_INKS[theme] ?? INK)[colour];
  const body = draw ? draw(ink) : lettered(ink, theme === 'letters' ? letter : base);
  return svg(promoted ? body + PROMOTED_BADGE : body);
}

/** The chessgroundx role of a letter (`p` → `p-piece`), or of a promoted piece (`+p` →
 *  `pp-piece`, the role chessgroundx gives a FEN's `+P`). */
function roleOf(letter: string): string {
  return letter.length === 2 && letter[0] === '+' ? `p${letter[1].toLowerCase()}-piece` : `${letter.toLowerCase()}-piece`;
}

export function svgUrl(markup: string): string {
  return `url("data:image/svg+xml;charset=utf-8,${encodeURIComponent(markup)}")`;
}

/** CSS for `.pieces-<set> piece.<letter>-piece.<colour>` for the given letters (`+p` for a
 *  promoted pawn: `pp-piece`): the classic theme, and each other theme under
 *  `html[data-piece-theme=...]`. */
export function pieceStyles(set: string, letters: string[]): string {
  const rules: string[] = [];
  for (const theme of Object.keys(THEME_INKS)) {
    const scope = theme === 'classic' ? '' : `html[data-piece-theme="${theme}"] `;
    for (const l of letters) {
      const role = roleOf(l);
      for (const colour of ['white', 'black'] as Colour[]) {
        const sel = `${scope}.pieces-${set} piece.${role}.${colour}, ${scope}.pieces-${set} .piece-icon.${role}.${colour}`;
        rules.push(`${sel}{background-image:${svgUrl(pieceSvg(set, l, colour, theme))}}`);
      }
    }
  }
  // A shogi-style promoted piece carries its badge: no crazyhouse dot (`Q~`) beside it.
  for (const l of letters) if (l.length === 2 && l[0] === '+') rules.push(`.pieces-${set} piece.${roleOf(l)}.promoted::before{display:none}`);
  return rules.join('\n');
}

const injected = new Set<string>();

/** Adds the CSS for a set once per page. */
export function ensurePieceStyles(set: string, letters: string[]): void {
  const key = `${set}:${letters.map((l) => l.toLowerCase()).sort().join('')}`;
  if (injected.has(key)) return;
  injected.add(key);
  const style = document.createElement('style');
  style.dataset.pieces = key;
  style.textContent = pieceStyles(set, letters);
  document.head.appendChild(style);
}
