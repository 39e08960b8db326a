import { MAX_BODY_BYTES } from './yoga.js';

/** What one process lets GraphQL WebSockets hold (graphql/websocket.ts applies them). */
export interface SocketLimits {
  /** The largest message a socket may send; a larger one closes the socket (1009) unread. */
  maxMessageBytes: number;
  /** How long a new socket has to send connection_init before it is closed (4408). */
  connectionInitWaitMs: number;
  /** How often each socket is pinged; one that has not answered the previous ping is cut off. */
  keepAliveMs: number;
  socketsPerProcess: number;
  socketsPerAddress: number;
  /** Of an address's sockets, how many may carry no session. */
  anonymousSocketsPerAddress: number;
  socketsPerSession: number;
  /** Operations in flight on one socket (the app sends only subscriptions over it). */
  subscriptionsPerSocket: number;
  subscriptionsPerSession: number;
}

export const SOCKET_LIMITS: SocketLimits = {
  // A message carries one operation, as an HTTP body does: the same limit.
  maxMessageBytes: MAX_BODY_BYTES,
  // The app's client sends connection_init as soon as the socket opens; 3 s covers a slow phone
  // network, and a socket that says nothing holds a slot meanwhile.
  connectionInitWaitMs: 3_000,
  // A peer gone silent (a laptop closed, a dropped network) is cut off within a minute, so that
  // its slots come back; the pings also keep proxies, which commonly drop a connection idle for
  // 60 s, from closing a quiet one.
  keepAliveMs: 30_000,
  // Each socket holds a file descriptor and some tens of kilobytes: a ceiling far above what an
  // academy's visitors open, far below what the process can hold.
  socketsPerProcess: 5_000,
  // A school puts its classes behind one address: a few classes of students, each with a tab or two.
  socketsPerAddress: 256,
  // Signed out, a socket only follows the sign-in page's counter: a class signing in at once.
  anonymousSocketsPerAddress: 64,
  // The app opens one socket per tab: ten tabs of one sign-in.
  socketsPerSession: 10,
  // A page follows a handful of live values (unread messages, the counter).
  subscriptionsPerSocket: 20,
  subscriptionsPerSession: 50,
};

/** Who a socket belongs to: its client address, and its session (a digest of its token; null when it carries none). */
export interface SocketOwner {
  address: string;
  session: string | null;
}

/** One open socket, counted until it closes. */
export interface CountedSocket extends SocketOwner {
  /** Operations in flight on it (graphql-ws's own record, read when asked). */
  subscriptions: () => number;
}

export interface SocketStats {
  sockets: number;
  addresses: number;
  sessions: number;
  subscriptions: number;
}

/**
 * The open sockets of this process by address and session, so that each limit is checked before a
 * socket is accepted. Entries go when their last socket closes, so the maps never hold more keys
 * than there are open sockets.
 */
export class SocketCounts {
  private readonly all = new Set<CountedSocket>();
  private readonly byAddress = new Map<string, { sockets: number; anonymous: number }>();
  private readonly bySession = new Map<string, Set<CountedSocket>>();

  constructor(private readonly limits: SocketLimits) {}

  /** Why a socket of `owner` would be one too many, or null when it may open. */
  refusal(owner: SocketOwner): string | null {
    if (this.all.size >= this.limits.socketsPerProcess) return 'too many sockets on this server';
    const address = this.byAddress.get(owner.address);
    if (address && address.sockets >= this.limits.socketsPerAddress) return 'too many sockets from this address';
    if (owner.session === null) {
      if (address && address.anonymous >= this.limits.anonymousSocketsPerAddress) return 'too many signed-out sockets from this address';
    } else if ((this.bySession.get(owner.session)?.size ?? 0) >= this.limits.socketsPerSession) {
      return 'too many sockets of this session';
    }
    return null;
  }

  open(owner: SocketOwner): CountedSocket {
    const socket: CountedSocket = { ...owner, subscriptions: () => 0 };
    this.all.add(socket);
    const address = this.byAddress.get(owner.address) ?? { sockets: 0, anonymous: 0 };
    address.sockets += 1;
    if (owner.session === null) address.anonymous += 1;
    this.byAddress.set(owner.address, address);
    if (owner.session !== null) {
      const sessionSockets = this.bySession.get(owner.session) ?? new Set();
      sessionSockets.add(socket);
      this.bySession.set(owner.session, sessionSockets);
    }
    return socket;
  }

  /** Forgets a closed socket; a second call for the same socket changes nothing. */
  close(socket: CountedSocket): void {
    if (!this.all.delete(socket)) return;
    const address = this.byAddress.get(socket.address);
    if (address) {
      address.sockets -= 1;
      if (socket.session === null) address.anonymous -= 1;
      if (address.sockets <= 0) this.byAddress.delete(socket.address);
    }
    if (socket.session !== null) {
      const sessionSockets = this.bySession.get(socket.session);
      sessionSockets?.delete(socket);
      if (!sessionSockets?.size) this.bySession.delete(socket.session);
    }
  }

  /** Whether `socket`, whose newest operation is already counted, holds more than it may. */
  tooManySubscriptions(socket: CountedSocket): boolean {
    if (socket.subscriptions() > this.limits.subscriptionsPerSocket) return true;
    if (socket.session === null) return false;
    let total = 0;
    for (const sibling of this.bySession.get(socket.session) ?? []) total += sibling.subscriptions();
    return total > this.limits.subscriptionsPerSession;
  }

  stats(): SocketStats {
    let subscriptions = 0;
    for (const socket of this.all) subscriptions += socket.subscriptions();
    return { sockets: this.all.size, addresses: this.byAddress.size, sessions: this.bySession.size, subscriptions };
  }
}
