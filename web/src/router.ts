// Pages: `/` (home and lobby), `/game/{id}`, `/rules` and `/rules/{variant}`, and the accounts'
// pages (issue 24): `/signup`, `/login`, `/account`, `/@/{name}` (a player's profile),
// `/leaderboard` and `/leaderboard/{game id}/{speed}`, the players' variants' directory `/variants`
// (a player's variant's pages take its id in two segments, `/rules/@alice/spiral`: variantpath.ts);
// any other path is the "not found" page. Links marked `data-link` navigate without a reload; the server serves
// index.html for all of these paths (with 404 for the unknown ones: crates/server, is_web_page).
type Cleanup = () => void;
type Render = (root: HTMLElement, path: string) => Promise<Cleanup>;

let renderer: Render | undefined;
let root: HTMLElement | undefined;
let cleanup: Cleanup = () => {};

export function startRouter(el: HTMLElement, render: Render): void {
  root = el;
  renderer = render;
  window.addEventListener('popstate', () => void route());
  document.addEventListener('click', (e) => {
    const a = (e.target as HTMLElement).closest<HTMLAnchorElement>('a[data-link]');
    if (!a || e.ctrlKey || e.metaKey || e.shiftKey || e.button !== 0) return;
    e.preventDefault();
    navigate(a.getAttribute('href')!);
  });
  void route();
}

export function navigate(path: string): void {
  history.pushState(null, '', path);
  void route();
}

/** Renders the current location again (after a language switch). */
export function rerender(): void {
  void route();
}

async function route(): Promise<void> {
  if (!root || !renderer) return;
  cleanup();
  cleanup = () => {};
  window.scrollTo(0, 0);
  cleanup = await renderer(root, location.pathname);
}
