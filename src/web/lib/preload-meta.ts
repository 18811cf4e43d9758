/**
 * The meta element in which a rendered page names its screen's chunks, for src/web/boot.ts to preload after the
 * first paint. A module of its own, so the boot script carries it without loading anything else.
 */
export const PRELOAD_META = 'es-preload';
