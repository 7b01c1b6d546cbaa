/**
 * What the door page asks of the admission layer, and what it gets back. The page (scanner,
 * result screen, typed fallback) and the layer (online check-in, offline verification, the
 * queue and its sync) are built apart; this is the seam between them.
 */

/** One scan or typed ID, decided. `at` and `usedAt` are ISO instants (UTC). */
export type DoorOutcome =
  | {
      kind: 'admitted';
      ticketId: string;
      name: string;
      institusi: string | null;
      at: string;
      /** Admitted from the ticket's signature while offline: queued, not yet confirmed. */
      offline: boolean;
    }
  | { kind: 'repeat'; ticketId: string; name: string | null; usedAt: string }
  | { kind: 'refused'; ticketId: string; name: string | null; message: string }
  | { kind: 'invalid'; message: string }
  /** The server could not be asked and the code cannot be decided offline. */
  | { kind: 'error'; message: string };

/** A check-in made offline that the server refused when it was synced (e.g. used at another door). */
export interface DoorConflict {
  ticketId: string;
  name: string | null;
  scannedAt: string;
  message: string;
}

export interface DoorAdmission {
  /** Decides one scanned QR text (`GCW…`) or a typed ticket ID (`SEM-…`). Never throws. */
  admit(code: string): Promise<DoorOutcome>;
  /** False while the network or the API is unreachable. */
  online: boolean;
  /** Offline check-ins waiting to be synced. */
  pending: number;
  /** Synced check-ins the server refused, newest first, until dismissed. */
  conflicts: DoorConflict[];
  dismissConflicts(): void;
  /** Whether offline admission is ready (roster and key downloaded), and when it was last refreshed. */
  offlineReadyAt: string | null;
}
