/**
 * Calls `act` with what `find` answers once it answers something, looking once per frame for up to
 * `frames` frames, else with null. The forms' errors reach the page with React's next commit, which
 * comes a frame later when the first check had to load its code first (./lazy-checks).
 */
export function whenShown<T>(find: () => T | null | undefined, act: (found: T | null) => void, frames = 10): void {
  let left = frames;
  const look = () => {
    const found = find();
    if (found) act(found);
    else if (--left > 0) window.requestAnimationFrame(look);
    else act(null);
  };
  window.requestAnimationFrame(look);
}
