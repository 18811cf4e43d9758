/** Types of scripts/server-build.js (plain JavaScript, so that `npm start` needs no TypeScript loader). */
export declare const ROOT: string;
export declare const SERVER_BUILD: string;
export declare function newestMtime(path: string): number;
export declare function isStale(output: string, inputs: string[]): boolean;
export declare function serverIsStale(): boolean;
export declare function buildServer(outfile?: string): Promise<void>;
