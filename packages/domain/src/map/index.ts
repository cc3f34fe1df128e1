// map: the marker icon sets of §2 and the tile-server settings shared by server and app.
export { MAP_ICON_SETS, markerIconFor, specialtyIconSetOf, type MapIconSet } from './icon-set.ts';
export { MAP_TILE_META, tileSourceOrigin, type MapTileSettings } from './tiles.ts';
