/**
 * How deeply a JSON body may nest. No DTO of ours goes past a handful of levels; the validation
 * library walks bodies recursively, so thousands of levels (`[[[[...`) would overflow its stack
 * and surface as a 500. Refusing them right after parsing keeps that input away from any code.
 */
export const MAX_BODY_DEPTH = 32;

/** Whether `value` nests deeper than `max` levels of arrays or objects. Iterative: it cannot overflow itself. */
export function nestsDeeperThan(value: unknown, max: number): boolean {
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [current, depth] = stack.pop()!;
    if (current === null || typeof current !== 'object') continue;
    if (depth >= max) return true;
    for (const child of Object.values(current)) {
      if (child !== null && typeof child === 'object') stack.push([child, depth + 1]);
    }
  }
  return false;
}
