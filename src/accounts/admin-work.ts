import { Injectable } from '@nestjs/common';

/** What waits for administrators behind one settings link (its `href`), in a few words: "3 waiting for review". */
export type AdminWorkReader = () => Promise<Record<string, string>>;

/**
 * The administration links on the settings index and the home page say how much waits behind
 * them, so an administrator sees a review queue filling without opening it. Accounts knows nothing
 * of what waits: each feature registers how to count its own (the client review, today).
 */
@Injectable()
export class AdminWork {
  private readonly readers: AdminWorkReader[] = [];

  register(reader: AdminWorkReader): void {
    this.readers.push(reader);
  }

  async notes(): Promise<Record<string, string>> {
    const all = await Promise.all(this.readers.map((read) => read()));
    return Object.assign({}, ...all) as Record<string, string>;
  }
}
