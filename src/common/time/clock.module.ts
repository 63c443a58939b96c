import { Module } from '@nestjs/common';
import { Clock } from './clock';

/**
 * One `Clock` for the whole app: every module that enforces a window imports this module, and
 * Nest makes one instance of it, so a spec that sets the time sets it everywhere at once.
 */
@Module({ providers: [Clock], exports: [Clock] })
export class ClockModule {}
