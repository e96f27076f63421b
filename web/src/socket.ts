// One WebSocket per game, reconnecting with backoff. After every (re)connect the server's first
// message is the full state, so a reconnect is a resync.
import type { ClientMsg, ServerMsg } from './protocol';

/** What the socket hands on: every server message but `pong`, which it answers itself. */
export type GameMsg = Exclude<ServerMsg, { t: 'pong' }>;

export type ConnectionState = 'connecting' | 'open' | 'closed';

export class GameSocket {
  private ws?: WebSocket;
  private retry = 0;
  private stopped = false;
  private pingTimer?: number;
  private retryTimer?: number;
  /** Estimated one-way lag (half the last ping's round trip), sent with moves. */
  lagMs = 0;

  constructor(
    private readonly path: string,
    /** The seat token, sent in the subprotocol header (never in the URL); none to watch. */
    private readonly token: string | null,
    private readonly onMessage: (m: GameMsg) => void,
    private readonly onConnection: (s: ConnectionState) => void,
  ) {
    this.connect();
    window.addEventListener('online', this.reconnectNow);
  }

  private reconnectNow = (): void => {
    if (this.ws?.readyState === WebSocket.OPEN) return;
    window.clearTimeout(this.retryTimer);
    this.retry = 0;
    this.connect();
  };

  private connect(): void {
    if (this.stopped) return;
    this.onConnection('connecting');
    const proto = location.protocol === 'https:' ? 'wss:' : 'ws:';
    const protocols = this.token ? ['turnpan', `token.${this.token}`] : ['turnpan'];
    const ws = new WebSocket(`${proto}//${location.host}${this.path}`, protocols);
    this.ws = ws;
    ws.onopen = () => {
      this.retry = 0;
      this.onConnection('open');
      this.ping();
      window.clearInterval(this.pingTimer);
      this.pingTimer = window.setInterval(() => this.ping(), 5000);
    };
    ws.onmessage = (e) => {
      let m: ServerMsg;
      try {
        // The server's messages are ServerMsg by construction (crates/server/src/wire.rs).
        m = JSON.parse(String(e.data)) as ServerMsg;
      } catch {
        return;
      }
      if (m.t === 'pong') {
        this.lagMs = Math.max(0, Math.round((Date.now() - m.d.ts) / 2));
        return;
      }
      this.onMessage(m);
    };
    ws.onclose = () => {
      window.clearInterval(this.pingTimer);
      if (this.ws !== ws) return;
      this.onConnection('closed');
      if (this.stopped) return;
      const delay = Math.min(8000, 500 * 2 ** this.retry++) + Math.random() * 300;
      this.retryTimer = window.setTimeout(() => this.connect(), delay);
    };
    ws.onerror = () => ws.close();
  }

  private ping(): void {
    this.send({ t: 'ping', d: { ts: Date.now() } });
  }

  send(m: ClientMsg): boolean {
    if (this.ws?.readyState !== WebSocket.OPEN) return false;
    this.ws.send(JSON.stringify(m));
    return true;
  }

  /** Drops the connection on purpose (tests, and the page leaving). */
  close(): void {
    this.stopped = true;
    window.removeEventListener('online', this.reconnectNow);
    window.clearInterval(this.pingTimer);
    window.clearTimeout(this.retryTimer);
    this.ws?.close();
  }
}
