// Tab 4, Draw: a Leaflet map on the listing with geoman's polygon tools (one polygon; a new one replaces it), the
// listing marker and the address search. The CSS is imported here so it lands in this lazily loaded chunk only.
import 'leaflet/dist/leaflet.css';
import '@geoman-io/leaflet-geoman-free/dist/leaflet-geoman.css';
import { useEffect, useImperativeHandle, useLayoutEffect, useRef, type Ref } from 'react';
import L from 'leaflet';
import '@geoman-io/leaflet-geoman-free';
import markerIcon from 'leaflet/dist/images/marker-icon.png';
import markerIcon2x from 'leaflet/dist/images/marker-icon-2x.png';
import markerShadow from 'leaflet/dist/images/marker-shadow.png';
import { runtimeConfig } from '../../../../lib/runtime-config';
import { BOUNDARY_COLOR } from './boundary-drawing';
import { LISTING_ZOOM, US_VIEW, toGeoPoints, type GeoPoint } from './boundary-geometry';
import { captureMap } from './capture-map';
import { geocode } from './geocode';
import { GeocoderControl } from './GeocoderControl';
import classes from './BoundaryMap.module.css';

export interface BoundaryMapHandle {
  /** A PNG data URL of the map area with the polygon drawn in. */
  capture(): Promise<string>;
}

export interface BoundaryMapProps {
  /** The listing's coordinates; without them the address is geocoded, else the map shows the US. */
  listing: GeoPoint | null;
  address: string | null;
  /** The polygon to show at start (a saved map). */
  initialPolygon: GeoPoint[] | null;
  onPolygonChange: (points: GeoPoint[] | null) => void;
  /** The map stays mounted (and keeps its polygon) while other steps show; Leaflet re-measures when it reappears. */
  hidden?: boolean;
  ref?: Ref<BoundaryMapHandle>;
}

const PATH_STYLE: L.PathOptions = { color: BOUNDARY_COLOR, weight: 3, fillColor: BOUNDARY_COLOR, fillOpacity: 0.2 };

// Bundlers rename Leaflet's images, so its default icon cannot find them by CSS path; name them explicitly.
const LISTING_ICON = L.icon({
  iconUrl: markerIcon,
  iconRetinaUrl: markerIcon2x,
  shadowUrl: markerShadow,
  iconSize: [25, 41],
  iconAnchor: [12, 41],
  shadowSize: [41, 41],
});

export function BoundaryMap({ listing, address, initialPolygon, onPolygonChange, hidden = false, ref }: BoundaryMapProps) {
  const elRef = useRef<HTMLDivElement>(null);
  const mapRef = useRef<L.Map | null>(null);
  const polygonRef = useRef<L.Polygon | null>(null);
  const markerRef = useRef<L.Marker | null>(null);
  const onChange = useRef(onPolygonChange);
  useLayoutEffect(() => {
    onChange.current = onPolygonChange;
  });
  // The map is built once; later prop changes must not rebuild it (and lose the drawing).
  const start = useRef({ listing, address, initialPolygon });

  useEffect(() => {
    const el = elRef.current;
    if (!el) return;
    const { listing: at, address: where, initialPolygon: saved } = start.current;
    const { mapTileUrl, mapTileAttribution } = runtimeConfig();
    const map = L.map(el, { center: [US_VIEW.center.lat, US_VIEW.center.lng], zoom: US_VIEW.zoom });
    mapRef.current = map;
    L.tileLayer(mapTileUrl, { attribution: mapTileAttribution, maxZoom: 19, crossOrigin: 'anonymous' }).addTo(map);

    const emit = () => {
      const layer = polygonRef.current;
      onChange.current(layer ? toGeoPoints(layer.getLatLngs()) : null);
    };
    const adopt = (layer: L.Polygon) => {
      polygonRef.current = layer;
      layer.on('pm:edit', emit);
    };

    // geoman: polygons only. Its button titles are what people (and the e2e) look for; one polygon, so singular.
    map.pm.setLang('en', { buttonTitles: { drawPolyButton: 'Draw Polygon' } }, 'en');
    map.pm.setPathOptions(PATH_STYLE);
    map.pm.addControls({
      position: 'topleft',
      drawMarker: false,
      drawCircleMarker: false,
      drawPolyline: false,
      drawRectangle: false,
      drawCircle: false,
      drawText: false,
      drawPolygon: true,
      editMode: true,
      dragMode: false,
      cutPolygon: false,
      removalMode: true,
      rotateMode: false,
    });
    map.on('pm:create', (e) => {
      if (!(e.layer instanceof L.Polygon)) return void map.removeLayer(e.layer);
      // One boundary per listing: the new polygon replaces the old.
      if (polygonRef.current) map.removeLayer(polygonRef.current);
      adopt(e.layer);
      emit();
    });
    map.on('pm:remove', (e) => {
      if (e.layer !== polygonRef.current) return;
      polygonRef.current = null;
      emit();
    });

    const placeMarker = (p: GeoPoint) => {
      markerRef.current?.remove();
      // Not interactive: clicks on the pin reach the map, so corners can be placed (and the polygon picked) under it.
      markerRef.current = L.marker([p.lat, p.lng], {
        icon: LISTING_ICON,
        pmIgnore: true,
        interactive: false,
        keyboard: false,
        alt: 'Listing location',
      }).addTo(map);
    };
    if (at) placeMarker(at);
    if (saved && saved.length >= 3) {
      const layer = L.polygon(
        saved.map((p) => [p.lat, p.lng] as L.LatLngTuple),
        PATH_STYLE,
      ).addTo(map);
      adopt(layer);
      map.fitBounds(layer.getBounds(), { padding: [40, 40], maxZoom: LISTING_ZOOM });
    } else if (at) {
      map.setView([at.lat, at.lng], LISTING_ZOOM);
    }

    let live = true;
    if (!at && where) {
      geocode(where)
        .then(([first]) => {
          if (!live || !first) return;
          placeMarker(first);
          if (!polygonRef.current) map.setView([first.lat, first.lng], LISTING_ZOOM);
        })
        .catch(() => undefined); // the US view stays: the person can still search or pan
    }

    return () => {
      live = false;
      map.remove();
      mapRef.current = null;
      polygonRef.current = null;
      markerRef.current = null;
    };
  }, []);

  useEffect(() => {
    if (!hidden) mapRef.current?.invalidateSize();
  }, [hidden]);

  useImperativeHandle(
    ref,
    () => ({
      async capture() {
        const map = mapRef.current;
        const el = elRef.current;
        if (!map || !el) throw new Error('The map is not ready yet.');
        // Finish any drawing or editing first, so no half-drawn line or vertex handle ends up in the picture.
        map.pm.disableDraw();
        map.pm.disableGlobalEditMode();
        map.pm.disableGlobalRemovalMode();
        const corners = polygonRef.current ? toGeoPoints(polygonRef.current.getLatLngs()) : [];
        const polygon = corners.map((p) => map.latLngToContainerPoint([p.lat, p.lng]));
        const marker = markerRef.current;
        const pin = marker ? map.latLngToContainerPoint(marker.getLatLng()) : null;
        return captureMap({ element: el, polygon, pin });
      },
    }),
    [],
  );

  return (
    <div className={classes.wrapper} style={{ display: hidden ? 'none' : undefined }}>
      <div ref={elRef} className={classes.map} data-testid="boundary-map" role="application" aria-label="Boundary map" />
      <GeocoderControl onPick={(p) => mapRef.current?.setView([p.lat, p.lng], LISTING_ZOOM)} />
    </div>
  );
}

export default BoundaryMap;
