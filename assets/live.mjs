// Ming Table: the live table's transport (web/live.py). One WebRTC data channel per guest,
// signalled by links: the host's offer goes in the invitation, the guest's answer in its
// reply. ICE servers only when the person gave some (iceServers: []: this network's own
// addresses, no other host contacted). Python calls window.__mtLiveOffer / Answer / Accept /
// Send / Close; this module reports back through window.__mtLiveCall (assets/mingtable.js).

const peers = new Map();  // connection -> { pc, channel }
const GATHER_MS = 5000;   // a candidate list is sent as it stands after this long

// Every message this page received, in order (the tests check them for other seats' secrets),
// and when the page had taken each in (epoch ms: tests/bench/live_latency.py).
window.__mtLiveReceived = [];
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

function wire(conn, channel) {
  const peer = peers.get(conn);
  if (!peer) return;
  peer.channel = channel;
  channel.onopen = () => py("liveOpen", { conn });
  channel.onclose = () => { if (peers.get(conn) === peer) py("liveClosed", { conn }); };
  channel.onmessage = (event) => {
    if (typeof event.data !== "string") return;
    window.__mtLiveReceived.push(event.data);
    py("liveMessage", { conn, text: event.data });
    window.__mtLiveTimes.push(performance.timeOrigin + performance.now());
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

function close(conn) {
  const peer = peers.get(conn);
  if (!peer) return;
  peers.delete(conn);
  try { if (peer.channel) peer.channel.close(); peer.pc.close(); } catch (err) { console.error(err); }
}

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
  if (!peer || !peer.channel || peer.channel.readyState !== "open") return false;
  peer.channel.send(text);
  return true;
};

window.__mtLiveClose = (conn) => { close(conn); };
