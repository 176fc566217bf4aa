/**
 * One `Location` header per answer. Next.js 16.4.5 sends a slug redirect's `Location` twice on its
 * first, uncached render (app-render sets it on the response, and the cache entry's headers, which
 * the handler appends, carry it again); Node's fetch then reads one joined, invalid URL. Before the
 * head goes out, the edge keeps the first value.
 *
 * @param {import('node:http').ServerResponse} res
 */
export function oneLocation(res) {
  const writeHead = res.writeHead;
  // @ts-expect-error: the overloads of writeHead are passed through unchanged
  res.writeHead = function (...args) {
    const location = res.getHeader('location');
    if (Array.isArray(location) && location.length > 1) res.setHeader('location', location[0]);
    return writeHead.apply(res, args);
  };
}
