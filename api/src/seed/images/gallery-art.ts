/**
 * The demo expert's work gallery, drawn here (no photographs to license or fetch): her
 * consultation room, her notebook and tea between sessions, and a workshop she gives. Shapes
 * only, no text, so they draw the same without fonts.
 */
const frame = (body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 480" width="640" height="480">${body}</svg>`;

const consultationRoom = frame(`
  <rect width="640" height="480" fill="#f3ede4"/>
  <rect y="360" width="640" height="120" fill="#c9a27e"/>
  <rect x="380" y="60" width="200" height="170" rx="6" fill="#bfe1f2" stroke="#ffffff" stroke-width="10"/>
  <line x1="480" y1="60" x2="480" y2="230" stroke="#ffffff" stroke-width="8"/>
  <circle cx="430" cy="110" r="22" fill="#fff6c9"/>
  <path d="M380 200 Q440 150 500 190 T580 170 V230 H380 Z" fill="#8cc9a0"/>
  <rect x="70" y="250" width="260" height="90" rx="26" fill="#4f8f7a"/>
  <rect x="50" y="220" width="60" height="140" rx="24" fill="#3f7a66"/>
  <rect x="290" y="220" width="60" height="140" rx="24" fill="#3f7a66"/>
  <rect x="90" y="190" width="220" height="80" rx="24" fill="#5aa08a"/>
  <rect x="80" y="340" width="18" height="40" fill="#6b4b33"/>
  <rect x="302" y="340" width="18" height="40" fill="#6b4b33"/>
  <rect x="150" y="215" width="70" height="50" rx="14" fill="#f2c8a0"/>
  <rect x="520" y="300" width="60" height="70" rx="8" fill="#d9774f"/>
  <path d="M550 300 C510 250 520 200 550 180 C580 200 590 250 550 300 Z" fill="#4e9a5d"/>
  <path d="M550 300 C500 280 480 240 490 220 C530 230 550 260 550 300 Z" fill="#64b274"/>
  <path d="M550 300 C600 280 620 240 610 220 C570 230 550 260 550 300 Z" fill="#64b274"/>
  <ellipse cx="420" cy="420" rx="150" ry="26" fill="#e8d9c6"/>
`);

const notebookAndTea = frame(`
  <rect width="640" height="480" fill="#e9dccb"/>
  <rect x="0" y="0" width="640" height="480" fill="#d8bfa0" opacity="0.35"/>
  <g transform="rotate(-8 260 250)">
    <rect x="110" y="120" width="300" height="230" rx="10" fill="#ffffff"/>
    <rect x="110" y="120" width="26" height="230" rx="6" fill="#4f8f7a"/>
    <line x1="160" y1="170" x2="380" y2="170" stroke="#b9c7d6" stroke-width="5" stroke-linecap="round"/>
    <line x1="160" y1="200" x2="360" y2="200" stroke="#b9c7d6" stroke-width="5" stroke-linecap="round"/>
    <line x1="160" y1="230" x2="385" y2="230" stroke="#b9c7d6" stroke-width="5" stroke-linecap="round"/>
    <line x1="160" y1="260" x2="320" y2="260" stroke="#b9c7d6" stroke-width="5" stroke-linecap="round"/>
    <line x1="160" y1="290" x2="350" y2="290" stroke="#b9c7d6" stroke-width="5" stroke-linecap="round"/>
    <rect x="300" y="320" width="120" height="14" rx="7" fill="#2f4858" transform="rotate(-30 360 327)"/>
  </g>
  <circle cx="490" cy="300" r="92" fill="#f7f3ee"/>
  <circle cx="490" cy="300" r="70" fill="#ffffff" stroke="#d7ccc0" stroke-width="6"/>
  <circle cx="490" cy="300" r="52" fill="#c98b4a"/>
  <circle cx="472" cy="284" r="12" fill="#dba66b" opacity="0.7"/>
  <rect x="558" y="284" width="40" height="28" rx="14" fill="none" stroke="#ffffff" stroke-width="12"/>
  <path d="M470 200 C455 180 485 165 470 140" fill="none" stroke="#ffffff" stroke-width="6" stroke-linecap="round" opacity="0.8"/>
  <path d="M505 205 C490 185 520 170 505 145" fill="none" stroke="#ffffff" stroke-width="6" stroke-linecap="round" opacity="0.8"/>
  <path d="M90 420 C140 380 200 430 250 400" fill="none" stroke="#6d9e6b" stroke-width="10" stroke-linecap="round"/>
  <ellipse cx="120" cy="410" rx="22" ry="10" fill="#7fb27b" transform="rotate(-30 120 410)"/>
  <ellipse cx="200" cy="412" rx="22" ry="10" fill="#7fb27b" transform="rotate(25 200 412)"/>
`);

const workshop = frame(`
  <rect width="640" height="480" fill="#eef2f6"/>
  <rect y="380" width="640" height="100" fill="#b8c4d0"/>
  <rect x="230" y="60" width="180" height="230" rx="6" fill="#ffffff" stroke="#8796a5" stroke-width="6"/>
  <line x1="250" y1="290" x2="230" y2="380" stroke="#8796a5" stroke-width="8" stroke-linecap="round"/>
  <line x1="390" y1="290" x2="410" y2="380" stroke="#8796a5" stroke-width="8" stroke-linecap="round"/>
  <rect x="260" y="200" width="28" height="60" fill="#5aa08a"/>
  <rect x="302" y="160" width="28" height="100" fill="#4f8f7a"/>
  <rect x="344" y="120" width="28" height="140" fill="#3f7a66"/>
  <path d="M262 150 L300 125 L330 135 L372 95" fill="none" stroke="#d9774f" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/>
  <g fill="#2f4858">
    <circle cx="110" cy="300" r="26"/>
    <rect x="76" y="330" width="68" height="70" rx="24"/>
    <circle cx="530" cy="300" r="26"/>
    <rect x="496" y="330" width="68" height="70" rx="24"/>
  </g>
  <g fill="#c9a27e">
    <circle cx="180" cy="330" r="24"/>
    <rect x="148" y="358" width="64" height="60" rx="22"/>
    <circle cx="460" cy="330" r="24"/>
    <rect x="428" y="358" width="64" height="60" rx="22"/>
  </g>
  <rect x="40" y="400" width="200" height="16" rx="8" fill="#6b7c8c"/>
  <rect x="400" y="400" width="200" height="16" rx="8" fill="#6b7c8c"/>
`);

/** The gallery's pictures, in order, as SVG documents (640 × 480). */
export const GALLERY_ART: readonly string[] = [consultationRoom, notebookAndTea, workshop];
