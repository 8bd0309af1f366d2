// Imported first by the build's Node scripts that run Pyodide (tools/make_bytecode.mjs,
// tools/make_snapshot.mjs), so that the same sources give the same bytes, every build.
//
// Everything Python and Pyodide would draw from the outside world is fixed: the entropy (string
// hashing's key, which orders sets and so the constants in bytecode; the first seed of `random`;
// the allocator's keys: in Node Pyodide fills these through node:crypto's randomFillSync) comes
// from a counter-mode SHA-256 stream with a fixed key; the wall clock (file times in Pyodide's
// file system, `time.time()`) stands still at 2020-01-01; the monotonic one
// (`time.monotonic()`, the allocator's fallback seed) ticks by 1 µs per call. A page that
// restores the snapshot draws a fresh seed for `random` (assets/loader.mjs).
//
// Nor may the build's folder enter the bytes: in Node, Pyodide names the program after
// process.argv[1], the absolute path of the script run (Python's argv[0] and the `_` environment
// variable, both in the snapshot), so a checkout in another folder would shift the whole heap.
// The program is named as in a page, "./this.program"; the scripts' own arguments stay.
import nodeCrypto from "node:crypto";

if (process.argv.length > 1) process.argv[1] = "./this.program";

let entropyBlock = 0;
nodeCrypto.randomFillSync = (view, offset = 0, size) => {
  const bytes = new Uint8Array(view.buffer, view.byteOffset, view.byteLength);
  const end = size === undefined ? bytes.length : offset + size;
  for (let at = offset; at < end; entropyBlock++) {
    const block = nodeCrypto.createHash("sha256").update(`mingtable-build ${entropyBlock}`).digest();
    for (let i = 0; i < block.length && at < end; i++) bytes[at++] = block[i];
  }
  return view;
};
const FIXED_NOW = Date.UTC(2020, 0, 1);
Date.now = () => FIXED_NOW;
let ticks = 0;
performance.now = () => ++ticks / 1000;
