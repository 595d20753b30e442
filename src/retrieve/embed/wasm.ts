/**
 * The few WebAssembly JS API types the SIMD kernel uses. The project compiles without the DOM library, and
 * @types/node 20 does not declare the `WebAssembly` global, so they are declared here and taken from globalThis.
 */
export interface WasmMemory {
  readonly buffer: SharedArrayBuffer | ArrayBuffer;
  grow(pages: number): number;
}
export type WasmModule = object;
export interface WasmInstance {
  readonly exports: Record<string, unknown>;
}

interface WasmApi {
  Memory: new (d: { initial: number; maximum?: number; shared?: boolean }) => WasmMemory;
  Module: new (bytes: Uint8Array) => WasmModule;
  Instance: new (m: WasmModule, imports: Record<string, Record<string, unknown>>) => WasmInstance;
  validate(bytes: Uint8Array): boolean;
}

export const wasm = (globalThis as unknown as { WebAssembly: WasmApi }).WebAssembly;
