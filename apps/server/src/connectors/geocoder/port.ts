// Where a place is: the geocoding port. Pilot profiles store the point of their address when saved, so the PM's
// pilot suggestions can measure the distance to a property (issue #37 item 5).

/** A postal address as people type it; any part may be missing. */
export interface Place {
  address?: string | null;
  city?: string | null;
  state?: string | null;
  zip?: string | null;
}

export interface GeoPoint {
  lat: number;
  lng: number;
}

export interface Geocoder {
  /** The point of the place, or null when nothing is known of it. Never throws for an unknown or unreachable place. */
  locate(place: Place): Promise<GeoPoint | null>;
}
