// Ming Table: the live table's transport (web/live.py). One WebRTC data channel per guest,
// signalled by links: the host's offer goes in the invitation, the guest's answer in its
// reply. Or, when the person chose a signaling server, through the PeerJS server (the client
// vendor/peerjs.min.js, loaded only then): the host registers under its peer id, a guest
// connects to that id. ICE servers only when the person gave some (iceServers: []: this
// network's own addresses, no other host contacted). Python calls window.__mtLiveOffer /
// Answer / Accept / PeerHost / PeerJoin / Send / Close; this module reports back through
// window.__mtLiveCall (assets/mingtable.js). Or through open Nostr relays (below).

import { closePool, keepListening, loadTools, seal, unseal } from "./relays.mjs";

const peers = new Map();  // connection -> { pc, channel }
const GATHER_MS = 5000;   // a candidate list is sent as it stands after this long

// Every message this page received, in order (the tests check them for other seats' secrets),
// when each arrived and when the page had taken each in (epoch ms: tests/bench/live_latency.py).
window.__mtLiveReceived = [];
window.__mtLiveArrived = [];
window.__mtLiveTimes = [];

function py(method, args) {
  try { return window.__mtLiveCall(method, args); } catch (err) { console.error(err); return null; }
}

function iceConfig(iceJson) {
  let servers = [];
  try { servers = JSON.parse(iceJson || "[]"); } catch (err) { servers = []; }
  return { iceServers: Array.isArray(servers) ? servers : [] };
}

// Resolves once the candidates are gathered (the link carries them: no trickle).
function gathered(pc) {
  return new Promise((resolve) => {
    if (pc.iceGatheringState === "complete") { resolve(); return; }
    const timer = setTimeout(resolve, GATHER_MS);
    pc.addEventListener("icegatheringstatechange", () => {
      if (pc.iceGatheringState === "complete") { clearTimeout(timer); resolve(); }
    });
  });
}

// A message from a guest reaches Python in order; a hello only once WebCrypto has checked its
// device's signature, which Python reads from "verified" (set here on every hello, whatever
// the guest wrote). The signed text is "mingtable-live-hello", the game's id and the seat.
const inbox = new Map();  // connection -> the promise of its last message taken in
function received(conn, text) {
  window.__mtLiveReceived.push(text);
  window.__mtLiveArrived.push(performance.timeOrigin + performance.now());
  const take = async () => {
    let message = text;
    let msg = null;
    try { msg = JSON.parse(text); } catch (err) { msg = null; }
    if (msg && typeof msg === "object" && msg.type === "hello") {
      const data = new TextEncoder().encode("mingtable-live-hello\0" + String(msg.id) + "\0" + String(msg.seat));
      let verified = false;
      try {
        const b64 = btoa(String.fromCharCode(...data)).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
        verified = typeof msg.device === "string" && typeof msg.sig === "string" &&
          await window.__mtVerify(msg.device, b64, msg.sig);
      } catch (err) { verified = false; }
      message = JSON.stringify({ ...msg, verified });
    }
    py("liveMessage", { conn, text: message });
    window.__mtLiveTimes.push(performance.timeOrigin + performance.now());
  };
  const next = (inbox.get(conn) || Promise.resolve()).then(take, take);
  inbox.set(conn, next);
}

// A guest's hello, signed by this device's key (assets/mingtable.js) before it is sent.
window.__mtLiveHello = (conn, text, data) => {
  window.__mtDeviceSign(data).then(({ public: device, signature }) => {
    window.__mtLiveSend(conn, JSON.stringify({ ...JSON.parse(text), device, sig: signature }));
  }).catch((err) => console.error(err));
};

function wire(conn, channel) {
  const peer = peers.get(conn);
  if (!peer) return;
  peer.channel = channel;
  channel.onopen = () => py("liveOpen", { conn });
  channel.onclose = () => { if (peers.get(conn) === peer) py("liveClosed", { conn }); };
  channel.onmessage = (event) => {
    if (typeof event.data === "string") received(conn, event.data);
  };
}

function open(conn, iceJson) {
  close(conn);
  const pc = new RTCPeerConnection(iceConfig(iceJson));
  const peer = { pc, channel: null };
  peers.set(conn, peer);
  pc.addEventListener("connectionstatechange", () => {
    if (pc.connectionState === "failed" && peers.get(conn) === peer) py("liveClosed", { conn });
  });
  return pc;
}

// A connection closed by this page (Python hears nothing of it). The data channel's closing sends
// what it holds first (a "bye" just sent), so the connection under it closes once the channel
// has (or after CLOSE_MS).
const CLOSE_MS = 2000;
function close(conn) {
  const peer = peers.get(conn);
  if (!peer) return;
  peers.delete(conn);
  try {
    if (peer.dc) peer.dc.close();
    else if (peer.channel && peer.channel.readyState === "open") {
      const done = () => { try { peer.pc.close(); } catch (err) { /* closed already */ } };
      peer.channel.addEventListener("close", done);
      setTimeout(done, CLOSE_MS);
      peer.channel.close();
    } else { if (peer.channel) peer.channel.close(); peer.pc.close(); }
  } catch (err) { console.error(err); }
}

// --- through a PeerJS server ------------------------------------------------------------------
let peerJs = null;      // the client's Peer class, once loaded
let ownPeer = null;     // this page's registration at the server (host or guest)
let peerCount = 0;

function loadPeerJs() {
  if (!peerJs) {
    peerJs = new Promise((resolve, reject) => {
      const script = document.createElement("script");
      script.src = new URL("../vendor/peerjs.min.js", import.meta.url).href;
      script.onload = () => (window.peerjs ? resolve(window.peerjs.Peer) : reject(new Error("peerjs")));
      script.onerror = () => { peerJs = null; reject(new Error("peerjs could not be loaded")); };
      document.head.appendChild(script);
    });
  }
  return peerJs;
}

// A connection of the PeerJS client (raw strings, as the links' channel carries them).
function wirePeer(conn, dc) {
  const peer = { dc };
  peers.set(conn, peer);
  dc.on("open", () => py("liveOpen", { conn }));
  dc.on("close", () => { if (peers.get(conn) === peer) { peers.delete(conn); py("liveClosed", { conn }); } });
  dc.on("error", (err) => console.error(err));
  dc.on("data", (data) => {
    if (typeof data === "string") received(conn, data);
  });
}

// A Peer at the chosen server (never the client's default cloud server or its default STUN and
// TURN servers: host, port, path, secure and the ICE servers are always given).
async function register(id, serverJson, iceJson) {
  const Peer = await loadPeerJs();
  closeOwnPeer();
  const server = JSON.parse(serverJson);
  const peer = new Peer(id, { host: server.host, port: server.port, path: server.path, secure: server.secure,
                              key: "peerjs", config: iceConfig(iceJson), debug: 0 });
  ownPeer = peer;
  peer.on("error", (err) => { if (ownPeer === peer) py("livePeerError", { kind: String(err.type || ""), why: String(err) }); });
  return peer;
}

function closeOwnPeer() {
  const peer = ownPeer;
  ownPeer = null;
  if (peer) { try { peer.destroy(); } catch (err) { console.error(err); } }
}

// --- through Nostr relays (issue 34, item 3) ---------------------------------------------------
// The same roles as through a PeerJS server, with open relays for the server: a guest publishes
// its offer, the host its answer, as ephemeral events of the host's topic, encrypted with
// AES-GCM. Topic and key are hashes of the host's peer id, which only the invitations carry, so
// a relay learns neither the game nor the connection's addresses. A guest offers again every few
// seconds until it is connected, so it finds a host that opens the game later, and again after a
// lost connection or once the host left (web/live_guest.py closes the connection on its "bye").
const SIGNAL_KIND = 25050;  // ephemeral: relays pass it on and keep nothing
const OFFER_EVERY_MS = 3000;
const SETTLE_MS = 8000;     // a relay that neither answers nor fails by then counts as away
let nostrSignal = null;

async function nostrChannel(id, urls) {
  const nostr = await loadTools();
  const enc = new TextEncoder();
  const digest = async (label) => new Uint8Array(await crypto.subtle.digest("SHA-256", enc.encode(label + "\0" + id)));
  const topic = Array.from((await digest("Ming Table live topic")).slice(0, 16), (b) => b.toString(16).padStart(2, "0")).join("");
  const aes = await crypto.subtle.importKey("raw", await digest("Ming Table live key"), "AES-GCM", false, ["encrypt", "decrypt"]);
  return { nostr, urls, topic, aes, ad: enc.encode(topic), sk: nostr.generateSecretKey(),
           pool: new nostr.SimplePool({ enableReconnect: false }), subs: new Map(), again: new Map(), timer: null };
}

async function signal(ch, message) {
  const event = ch.nostr.finalizeEvent({ kind: SIGNAL_KIND, created_at: Math.floor(Date.now() / 1000),
    tags: [["d", ch.topic]], content: await seal(ch.aes, ch.ad, JSON.stringify(message)) }, ch.sk);
  await Promise.any(ch.pool.publish(ch.urls, event));
}

async function opened(ch, content) {  // null for an event that is none of this game's
  try {
    const message = JSON.parse(await unseal(ch.aes, ch.ad, content));
    return message && typeof message === "object" && typeof message.c === "string" && typeof message.sdp === "string"
      ? message : null;
  } catch (err) { return null; }
}

function closeNostr() {
  const ch = nostrSignal;
  nostrSignal = null;
  if (!ch) return;
  clearInterval(ch.timer);
  clearInterval(ch.status);
  for (const handle of ch.again.values()) clearTimeout(handle);
  closePool(ch.pool, [...ch.subs.values()]);  // (the pool a moment after its subscriptions)
}

// The relays' state judged by their connections (nostr-tools also calls oneose for a relay it
// could not reach): onReady once one is connected, onAway when none is, each once a change, at
// first (the stored events' end, or SETTLE_MS) and later (every 2 s). Each relay has its own
// subscription, made again every few seconds while its connection is lost or could not be made
// (relays.mjs, keepListening). How many are connected goes to MingTable.state().relays
// (web/relays.py).
function subscribe(ch, onMessage, onReady, onAway) {
  const alive = () => nostrSignal === ch;
  const count = () => [...ch.pool.listConnectionStatus().values()].filter(Boolean).length;
  let judged = null;
  const judge = () => {
    if (!alive()) return;
    const now = count() > 0 ? "ready" : "away";
    if (now === judged) return;
    judged = now;
    ch.away = now === "away";
    py("relayStatus", { connected: count() });  // (MingTable.state().relays says it with the change)
    (ch.away ? onAway : onReady)();
  };
  const filter = { kinds: [SIGNAL_KIND], "#d": [ch.topic], since: Math.floor(Date.now() / 1000) - 5 };
  for (const url of ch.urls) {
    keepListening(ch, url, url, filter, alive, {
      onevent: async (event) => { const message = await opened(ch, event.content); if (message && alive()) onMessage(message); },
      oneose: judge,
    }, judge);
  }
  const started = Date.now();
  ch.status = setInterval(() => {
    if (!alive()) return;
    py("relayStatus", { connected: count() });
    if (judged !== null || Date.now() - started >= SETTLE_MS) judge();
  }, 2000);
}

async function nostrHost(id, urls, iceJson) {
  closeNostr();
  const ch = await nostrChannel(id, urls);
  nostrSignal = ch;
  const answered = new Set();
  subscribe(ch, async (message) => {
    if (message.t !== "offer" || answered.has(message.c)) return;
    answered.add(message.c);
    const conn = `peer-${++peerCount}`;
    const pc = open(conn, iceJson);
    pc.addEventListener("datachannel", (event) => wire(conn, event.channel));
    try {
      await pc.setRemoteDescription({ type: "offer", sdp: message.sdp });
      await pc.setLocalDescription(await pc.createAnswer());
      await gathered(pc);
      await signal(ch, { t: "answer", c: message.c, sdp: pc.localDescription.sdp });
    } catch (err) { console.warn("Ming Table: a guest's offer", err); }
  }, () => py("livePeerOpen", { id }), () => py("livePeerError", { kind: "relays", why: "no relay can be reached" }));
}

async function nostrJoin(conn, urls, hostId, iceJson) {
  close(conn);
  closeNostr();
  const ch = await nostrChannel(hostId, urls);
  nostrSignal = ch;
  const offer = async () => {  // a new connection each time: a host that comes later answers a fresh one
    if (nostrSignal !== ch) return;
    const c = Array.from(crypto.getRandomValues(new Uint8Array(12)), (b) => b.toString(16).padStart(2, "0")).join("");
    const pc = open(conn, iceJson);
    const peer = peers.get(conn);
    peer.offer = c;
    wire(conn, pc.createDataChannel("mingtable", { ordered: true }));
    await pc.setLocalDescription(await pc.createOffer());
    await gathered(pc);
    await signal(ch, { t: "offer", c, sdp: pc.localDescription.sdp });
  };
  const connected = () => { const peer = peers.get(conn); return peer && peer.channel && peer.channel.readyState === "open"; };
  subscribe(ch, async (message) => {
    const peer = peers.get(conn);
    if (message.t !== "answer" || !peer || peer.offer !== message.c || peer.answered) return;
    peer.answered = true;
    try { await peer.pc.setRemoteDescription({ type: "answer", sdp: message.sdp }); } catch (err) { console.warn(err); }
  }, () => {
    py("livePeerOpen", { id: hostId });
    if (!connected()) offer().catch((err) => console.warn(err));
  }, () => py("livePeerError", { kind: "relays", why: "no relay can be reached" }));
  ch.timer = setInterval(() => {  // (not while no relay can be reached: an offer could not go)
    const peer = peers.get(conn);
    if (!ch.away && !connected() && !(peer && peer.answered && peer.pc.connectionState === "connecting")) {
      offer().catch((err) => console.warn(err));
    }
  }, OFFER_EVERY_MS);
}

// The host: register as `id`; each guest that connects becomes a connection "peer-<n>".
window.__mtLivePeerHost = (id, serverJson, iceJson) => {
  const server = JSON.parse(serverJson);
  if (server.relays) { nostrHost(id, server.relays, iceJson).catch((err) => py("livePeerError", { kind: "load", why: String(err) })); return; }
  register(id, serverJson, iceJson).then((peer) => {
    peer.on("open", () => { if (ownPeer === peer) py("livePeerOpen", { id }); });
    peer.on("connection", (dc) => { if (ownPeer === peer) wirePeer(`peer-${++peerCount}`, dc); });
  }).catch((err) => py("livePeerError", { kind: "load", why: String(err) }));
};

// A guest: register under a random id, then connect to the host's id as connection `conn`.
window.__mtLivePeerJoin = (conn, serverJson, hostId, iceJson) => {
  const server = JSON.parse(serverJson);
  if (server.relays) { nostrJoin(conn, server.relays, hostId, iceJson).catch((err) => py("livePeerError", { kind: "load", why: String(err) })); return; }
  close(conn);
  const own = "mt" + Array.from(crypto.getRandomValues(new Uint8Array(12)), (b) => b.toString(16).padStart(2, "0")).join("");
  register(own, serverJson, iceJson).then((peer) => {
    peer.on("open", () => {
      if (ownPeer === peer) wirePeer(conn, peer.connect(hostId, { serialization: "raw", reliable: true }));
    });
  }).catch((err) => py("livePeerError", { kind: "load", why: String(err) }));
};

// Leaving: the registration or relays, and every connection they set up (a host's "peer-<n>";
// a bye sent just before still goes out: close below).
window.__mtLivePeerClose = () => {
  for (const conn of [...peers.keys()]) if (conn.startsWith("peer-")) close(conn);
  closeOwnPeer();
  closeNostr();
};

// The host: a new connection for a guest's seat; its offer comes back as liveOffered.
window.__mtLiveOffer = (conn, iceJson) => {
  const pc = open(conn, iceJson);
  wire(conn, pc.createDataChannel("mingtable", { ordered: true }));
  (async () => {
    await pc.setLocalDescription(await pc.createOffer());
    await gathered(pc);
    py("liveOffered", { conn, sdp: pc.localDescription.sdp });
  })().catch((err) => py("liveFailed", { conn, why: String(err) }));
};

// A guest: answer the host's offer; the answer comes back as liveAnswered.
window.__mtLiveAnswer = (conn, offerSdp, iceJson) => {
  const pc = open(conn, iceJson);
  pc.addEventListener("datachannel", (event) => wire(conn, event.channel));
  (async () => {
    await pc.setRemoteDescription({ type: "offer", sdp: offerSdp });
    await pc.setLocalDescription(await pc.createAnswer());
    await gathered(pc);
    py("liveAnswered", { conn, sdp: pc.localDescription.sdp });
  })().catch((err) => py("liveFailed", { conn, why: String(err) }));
};

// The host: a guest's answer (from its reply link).
window.__mtLiveAccept = (conn, answerSdp) => {
  const peer = peers.get(conn);
  if (!peer) return false;
  peer.pc.setRemoteDescription({ type: "answer", sdp: answerSdp })
    .catch((err) => py("liveFailed", { conn, why: String(err) }));
  return true;
};

window.__mtLiveSend = (conn, text) => {
  const peer = peers.get(conn);
  if (peer && peer.dc) {
    if (!peer.dc.open) return false;
    peer.dc.send(text);
    return true;
  }
  if (!peer || !peer.channel || peer.channel.readyState !== "open") return false;
  peer.channel.send(text);
  return true;
};

window.__mtLiveClose = (conn) => { close(conn); };

// A guest's invitation, kept for this tab ("0 <fragment>" before it joined, "1 <fragment>" after;
// "" forgets it): a reload rejoins with it (web/live_guest.py, py/mingtable/web/__init__.py).
const REMEMBER = "mingtable.live.invite";
window.__mtLiveRemember = (text) => {
  try { if (text) sessionStorage.setItem(REMEMBER, text); else sessionStorage.removeItem(REMEMBER); } catch (err) { /* no storage */ }
};
window.__mtLiveRemembered = () => {
  try { return sessionStorage.getItem(REMEMBER) || ""; } catch (err) { return ""; }
};
