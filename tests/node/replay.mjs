// Replay Ming Table records under real Pyodide in Node (the browser's Python, without a browser).
//
//   node tests/node/replay.mjs RECORD.json [RECORD.json ...]
//
// Loads the engine from py/mingtable into Pyodide's file system, replays each record with
// mingtable.load and prints ONE JSON object on stdout:
//   {"<path>": {"hash": "<sha256 of the final state>", "scores": [...] | null}, ...}
// A record that fails to load gets {"error": "<message>"} instead, and the exit status is 1.
// Python's own output goes to stderr so stdout stays parseable.
import { readFileSync, readdirSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { loadPyodide } from "pyodide";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..", "..");
const ENGINE = join(ROOT, "py", "mingtable");
const HOME = "/home/pyodide";

function* walk(dir) {
  for (const name of readdirSync(dir).sort()) {
    if (name === "__pycache__") continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* walk(path);
    else if (!name.endsWith(".pyc")) yield path;
  }
}

const paths = process.argv.slice(2);
if (paths.length === 0) {
  process.stderr.write("usage: node tests/node/replay.mjs RECORD.json [...]\n");
  process.exit(2);
}

const toStderr = (line) => process.stderr.write(line + "\n");
// MINGTABLE_STDLIB: another standard library zip (dist's, tests/unit/test_stdlib_zip.py).
const stdlib = process.env.MINGTABLE_STDLIB ? { stdLibURL: resolve(process.env.MINGTABLE_STDLIB) } : {};
const pyodide = await loadPyodide({ stdout: toStderr, stderr: toStderr, ...stdlib });

for (const file of walk(ENGINE)) {
  const target = `${HOME}/mingtable/${relative(ENGINE, file).split("\\").join("/")}`;
  pyodide.FS.mkdirTree(target.slice(0, target.lastIndexOf("/")));
  pyodide.FS.writeFile(target, readFileSync(file));
}

pyodide.runPython(`
import json, sys
if ${JSON.stringify(HOME)} not in sys.path:
    sys.path.insert(0, ${JSON.stringify(HOME)})
import mingtable

def _replay(text):
    data = json.loads(text)
    # A golden file is a record, or an object that holds one under "record".
    if isinstance(data, dict) and "format" not in data and isinstance(data.get("record"), dict):
        data = data["record"]
    m = mingtable.load(data)
    out = m.outcome
    return json.dumps({"hash": m.state_hash(), "scores": None if out is None else out["scores"]})
`);
const replay = pyodide.globals.get("_replay");

const results = {};
let failed = false;
for (const path of paths) {
  try {
    results[path] = JSON.parse(replay(readFileSync(path, "utf8")));
  } catch (err) {
    failed = true;
    results[path] = { error: String(err && err.message ? err.message : err).slice(-2000) };
  }
}
replay.destroy();
process.stdout.write(JSON.stringify(results) + "\n");
process.exit(failed ? 1 : 0);
