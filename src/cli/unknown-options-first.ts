import { Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { InjectCommander } from 'nest-commander';

/** The part of a commander `Command` this needs (commander is nest-commander's, not ours). */
interface ParsingCommand {
  readonly commands: readonly ParsingCommand[];
  parseOptions(argv: string[]): { operands: string[]; unknown: string[] };
  unknownOption(flag: string): void;
  /** Commander leaves its help flags among the unknown arguments, and answers them itself next. */
  readonly _helpLongFlag?: string;
  readonly _helpShortFlag?: string;
}

/**
 * Reports a misspelled option as what it is. Commander checks for missing required options before
 * it checks for unknown ones, so `users:create --emial a@b.c` said "required option '--email' not
 * specified" instead of "unknown option '--emial' (Did you mean --email?)". Each command's options
 * are parsed once, by commander; this only makes the unknown-option check, commander's own
 * (`unknownOption`, which allows what the command allows), run as soon as they are parsed.
 */
@Injectable()
export class UnknownOptionsFirst implements OnApplicationBootstrap {
  constructor(@InjectCommander() private readonly root: ParsingCommand) {}

  onApplicationBootstrap(): void {
    for (const command of this.root.commands) {
      const parseOptions = command.parseOptions.bind(command);
      command.parseOptions = (argv) => {
        const parsed = parseOptions(argv);
        const help = [command._helpLongFlag ?? '--help', command._helpShortFlag ?? '-h'];
        // Commander puts the first unknown option, and all that follows it, in `unknown`; a help
        // flag there is left to commander, which prints the command's help.
        if (parsed.unknown.length > 0 && !parsed.unknown.some((arg) => help.includes(arg))) command.unknownOption(parsed.unknown[0]);
        return parsed;
      };
    }
  }
}
