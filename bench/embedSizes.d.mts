// Types for bench/embedSizes.mjs, for the budget test in packages/embed.
export interface EmbedSizes {
  /** gzip bytes of the runtime (entry, runtime file, what they import, tr's catalogue), with its widgets' styles. */
  runtime: number;
  runtimeFiles: number;
  /** Per element: its gzip bytes beyond the runtime, and beyond the runtime and the betslip. */
  elements: { element: string; gzip: number; further: number; files: number }[];
  /** gzip bytes of a page with every element: the runtime and all their chunks, each once. */
  everything: number;
  everythingFiles: number;
}
export declare function embedSizes(): EmbedSizes;
export declare function printEmbedSizes(): void;
