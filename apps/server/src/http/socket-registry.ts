import type { WebSocket } from 'ws';

/** Caps of the WebSocket endpoint (see `docs/architecture.md`, "WebSocket subscriptions"). */
export const SOCKET_LIMITS = {
  /** Open sockets of one signed-in user: tabs and devices together. */
  perUser: 16,
  /** Sockets without a session from one address (they may only listen to the heartbeat). */
  anonymousPerAddress: 10,
  /** All sockets from one address: generous, since a whole school can sit behind one address. */
  perAddress: 400,
  /** Operations running at once on one socket (the web app needs at most about ten). */
  subscriptionsPerSocket: 25,
} as const;

interface Entry {
  address: string;
  userId: string | null;
  sessionId: string | null;
}

/**
 * The sockets this process holds, by address, user and session: to refuse new ones past the caps
 * and to close those of a session that has ended (logout, password change, stolen refresh token).
 */
export class SocketRegistry {
  private readonly entries = new Map<WebSocket, Entry>();

  /** Why a new socket must be refused, or null when it may open. */
  refusal(entry: Entry): string | null {
    let fromAddress = 0;
    let anonymousFromAddress = 0;
    let ofUser = 0;
    for (const other of this.entries.values()) {
      if (other.address === entry.address) {
        fromAddress += 1;
        if (!other.userId) anonymousFromAddress += 1;
      }
      if (entry.userId && other.userId === entry.userId) ofUser += 1;
    }
    if (fromAddress >= SOCKET_LIMITS.perAddress) return 'address';
    if (!entry.userId && anonymousFromAddress >= SOCKET_LIMITS.anonymousPerAddress) return 'anonymous';
    if (entry.userId && ofUser >= SOCKET_LIMITS.perUser) return 'user';
    return null;
  }

  add(socket: WebSocket, entry: Entry): void {
    this.entries.set(socket, entry);
    socket.once('close', () => this.entries.delete(socket));
  }

  /** The sockets opened with one of these sessions. */
  ofSessions(sessionIds: readonly string[]): WebSocket[] {
    const wanted = new Set(sessionIds);
    return [...this.entries].flatMap(([socket, entry]) =>
      entry.sessionId && wanted.has(entry.sessionId) ? [socket] : [],
    );
  }
}
