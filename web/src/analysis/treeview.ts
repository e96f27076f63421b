// The analysis board's move list: the main line with its variations in brackets, indented, each
// move a button (a click goes there). Drawn from the move tree (tree.ts) after every change.
import { t } from '../i18n';
import { escapeHtml, sanText } from '../movelist';
import type { MoveNode, MoveTree } from './tree';

export class TreeView {
  readonly el: HTMLElement;

  constructor(onPick: (id: number) => void) {
    this.el = document.createElement('div');
    this.el.className = 'move-tree';
    this.el.setAttribute('aria-label', t('moves-title'));
    this.el.addEventListener('click', (e) => {
      const target = (e.target as HTMLElement).closest<HTMLElement>('[data-node]');
      if (target) onPick(Number(target.dataset.node));
    });
  }

  /** `fullmove` and `blackFirst`: the start position's move number and side to move. */
  render(tree: MoveTree, fullmove: number, blackFirst: boolean): void {
    const current = tree.current;
    /** The move number of a ply and whether it is Black's. */
    const number = (ply: number) => {
      const slot = ply - 1 + (blackFirst ? 1 : 0);
      return { n: fullmove + Math.floor(slot / 2), black: slot % 2 === 1 };
    };
    const move = (node: MoveNode, withNumber: boolean): string => {
      const { n, black } = number(node.ply);
      const label = !black ? `${n}.` : withNumber ? `${n}…` : '';
      const cls = node === current ? 'tree-move current' : 'tree-move';
      const aria = node === current ? ' aria-current="true"' : '';
      return `${label ? `<span class="move-no">${label}</span>` : ''}<button type="button" class="${cls}" data-node="${node.id}"${aria}>${escapeHtml(sanText(node.san))}</button>`;
    };
    /** The moves after `node`: its main continuation, the variations beside each move in
     *  brackets, and so on to the end of the line. */
    const after = (node: MoveNode, depth: number, numbered: boolean): string[] => {
      const parts: string[] = [];
      let afterVariation = numbered;
      for (let n = node; n.children[0]; n = n.children[0]) {
        parts.push(move(n.children[0], afterVariation));
        afterVariation = false;
        for (const alt of n.children.slice(1)) {
          const inner = [move(alt, true), ...after(alt, depth + 1, false)].join(' ');
          parts.push(`<div class="variation" data-depth="${depth + 1}">(${inner})</div>`);
          afterVariation = true;
        }
      }
      return parts;
    };
    if (!tree.root.children.length) {
      this.el.innerHTML = `<p class="tree-empty">${t('analysis-no-moves')}</p>`;
      return;
    }
    const parts = after(tree.root, 0, true);
    this.el.innerHTML = parts.join(' ');
    this.el.querySelector('.current')?.scrollIntoView({ block: 'nearest' });
  }
}
