// The analysis board's move tree: every position reached from the start, with variations. A
// node's first child is its main continuation, the others are variations. Pure data: it knows
// no rules (the page gives each move's notation and resulting FEN) and no page.

export interface MoveNode {
  /** Unique within its tree. */
  readonly id: number;
  /** The move that led here, in engine notation (empty at the root). */
  readonly uci: string;
  /** The same move in the game's notation (empty at the root). */
  readonly san: string;
  /** The position after the move. */
  readonly fen: string;
  /** Plies from the start. */
  readonly ply: number;
  readonly parent: MoveNode | null;
  readonly children: MoveNode[];
}

export class MoveTree {
  readonly root: MoveNode;
  private node: MoveNode;
  private nextId = 1;

  constructor(startFen: string) {
    this.root = { id: 0, uci: '', san: '', fen: startFen, ply: 0, parent: null, children: [] };
    this.node = this.root;
  }

  get current(): MoveNode {
    return this.node;
  }

  /** Plays a move from the current node: an existing continuation with the same move is
   *  followed, else the move is added (the main continuation when there is none, else a new
   *  variation). Returns the new current node. */
  play(uci: string, san: string, fen: string): MoveNode {
    const existing = this.node.children.find((c) => c.uci === uci);
    if (existing) return (this.node = existing);
    const child: MoveNode = { id: this.nextId++, uci, san, fen, ply: this.node.ply + 1, parent: this.node, children: [] };
    this.node.children.push(child);
    return (this.node = child);
  }

  /** Goes to a node of this tree (by node or id); false when there is no such node. */
  goTo(target: MoveNode | number): boolean {
    const node = typeof target === 'number' ? this.find(target) : target;
    if (!node || !this.contains(node)) return false;
    this.node = node;
    return true;
  }

  /** One move back; false at the start. */
  back(): boolean {
    if (!this.node.parent) return false;
    this.node = this.node.parent;
    return true;
  }

  /** One move forward along the main continuation; false at the end of the line. */
  forward(): boolean {
    const next = this.node.children[0];
    if (!next) return false;
    this.node = next;
    return true;
  }

  toStart(): void {
    this.node = this.root;
  }

  /** To the end of the current line (following main continuations). */
  toEnd(): void {
    while (this.forward());
  }

  /** The nodes from the start to `node` (the root excluded). */
  path(node: MoveNode = this.node): MoveNode[] {
    const out: MoveNode[] = [];
    for (let n: MoveNode | null = node; n && n.parent; n = n.parent) out.push(n);
    return out.reverse();
  }

  /** The moves (engine notation) from the start to `node`. */
  line(node: MoveNode = this.node): string[] {
    return this.path(node).map((n) => n.uci);
  }

  /** The main line from the start. */
  mainline(): MoveNode[] {
    const out: MoveNode[] = [];
    for (let n = this.root.children[0]; n; n = n.children[0]) out.push(n);
    return out;
  }

  /** Whether `node` lies on a variation (somewhere on its path a move is not the first
   *  continuation). */
  inVariation(node: MoveNode = this.node): boolean {
    return this.path(node).some((n) => n.parent!.children[0] !== n);
  }

  /** Promotes the variation holding `node` one level: the nearest move on its path that is not
   *  its parent's main continuation becomes it. False when `node` is on the main line. */
  promote(node: MoveNode = this.node): boolean {
    for (let n: MoveNode | null = node; n && n.parent; n = n.parent) {
      const siblings = n.parent.children;
      const i = siblings.indexOf(n);
      if (i > 0) {
        siblings.splice(i, 1);
        siblings.unshift(n);
        return true;
      }
    }
    return false;
  }

  /** Deletes `node` and everything after it; the current node moves to its parent when it was
   *  among them. False for the root. */
  delete(node: MoveNode = this.node): boolean {
    const parent = node.parent;
    if (!parent) return false;
    if (this.isAncestor(node, this.node)) this.node = parent;
    parent.children.splice(parent.children.indexOf(node), 1);
    return true;
  }

  find(id: number): MoveNode | undefined {
    const stack = [this.root];
    while (stack.length) {
      const n = stack.pop()!;
      if (n.id === id) return n;
      stack.push(...n.children);
    }
    return undefined;
  }

  /** Replaces the whole tree by one line from a new start (an imported game or FEN). */
  reset(startFen: string, moves: { uci: string; san: string; fen: string }[] = []): void {
    (this.root as { fen: string }).fen = startFen;
    this.root.children.length = 0;
    this.node = this.root;
    for (const m of moves) this.play(m.uci, m.san, m.fen);
  }

  /** Whether `node` is still in the tree (a deleted node keeps its parent link). */
  private contains(node: MoveNode): boolean {
    for (let n: MoveNode = node; n.parent; n = n.parent) if (!n.parent.children.includes(n)) return false;
    return this.isAncestor(this.root, node);
  }

  /** Whether `a` is `b` or comes before it. */
  private isAncestor(a: MoveNode, b: MoveNode): boolean {
    for (let n: MoveNode | null = b; n; n = n.parent) if (n === a) return true;
    return false;
  }
}
