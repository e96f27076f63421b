// Moves that leave a piece on its own square (Sittuyin's pawn promoting where it stands, `d5d5f`)
// cannot be dragged: chessgroundx plays nothing when a piece is let go where it was picked up.
// The board offers them instead when the player presses the selected piece again, or drags a
// piece away and back onto its own square. This reads that gesture off chessgroundx's drag as
// the press ends, before chessgroundx lets the piece go, and hands the square to the board once
// it has (the board then opens its picker). Every other press is left as it was.
import type { Api } from 'chessgroundx/api';

export interface InPlaceOptions {
  /** The board frame the presses land in. */
  frame: HTMLElement;
  cg: Api;
  /** The wire square under a page point, or undefined off the board. */
  squareAt: (x: number, y: number) => string | undefined;
  /** The wire square of a chessgroundx key. */
  squareOf: (key: string) => string;
  /** Whether the piece on a square (wire name) has a move that leaves it there. */
  has: (square: string) => boolean;
  /** Offers those moves. */
  offer: (square: string) => void;
}

/** Watches the frame for the gesture; returns what stops watching. */
export function watchInPlace(o: InPlaceOptions): () => void {
  const end = () => {
    const cur = o.cg.state.draggable.current;
    // A piece of the hand ('a0') has no square of its own.
    if (!cur || cur.fromPocket || cur.orig === 'a0') return;
    const from = o.squareOf(cur.orig);
    // Where the press ends: the last point the drag saw (a touch's end has none of its own).
    const back = o.squareAt(cur.pos[0], cur.pos[1]) === from;
    const again = cur.previouslySelected === cur.orig;
    if (!back || !(again || cur.keyHasChanged) || !o.has(from)) return;
    // After chessgroundx's own handler (on the document) and the click that follows a mouse's
    // press, so neither closes what is offered.
    window.setTimeout(() => o.offer(from), 0);
  };
  o.frame.addEventListener('mouseup', end, true);
  o.frame.addEventListener('touchend', end, true);
  return () => {
    o.frame.removeEventListener('mouseup', end, true);
    o.frame.removeEventListener('touchend', end, true);
  };
}
