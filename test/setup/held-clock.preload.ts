/**
 * Loaded into a server started as its own process (`runProgram(..., { preload: [this file] })`), in
 * place of `holdClock` for an app in the spec's own process: the server's `Clock` stands still at
 * the instant the process started, and moves only when the spec sends `{ clock: 'advance', ms }`
 * over the process's IPC channel; it answers `{ clock: 'advanced', id }` once the new time is in
 * force, so the spec's next request runs at it. The server's own code is untouched: every module
 * shares the one `Clock` class, whose readings are replaced here before the app is built. That class
 * is the build's (TEST_BUILD_DIR), the very module the server loads, not this file's TypeScript twin.
 */
import { join } from 'node:path';
import type { Clock as ClockClass } from '../../src/common/time/clock';
import { BUILD_ENV } from './build-once';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { Clock } = require(join(process.env[BUILD_ENV] ?? '', 'common', 'time', 'clock.js')) as { Clock: typeof ClockClass };

export interface AdvanceClock {
  clock: 'advance';
  id: number;
  ms: number;
}

let wall = Date.now();
let elapsed = Math.floor(performance.now()); // whole milliseconds, so that steps add up exactly
Clock.prototype.now = () => wall;
Clock.prototype.monotonic = () => elapsed;

process.on('message', (message: Partial<AdvanceClock>) => {
  if (message?.clock !== 'advance' || typeof message.ms !== 'number') return;
  wall += message.ms;
  elapsed += message.ms;
  process.send?.({ clock: 'advanced', id: message.id });
});
// The channel must not keep a server alive that is otherwise done (it exits on SIGTERM by itself).
process.channel?.unref();
