// Ming Table: QR codes of links, drawn offline as SVG. The encoder is qrcode-generator
// (vendor/qrcode.mjs, copied by build.sh); this module draws the code it makes and puts
// window.__mtQr(text, label?) on the page for Python (dom.js_hook; web/friends.py's box).
import qrcode from "../vendor/qrcode.mjs";

const QUIET = 4;  // modules of white border around the code (ISO/IEC 18004 asks for 4)

// The bytes of the text's UTF-8, one character per byte: the encoder's default
// stringToBytes keeps the low 8 bits of each character, so this carries any text as is.
function utf8Binary(text) {
  let out = "";
  for (const byte of new TextEncoder().encode(text)) out += String.fromCharCode(byte);
  return out;
}

function escapeAttr(text) {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;").replace(/'/g, "&#39;");
}

// text -> SVG markup, or null when the text does not fit version 40 at level L (2953 bytes of
// UTF-8). Error correction L, the smallest version that holds the text, which data-version
// gives. No width or height (size it with CSS): the viewBox is the code plus the quiet zone,
// in modules, dark on white, drawn with crisp edges. With a label the SVG is role="img" named
// by it; without one it is aria-hidden, for a caller that names what holds it.
function qrSvg(text, label) {
  if (typeof text !== "string") throw new TypeError("__mtQr: the text must be a string");
  if (label !== undefined && label !== null && (typeof label !== "string" || !label)) {
    throw new TypeError("__mtQr: the label must be a non-empty string (or left out)");
  }
  const qr = qrcode(0, "L");  // 0: the smallest version that holds the data
  qr.addData(utf8Binary(text), "Byte");
  try {
    qr.make();
  } catch (err) {
    if (String(err).startsWith("code length overflow")) return null;  // the encoder throws a string
    throw err;
  }
  const modules = qr.getModuleCount();
  const size = modules + 2 * QUIET;
  // One path: each row's runs of dark modules as rectangles one module high.
  let d = "";
  for (let row = 0; row < modules; row += 1) {
    for (let col = 0; col < modules;) {
      if (!qr.isDark(row, col)) { col += 1; continue; }
      const start = col;
      while (col < modules && qr.isDark(row, col)) col += 1;
      const run = col - start;
      d += `M${start + QUIET} ${row + QUIET}h${run}v1h-${run}z`;
    }
  }
  const name = label ? `role="img" aria-label="${escapeAttr(label)}"` : 'aria-hidden="true"';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" ${name} ` +
    `data-version="${(modules - 17) / 4}" shape-rendering="crispEdges">` +
    `<rect width="${size}" height="${size}" fill="#fff"/><path d="${d}" fill="#000"/></svg>`;
}

window.__mtQr = qrSvg;

// A link's QR code is drawn when its fold (details.qr-fold, ui/screens.py) opens: drawing one
// takes about 0.1 s, too long to do for every link at every move. The fold names the field
// that holds the link; a link too long for any QR code shows the fold's note instead.
document.addEventListener("toggle", (event) => {
  const fold = event.target;
  if (!(fold instanceof HTMLDetailsElement) || !fold.open || !fold.classList.contains("qr-fold")) return;
  const box = fold.querySelector(".qr");
  const field = document.getElementById(fold.dataset.link || "");
  if (!box || !field || box.dataset.drawn === field.value) return;
  const svg = qrSvg(field.value);
  box.dataset.drawn = field.value;
  box.innerHTML = svg || "";
  box.hidden = !svg;
  // at least 3 screen pixels a module, so that a phone's camera reads a long link's code
  // (the box's max-width keeps it within the screen)
  const size = svg ? Number(/viewBox="0 0 (\d+)/.exec(svg)[1]) : 0;
  box.style.width = Math.max(200, 3 * size) + "px";
  const note = fold.querySelector(".no-qr");
  if (note) note.hidden = Boolean(svg);
}, true);
