import { Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { InjectCommander } from 'nest-commander';

/** How the CLI is run, as help and usage lines should say it. */
export const CLI_NAME = 'npm run cli --';

/**
 * Names the program in help and usage lines (`Usage: npm run cli -- users:create [options]`).
 * Commander would otherwise take the name of the script file it runs, `main`, which is not a
 * command anyone can type.
 */
@Injectable()
export class ProgramName implements OnApplicationBootstrap {
  constructor(@InjectCommander() private readonly root: { name(name: string): unknown }) {}

  onApplicationBootstrap(): void {
    this.root.name(CLI_NAME);
  }
}
