/**
 * How big an image may be, in pixels, checked on the header before decoding allocates anything. A
 * 1 MiB file can declare 65535×65535 pixels (4.3 billion, 17 GB decoded); such files fail at once.
 * 40 megapixels still takes a 600-dpi scan of a Letter page (5100×6600, 33.7 MP).
 */
export const maxPixels = 40_000_000;
/** jpeg-js's own ceiling on what it allocates while decoding. */
export const maxDecodeMemoryMb = 512;
