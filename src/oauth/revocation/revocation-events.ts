import { Global, Injectable, Module } from '@nestjs/common';

/**
 * Announces, within this process, that some access tokens may have stopped being valid (a grant or
 * token revoked, a client suspended, sent back to review or deleted). Caches of token lookups
 * listen, so a revocation handled by this instance takes effect here at once.
 */
@Injectable()
export class RevocationEvents {
  private readonly listeners: (() => void)[] = [];

  onRevocation(listener: () => void): void {
    this.listeners.push(listener);
  }

  revoked(): void {
    for (const listener of this.listeners) listener();
  }
}

@Global()
@Module({ providers: [RevocationEvents], exports: [RevocationEvents] })
export class RevocationModule {}
