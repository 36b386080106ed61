// Types of sizes.mjs for the budget tests that share it (the SDK's subpaths, the site's routes and partner bundles).
export declare const gzipSize: (bytes: Uint8Array) => number;
export declare const kB: (bytes: number) => string;
/** What loads first (`raw`, `gzip`) and each chunk imported on demand (`lazy`). */
export declare function bundledSize(
  entry: string,
  external?: string[],
): Promise<{ raw: number; gzip: number; lazy: { file: string; raw: number; gzip: number }[] }>;
export declare function sdkSubpaths(): { subpath: string; file: string }[];
export declare const PARTNER_BUNDLES: Record<string, string>;
export declare function partnerFirstLoad(source: string, dir?: string): Promise<number>;
export declare const FLOOR_BUNDLES: Record<string, string>;
export declare const FLOOR_DIR: string;
export declare function staticClosure(entryFiles: string[]): string[];
export declare const ROUTES: string[];
export interface RouteSize {
  route: string;
  status: number;
  /** JS files loaded before anything runs. */
  files: number;
  /** Their gzip bytes, inline scripts included. */
  js: number;
  /** The page's HTML, gzip bytes. */
  html: number;
}
export declare function routeSizes(routes?: string[]): Promise<RouteSize[]>;
export declare function printTable(title: string, rows: unknown[][], columns: string[]): void;
