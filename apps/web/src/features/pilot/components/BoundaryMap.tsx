// The customer's boundary on a map, read-only, with the uploaded photos where they were taken (green inside, red
// outside). Leaflet and its CSS land in this lazily loaded chunk only. Without tiles (offline) the shapes still draw.
import 'leaflet/dist/leaflet.css';
import { useEffect, useRef } from 'react';
import L from 'leaflet';
import { runtimeConfig } from '../../../lib/runtime-config';

export interface MapPoint {
  lat: number;
  lng: number;
}

export interface MapPhoto extends MapPoint {
  name: string;
  inside: boolean | null;
}

export const BOUNDARY_BLUE = '#1c7ed6';
export const INSIDE_GREEN = '#2b8a3e';
export const OUTSIDE_RED = '#c92a2a';

export interface BoundaryMapProps {
  boundary: MapPoint[];
  photos?: MapPhoto[];
  /** What a screen reader hears for the map. */
  label: string;
  height?: number;
}

export default function BoundaryMap({ boundary, photos = [], label, height = 280 }: BoundaryMapProps) {
  const el = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!el.current) return;
    const { mapTileUrl, mapTileAttribution } = runtimeConfig();
    const map = L.map(el.current, { scrollWheelZoom: false, attributionControl: true });
    L.tileLayer(mapTileUrl, { attribution: mapTileAttribution, maxZoom: 19 }).addTo(map);
    const layers: L.Layer[] = [];
    if (boundary.length >= 3) {
      layers.push(
        L.polygon(
          boundary.map((p) => [p.lat, p.lng] as [number, number]),
          { color: BOUNDARY_BLUE, weight: 3, fillOpacity: 0.15 },
        ),
      );
    }
    for (const p of photos) {
      const color = p.inside === false ? OUTSIDE_RED : INSIDE_GREEN;
      layers.push(
        L.circleMarker([p.lat, p.lng], { radius: 6, color: '#fff', weight: 2, fillColor: color, fillOpacity: 1 }).bindTooltip(p.name),
      );
    }
    const group = L.featureGroup(layers).addTo(map);
    if (layers.length) map.fitBounds(group.getBounds(), { padding: [24, 24], maxZoom: 18 });
    else map.setView([39.5, -98.35], 3);
    return () => {
      map.remove();
    };
  }, [boundary, photos]);
  // a region, not an image: it holds the zoom buttons, which an image may not
  return (
    <div
      ref={el}
      role="region"
      aria-label={label}
      data-testid="boundary-map"
      style={{ height, borderRadius: 8, overflow: 'hidden', zIndex: 0, position: 'relative' }}
    />
  );
}
