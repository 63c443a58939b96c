/**
 * Failure limits count in fixed windows aligned on the clock (a minute, a quarter hour). A spec
 * that needs its attempts to fall into one window waits, if necessary, until a window has at
 * least `neededSeconds` left, so a boundary cannot split its attempts in two.
 */
export async function awayFromWindowEdge(windowSeconds: number, neededSeconds = 15): Promise<void> {
  const remaining = windowSeconds - ((Date.now() / 1000) % windowSeconds);
  if (remaining < neededSeconds) await new Promise((r) => setTimeout(r, remaining * 1000 + 50));
}
