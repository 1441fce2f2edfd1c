// The handheld's offline-safe command queue (issue 15). Every scan command gets an idempotency key
// when it is made and is kept (IndexedDB) until the server has answered it.
//
// Order semantics (FIFO per device):
// - Commands are sent one at a time, oldest first. A network error, a timeout, 401, 408, 429 or a
//   5xx keeps the command at the head and stops the line: nothing is sent past a command whose fate
//   is unknown (a later move may need an earlier receipt), and it is retried with backoff (1 s,
//   2 s, 4 s … 60 s) and at once when the browser says it is online again. Retries use the same
//   key, so the server applies it at most once.
// - A refusal (any other 4xx: stock moved meanwhile, an unknown location) parks the command for
//   the worker and the line goes on: a refused command applied nothing, and waiting for a person
//   would hold up every scan after it. Commands after it that depended on it may be refused too,
//   and are parked each on its own. The worker resolves a parked command: retry (back to the end
//   of the line, with its key: the server decides afresh) or discard.
//
// Feedback first: `enqueue` resolves once the command is stored, and the screen paints its
// feedback then. Publishing the new line (a re-render of every subscriber) and starting the send
// are handed to `scheduleDrain` (the app passes `afterNextPaint`), so neither runs in the task that
// paints the feedback. Nothing is lost meanwhile: the command is already in the store, and any
// other drain (load, wake, a backoff timer) sends it in its turn.

export type CommandKind = 'move' | 'adjust' | 'count' | 'receive' | 'pick';

export interface QueuedCommand {
  /** The Idempotency-Key (crypto.randomUUID) and the store's key. */
  readonly id: string;
  /** Position in the line: a larger number is sent later. */
  readonly seq: number;
  readonly kind: CommandKind;
  /** The API path under the shipping base, e.g. `/warehouse/stock/move`. */
  readonly path: string;
  readonly body: unknown;
  /** What the worker reads in the pending list ("바로 비누 ×3 · A-01 → B-02"). */
  readonly label: string;
  readonly createdAt: string;
  readonly state: 'pending' | 'parked';
  readonly attempts: number;
  /** Why the server refused it (parked commands). */
  readonly refusal?: { readonly code: string; readonly message: string };
}

/** Where the queue is kept (IndexedDB in the browser, a map in tests). */
export interface QueueStore {
  all(): Promise<QueuedCommand[]>;
  put(command: QueuedCommand): Promise<void>;
  delete(id: string): Promise<void>;
}

/** What sending one command came to. */
export type SendOutcome =
  | { readonly type: 'done' }
  | { readonly type: 'refused'; readonly code: string; readonly message: string }
  | { readonly type: 'retry'; readonly afterSeconds?: number | null };

export type SendCommand = (command: QueuedCommand) => Promise<SendOutcome>;

export interface QueueSnapshot {
  /** Waiting to be sent, in order. */
  readonly pending: readonly QueuedCommand[];
  /** Refused by the server, waiting for the worker. */
  readonly parked: readonly QueuedCommand[];
  /** A send is under way. */
  readonly sending: boolean;
  /** The last send failed for the network (or the server was down); retried with backoff. */
  readonly stalled: boolean;
}

export interface CommandQueueOptions {
  readonly store: QueueStore;
  readonly send: SendCommand;
  readonly newId?: () => string;
  readonly now?: () => Date;
  /** Timers (tests pass fakes through vi.useFakeTimers). */
  readonly setTimer?: (run: () => void, ms: number) => unknown;
  readonly clearTimer?: (timer: unknown) => void;
  /** Called after each command the server applied (e.g. to refresh cached reads). */
  readonly onDone?: (command: QueuedCommand) => void;
  /** Called when the server refuses a command (the error feedback). */
  readonly onRefused?: (command: QueuedCommand) => void;
  /**
   * When to publish a newly queued command and start sending it. Default: at once (in the same
   * task, what the unit tests rely on); the app passes `afterNextPaint`.
   */
  readonly scheduleDrain?: (run: () => void) => void;
}

/**
 * Runs `run` after the next frame has painted: requestAnimationFrame fires before the paint, and a
 * macrotask queued from it runs after. Without requestAnimationFrame (no window), a macrotask.
 */
export function afterNextPaint(run: () => void): void {
  if (typeof requestAnimationFrame !== 'function') {
    setTimeout(run, 0);
    return;
  }
  requestAnimationFrame(() => setTimeout(run, 0));
}

const MAX_BACKOFF_MS = 60_000;

/** The backoff before the nth retry of a stalled head (1 s, 2 s, 4 s, … at most 60 s). */
export const backoffMs = (attempt: number, afterSeconds?: number | null): number =>
  Math.min(MAX_BACKOFF_MS, Math.max((afterSeconds ?? 0) * 1000, 1000 * 2 ** Math.max(0, attempt - 1)));

export class CommandQueue {
  readonly #options: CommandQueueOptions;
  #commands: QueuedCommand[] = [];
  #sending = false;
  #stalled = false;
  #timer: unknown = null;
  #listeners = new Set<() => void>();
  #snapshot: QueueSnapshot = { pending: [], parked: [], sending: false, stalled: false };
  #loaded: Promise<void> | null = null;
  /** While the store is read, nothing is sent: a new scan must not overtake an older kept one. */
  #loading = false;
  /** A publish-and-drain is scheduled (several scans in one frame share it). */
  #kickScheduled = false;

  constructor(options: CommandQueueOptions) {
    this.#options = options;
  }

  /** Reads what an earlier visit left in the store (once) and starts sending it. */
  load(): Promise<void> {
    if (!this.#loaded) {
      this.#loading = true;
      this.#loaded = this.#options.store
        .all()
        .then((stored) => {
          const known = new Set(this.#commands.map((c) => c.id));
          this.#commands = [...this.#commands, ...stored.filter((c) => !known.has(c.id))];
        })
        .finally(() => {
          this.#loading = false;
          this.#publish();
          void this.drain();
        });
    }
    return this.#loaded;
  }

  subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  getSnapshot = (): QueueSnapshot => this.#snapshot;

  /** Keeps a new command (with a fresh idempotency key) and sends it when its turn comes. */
  async enqueue(input: {
    kind: CommandKind;
    path: string;
    body: unknown;
    label: string;
  }): Promise<QueuedCommand> {
    const command: QueuedCommand = {
      id: (this.#options.newId ?? (() => crypto.randomUUID()))(),
      seq: this.#nextSeq(),
      kind: input.kind,
      path: input.path,
      body: input.body,
      label: input.label,
      createdAt: (this.#options.now?.() ?? new Date()).toISOString(),
      state: 'pending',
      attempts: 0,
    };
    await this.#options.store.put(command);
    this.#commands.push(command);
    this.#scheduleKick();
    return command;
  }

  /** Publishes the line and drains it when `scheduleDrain` says (once for all scans meanwhile). */
  #scheduleKick(): void {
    if (this.#kickScheduled) return;
    this.#kickScheduled = true;
    const kick = () => {
      this.#kickScheduled = false;
      this.#publish();
      void this.drain();
    };
    if (this.#options.scheduleDrain) this.#options.scheduleDrain(kick);
    else kick();
  }

  /** A parked command back into the line, at its end (same key: the server decides afresh). */
  async retry(id: string): Promise<void> {
    const command = this.#commands.find((c) => c.id === id);
    if (command?.state !== 'parked') return;
    const { refusal: _refusal, ...rest } = command;
    await this.#replace({ ...rest, state: 'pending', seq: this.#nextSeq(), attempts: 0 });
    void this.drain();
  }

  /** Drops a parked command: the worker has dealt with it another way. */
  async discard(id: string): Promise<void> {
    const command = this.#commands.find((c) => c.id === id);
    if (command?.state !== 'parked') return;
    await this.#options.store.delete(id);
    this.#commands = this.#commands.filter((c) => c.id !== id);
    this.#publish();
  }

  /** The browser is online again: the stalled head goes at once instead of after its backoff. */
  wake(): void {
    if (this.#timer !== null) {
      (this.#options.clearTimer ?? clearTimeout)(this.#timer as ReturnType<typeof setTimeout>);
      this.#timer = null;
    }
    void this.drain();
  }

  /** Sends pending commands in order until the line is empty or stalls. */
  async drain(): Promise<void> {
    if (this.#sending || this.#loading || this.#timer !== null) return;
    this.#sending = true;
    this.#publish();
    try {
      for (;;) {
        const head = this.#pending()[0];
        if (!head) {
          this.#stalled = false;
          break;
        }
        let outcome: SendOutcome;
        try {
          outcome = await this.#options.send(head);
        } catch {
          outcome = { type: 'retry' };
        }
        if (outcome.type === 'done') {
          await this.#options.store.delete(head.id);
          this.#commands = this.#commands.filter((c) => c.id !== head.id);
          this.#stalled = false;
          this.#publish();
          this.#options.onDone?.(head);
          continue;
        }
        if (outcome.type === 'refused') {
          const parked: QueuedCommand = {
            ...head,
            state: 'parked',
            attempts: head.attempts + 1,
            refusal: { code: outcome.code, message: outcome.message },
          };
          await this.#replace(parked);
          this.#options.onRefused?.(parked);
          continue;
        }
        const attempts = head.attempts + 1;
        await this.#replace({ ...head, attempts });
        this.#stalled = true;
        this.#timer = (this.#options.setTimer ?? setTimeout)(
          () => {
            this.#timer = null;
            void this.drain();
          },
          backoffMs(attempts, outcome.afterSeconds),
        );
        break;
      }
    } finally {
      this.#sending = false;
      this.#publish();
    }
  }

  #pending(): QueuedCommand[] {
    return this.#commands.filter((c) => c.state === 'pending').sort((a, b) => a.seq - b.seq);
  }

  #nextSeq(): number {
    return this.#commands.reduce((max, c) => Math.max(max, c.seq), Date.now()) + 1;
  }

  async #replace(command: QueuedCommand): Promise<void> {
    await this.#options.store.put(command);
    this.#commands = this.#commands.map((c) => (c.id === command.id ? command : c));
    this.#publish();
  }

  #publish(): void {
    const sorted = [...this.#commands].sort((a, b) => a.seq - b.seq);
    this.#snapshot = {
      pending: sorted.filter((c) => c.state === 'pending'),
      parked: sorted.filter((c) => c.state === 'parked'),
      sending: this.#sending,
      stalled: this.#stalled,
    };
    for (const listener of this.#listeners) listener();
  }
}
