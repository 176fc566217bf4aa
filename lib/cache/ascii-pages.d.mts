/** Types of ./ascii-pages.mjs (plain JavaScript, loaded by Next.js at run time) for the tests. */
export const APP_PAGE_KIND: 'APP_PAGE';
export function asciiHtml(html: string): string;
interface Handler {
  set(key: string, data: unknown, ctx?: object): Promise<void>;
}
export function withAsciiPages<B extends new (...args: never[]) => Handler>(Base: B): B;
