// assets/relays.mjs in Node, with a fake Nostr client whose relays take or refuse each event
// when the scenario says so (tests/unit/test_relay_client.py asserts on what this prints).
//
//   node tests/node/relay_client.mjs
//
// Prints ONE JSON object on stdout: for each scenario, the hops of the events published (in
// order, decrypted), their created_at, the subscriptions made per relay, and every relayStatus
// the module told Python ({connected, waiting, settled}).

const RETRY_MS = 20;  // the module's retry, made short (window.__mtRelayRetryMs)
const pause = (ms) => new Promise((done) => setTimeout(done, ms));
async function until(check) {  // (encrypting takes a moment)
  for (let i = 0; i < 500 && !check(); i += 1) await pause(2);
  if (!check()) throw new Error("waited in vain: " + check);
}

let sent = [];   // {url, event, resolve, reject}: each event given to a relay, in order
let subs = [];   // {urls, params, closed}
let told = [];   // the relayStatus calls
let connected = 0;

class FakePool {
  constructor(opts) { this.opts = opts; }
  subscribeMany(urls, filter, params) {
    const sub = { urls, filter, params, closed: false,
      close() { if (!sub.closed) { sub.closed = true; params.onclose?.(["closed by caller"]); } } };
    subs.push(sub);
    return sub;
  }
  publish(urls, event) {
    return urls.map((url) => new Promise((resolve, reject) => sent.push({ url, event, resolve, reject })));
  }
  querySync() { return Promise.resolve([]); }
  listConnectionStatus() { return new Map(current.urls.map((url, i) => [url, i < connected])); }
  destroy() {}
}
let serial = 0;
const storage = new Map();
globalThis.window = globalThis;
Object.assign(globalThis, {
  document: { hidden: false, title: "", addEventListener() {} },
  localStorage: { getItem: (k) => storage.get(k) ?? null, setItem: (k, v) => storage.set(k, String(v)) },
  NostrTools: {
    SimplePool: FakePool,
    generateSecretKey: () => new Uint8Array(32).fill(7),
    finalizeEvent: (template) => ({ ...template, id: (++serial).toString(16).padStart(64, "0"), pubkey: "p", sig: "s" }),
  },
  __mtLiveCall: (method, args) => { if (method === "relayStatus") told.push(args); return null; },
  __mtRelayRetryMs: RETRY_MS,
  __mtRelayAskMs: 3_600_000,
});

const { unseal } = await import("../../assets/relays.mjs");
const KEY = Buffer.alloc(32, 3).toString("base64");
const aes = await crypto.subtle.importKey("raw", Buffer.alloc(32, 3), "AES-GCM", false, ["decrypt"]);
let current = null;

// A channel opened afresh (its own topic), with what the fake relays saw so far cleared.
async function open(name, urls = ["ws://one"]) {
  sent = []; subs = []; told = []; connected = 1;
  current = { urls, topic: name.padEnd(32, "0").slice(0, 32) };
  await window.__mtRelaysOpen(JSON.stringify({ ...current, key: KEY }));
}

async function trace() {
  await pause(RETRY_MS * 4);
  const ad = new TextEncoder().encode(current.topic);
  const events = [];
  for (const { event } of sent) events.push({ hop: await unseal(aes, ad, event.content), created_at: event.created_at });
  return { events, subs: subs.map((s) => ({ urls: s.urls, closed: s.closed })), waiting: told.map((t) => t.waiting) };
}

const out = {};

// The audit's case: hops 1 and 2 in flight, 2 refused first, then 1: only hop 2 goes again.
await open("overlap");
window.__mtRelayPublish("h1");
await until(() => sent.length === 1);  // hop 1 is with the relays
window.__mtRelayPublish("h2");
await until(() => sent.length === 2);
sent[1].reject(new Error("refused"));
await pause(1);
sent[0].reject(new Error("refused"));
out.overlap = await trace();
sent.at(-1).resolve("");  // a relay takes the newest hop at last
out.overlap.after = await trace();

// Hop 1 acknowledged after hop 2 was published: still waiting, for hop 2.
await open("older-acked");
window.__mtRelayPublish("h1");
await until(() => sent.length === 1);  // hop 1 is with the relays
window.__mtRelayPublish("h2");
await until(() => sent.length === 2);
sent[0].resolve("");
out.older_acked = await trace();
sent[1].resolve("");
out.older_acked.after = await trace();

// Hop 2 acknowledged, then hop 1 refused: nothing is sent again, nothing waits.
await open("newer-acked");
window.__mtRelayPublish("h1");
await until(() => sent.length === 1);  // hop 1 is with the relays
window.__mtRelayPublish("h2");
await until(() => sent.length === 2);
sent[1].resolve("");
await pause(1);
sent[0].reject(new Error("refused"));
out.newer_acked = await trace();

// A hop refused three times is sent again each time, as a new event, until a relay takes it.
await open("retries");
window.__mtRelayPublish("h1");
for (let i = 0; i < 3; i += 1) {
  await until(() => sent.length === i + 1);
  sent.at(-1).reject(new Error("no connection"));
}
await until(() => sent.length === 4);
sent.at(-1).resolve("");
out.retries = await trace();

// Two relays, one subscription each; one relay's connection is lost: that relay alone is asked
// again; once the channel is closed, nothing is asked any more.
await open("listen", ["ws://one", "ws://two"]);
subs[1].params.onclose(["relay connection closed"]);
out.listen = await trace();
window.__mtRelaysClose();
subs.at(-1).params.onclose(["relay connection closed"]);
out.listen.closed = await trace();

// Hop 2 published while hop 1 was being encrypted: hop 1 never goes out.
await open("superseded");
window.__mtRelayPublish("h1");
window.__mtRelayPublish("h2");
await until(() => sent.length === 1);
await pause(RETRY_MS);
sent[0].resolve("");
out.superseded = await trace();

// A hop published while the client is still loading goes once it is ready.
sent = []; subs = []; told = [];
current = { urls: ["ws://one"], topic: "early".padEnd(32, "0") };
const opening = window.__mtRelaysOpen(JSON.stringify({ ...current, key: KEY }));
window.__mtRelayPublish("h1");
await opening;
await until(() => sent.length === 1);
sent[0].resolve("");
out.early = await trace();

// The same game opened anew (a page reloaded) after three quick hops: its next event comes after
// the last one it sent, though that one was dated ahead of the clock.
await open("reopened");
for (const hop of ["h1", "h2", "h3"]) {
  window.__mtRelayPublish(hop);
  await until(() => sent.length === Number(hop[1]));
  sent.at(-1).resolve("");
}
const before = (await trace()).events.map((e) => e.created_at);
window.__mtRelaysClose();
await open("reopened");
window.__mtRelayPublish("h4");
await until(() => sent.length === 1);
out.reopened = { before, after: (await trace()).events.map((e) => e.created_at) };

process.stdout.write(JSON.stringify(out) + "\n");
process.exit(0);
