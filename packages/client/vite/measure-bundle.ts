import { gzipSync } from 'node:zlib';

/** The parts of a Rollup/Rolldown output chunk the measurement reads. */
export interface ChunkLike {
  readonly type: 'chunk';
  readonly name: string;
  readonly fileName: string;
  readonly isEntry: boolean;
  /** Static imports: what the browser fetches before the chunk runs. */
  readonly imports: readonly string[];
  readonly code: string;
}

/** Any file of the output; only chunks are JavaScript. */
export type OutputFileLike = ChunkLike | { readonly type: 'asset'; readonly fileName: string };

export interface MeasuredChunk {
  readonly name: string;
  readonly fileName: string;
  /** Minified bytes. */
  readonly bytes: number;
  /** Gzipped bytes (level 9, as the build precompresses them). */
  readonly gzipBytes: number;
  /** True when the first page load fetches it: the entry and what it imports statically. */
  readonly initial: boolean;
}

export interface BundleMeasurement {
  /** Every JavaScript chunk, largest (gzipped) first. */
  readonly chunks: readonly MeasuredChunk[];
  /** The sum over the initial chunks, gzipped. */
  readonly initialGzipBytes: number;
  readonly initialBytes: number;
}

export const gzipSize = (code: string | Uint8Array): number => gzipSync(code, { level: 9 }).length;

/**
 * Sizes of a build's JavaScript: each chunk minified and gzipped, and what a first visit downloads
 * before anything renders — the entry chunks and, transitively, their static imports (the
 * `modulepreload` links of index.html). Lazy routes and other dynamic imports are not initial.
 */
export function measureBundle(files: Iterable<OutputFileLike>): BundleMeasurement {
  const chunks = new Map<string, ChunkLike>();
  for (const file of files) if (file.type === 'chunk') chunks.set(file.fileName, file);

  const initial = new Set<string>();
  const visit = (fileName: string) => {
    if (initial.has(fileName)) return;
    const chunk = chunks.get(fileName);
    if (!chunk) return;
    initial.add(fileName);
    for (const imported of chunk.imports) visit(imported);
  };
  for (const chunk of chunks.values()) if (chunk.isEntry) visit(chunk.fileName);

  const measured = [...chunks.values()]
    .map((chunk) => ({
      name: chunk.name,
      fileName: chunk.fileName,
      bytes: Buffer.byteLength(chunk.code),
      gzipBytes: gzipSize(chunk.code),
      initial: initial.has(chunk.fileName),
    }))
    .sort((a, b) => b.gzipBytes - a.gzipBytes);
  const initialChunks = measured.filter((chunk) => chunk.initial);
  return {
    chunks: measured,
    initialGzipBytes: initialChunks.reduce((sum, chunk) => sum + chunk.gzipBytes, 0),
    initialBytes: initialChunks.reduce((sum, chunk) => sum + chunk.bytes, 0),
  };
}

/** `152.3 kB` (1 kB = 1000 bytes, as Vite prints sizes). */
export const formatKb = (bytes: number): string => `${(bytes / 1000).toFixed(1)} kB`;
