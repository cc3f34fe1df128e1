// The tile server of the map (issue #4: "Tile server configurable; no tiles → the map still works
// without background"). The server reads MAP_TILE_URL / MAP_TILE_ATTRIBUTION, writes them into the
// app page as <meta> elements and allows the tile origin in the CSP img-src; the map reads the
// <meta> elements. Both sides use these names and this check.

/** Names of the <meta> elements in index.html that carry the tile configuration. */
export const MAP_TILE_META = {
  url: 'terminservice-map-tile-url',
  attribution: 'terminservice-map-tile-attribution',
} as const;

export interface MapTileSettings {
  /** Leaflet URL template, e.g. https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png */
  readonly url: string;
  /** Attribution HTML shown in the map corner (may be empty). */
  readonly attribution: string;
}

const TEMPLATE = /^(https?):\/\/(\{s\}\.)?([a-z0-9.-]+(?::[0-9]{1,5})?)(\/[^\s"'<>]*)?$/i;

/**
 * The CSP source for a tile URL template (`https://*.tile.example.org` when the host starts with
 * the `{s}` subdomain placeholder), or null when the template is not a usable http(s) URL with
 * {z}, {x} and {y}.
 */
export function tileSourceOrigin(template: string): string | null {
  const match = TEMPLATE.exec(template.trim());
  if (!match) return null;
  const [, scheme, subdomain, host, path = ''] = match;
  if (!['{z}', '{x}', '{y}'].every((part) => path.includes(part))) return null;
  return `${scheme!.toLowerCase()}://${subdomain ? '*.' : ''}${host!.toLowerCase()}`;
}
