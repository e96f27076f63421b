// One piece's move diagram: a small board with the piece on its central square and where it
// moves, captures, hops and makes its first move, from the server's piece diagrams
// (`GET /api/variants/{id}/pieces`). Drawn by the rules pages and by the piece tooltips.
import * as api from './api';
import type { PieceDiagramView, VariantView } from './protocol';
import { markSquares, onePieceFen, staticBoard, type SquareMark } from './board';
import { t } from './i18n';

export const DIAGRAM_MARKS: { key: keyof PieceDiagramView; cls: string; legend: string }[] = [
  { key: 'moves', cls: 'diagram-move', legend: 'diagram-legend-move' },
  { key: 'captures', cls: 'diagram-capture', legend: 'diagram-legend-capture' },
  { key: 'initial_moves', cls: 'diagram-initial', legend: 'diagram-legend-initial' },
  { key: 'hop_moves', cls: 'diagram-hop-move', legend: 'diagram-legend-hop-move' },
  { key: 'hop_captures', cls: 'diagram-hop-capture', legend: 'diagram-legend-hop-capture' },
];

/** Draws `d` into `parent`; returns the kinds of mark it used (`moves`, ..., and `both` for a
 *  square where the piece both moves and captures), for a legend. */
export function drawDiagram(parent: HTMLElement, v: VariantView, d: PieceDiagramView): Set<string> {
  const used = new Set<string>();
  const frame = staticBoard(parent, v, onePieceFen(v, d.square, d.letter));
  const marks = new Map<string, string[]>();
  for (const m of DIAGRAM_MARKS) {
    const squares = d[m.key] as string[] | null;
    for (const sq of squares ?? []) {
      marks.set(sq, [...(marks.get(sq) ?? []), m.cls]);
      used.add(m.key);
    }
  }
  const squareMarks: SquareMark[] = [...marks].map(([square, cls]) => ({
    square,
    // A square where the piece both moves and captures gets one mark of its own.
    cls: cls.includes('diagram-move') && cls.includes('diagram-capture') ? 'diagram-both' : cls.join(' '),
  }));
  if (squareMarks.some((m) => m.cls === 'diagram-both')) used.add('both');
  squareMarks.push({ square: d.square, cls: 'diagram-origin' });
  markSquares(frame, v, 'white', squareMarks);
  return used;
}

/** The legend entries for the marks `used`, as [mark class, message id]. */
export function legendItems(used: Set<string>): [string, string][] {
  const items: [string, string][] = [];
  if (used.has('both')) items.push(['diagram-both', 'diagram-legend-both']);
  for (const m of DIAGRAM_MARKS) if (used.has(m.key)) items.push([m.cls, m.legend]);
  return items;
}

/** The legend of the marks in `used`, as a list under a diagram. */
export function legendList(used: Set<string>): HTMLUListElement {
  const legend = document.createElement('ul');
  legend.className = 'diagram-legend';
  for (const [cls, key] of legendItems(used)) {
    const li = document.createElement('li');
    const mark = document.createElement('span');
    mark.className = `legend-mark square-mark ${cls}`;
    li.append(mark, ` ${t(key)}`);
    legend.appendChild(li);
  }
  return legend;
}

const cache = new Map<string, Promise<PieceDiagramView[]>>();

/** A game's piece diagrams, fetched once per page load. */
export function diagramsOf(variantId: string): Promise<PieceDiagramView[]> {
  let p = cache.get(variantId);
  if (!p) {
    p = api.pieceDiagrams(variantId);
    p.catch(() => cache.delete(variantId));
    cache.set(variantId, p);
  }
  return p;
}
