// The tile server the server wrote into index.html (domain MAP_TILE_META); none: no background.
import { MAP_TILE_META, type MapTileSettings } from '@terminservice/domain/map';

function metaContent(name: string): string | null {
  return document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content.trim() ?? null;
}

export function readMapTiles(): MapTileSettings | null {
  const url = metaContent(MAP_TILE_META.url);
  if (!url) return null;
  return { url, attribution: metaContent(MAP_TILE_META.attribution) ?? '' };
}
