// @ts-check
// A friend link as a QR code, for a friend in the same room: encoded by uqr
// (npm, MIT, no dependencies; scripts/setup.sh copies it into www/vendor),
// drawn as one SVG path built with DOM calls (never markup from a string).

import { encode } from '../../vendor/uqr.mjs';

const SVG = 'http://www.w3.org/2000/svg';

/**
 * The QR code of a text as an SVG element, dark squares on light, with the
 * quiet zone readers need around it.
 * @param {string} text
 * @param {string} label  what the code holds, for screen readers
 * @returns {SVGSVGElement}
 */
export function qrCode(text, label) {
  // Medium error correction: a code shown on a phone screen and read by another phone's camera.
  const { size, data } = encode(text, { ecc: 'M', border: 4 });
  let path = '';
  data.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) path += `M${x} ${y}h1v1h-1z`;
    });
  });
  const svg = document.createElementNS(SVG, 'svg');
  svg.setAttribute('viewBox', `0 0 ${size} ${size}`);
  svg.setAttribute('role', 'img');
  svg.setAttribute('aria-label', label);
  svg.setAttribute('shape-rendering', 'crispEdges');
  const background = document.createElementNS(SVG, 'rect');
  background.setAttribute('width', String(size));
  background.setAttribute('height', String(size));
  background.setAttribute('fill', '#fff');
  const squares = document.createElementNS(SVG, 'path');
  squares.setAttribute('d', path);
  squares.setAttribute('fill', '#000');
  svg.append(background, squares);
  return svg;
}
