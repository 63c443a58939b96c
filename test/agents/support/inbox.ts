/**
 * Things that arrive one at a time from a program the spec does not control (lines it prints,
 * addresses it opens in a "browser"), taken in order. A take waits at most `ms`, and fails at once
 * when the source is closed (the program exited), with what the spec was waiting for and why it
 * will never come.
 */
export class Inbox<T> {
  private readonly items: T[] = [];
  private readonly waiting: { resolve(value: T): void; reject(error: Error): void }[] = [];
  private closed?: string;

  put(item: T): void {
    const waiter = this.waiting.shift();
    if (waiter) waiter.resolve(item);
    else this.items.push(item);
  }

  close(reason: string): void {
    this.closed ??= reason;
    for (const waiter of this.waiting.splice(0)) waiter.reject(new Error(reason));
  }

  /** Whatever arrived and was not taken. */
  get unread(): readonly T[] {
    return this.items;
  }

  /** The next item, waiting at most `ms`; `signal` withdraws the wait (its item then stays for the next take). */
  take(what: string, ms = 30_000, signal?: AbortSignal): Promise<T> {
    if (this.items.length > 0) return Promise.resolve(this.items.shift()!);
    if (this.closed !== undefined) return Promise.reject(new Error(`Waiting for ${what}: ${this.closed}`));
    return new Promise<T>((resolve, reject) => {
      const settle = (error?: Error) => {
        clearTimeout(timer);
        signal?.removeEventListener('abort', withdraw);
        const at = this.waiting.indexOf(waiter);
        if (at !== -1) this.waiting.splice(at, 1);
        if (error) reject(error);
      };
      const withdraw = () => settle(new Error(`Stopped waiting for ${what}`));
      const timer = setTimeout(() => settle(new Error(`Waited ${ms} ms for ${what}; nothing came`)), ms);
      const waiter = {
        resolve: (value: T) => (settle(), resolve(value)),
        reject: (error: Error) => settle(new Error(`Waiting for ${what}: ${error.message}`)),
      };
      this.waiting.push(waiter);
      signal?.addEventListener('abort', withdraw);
    });
  }
}
