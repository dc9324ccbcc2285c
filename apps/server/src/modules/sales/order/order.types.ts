// What the order operations return (part A §3 "Asset detail"); the GraphQL types in order.graphql.ts present these.
import type { AssetRow, SearchBroker } from '../search/sales.service.js';
import type { AuctionDates, DefaultBroker, GeoPoint, IncludedBroker, InteriorVideoContact, UserInstructions } from '../sales.table.js';

export interface AssetView {
  asset: AssetRow;
  brokers: SearchBroker[];
  /** How many gallery images the listing has. */
  galleryCount: number;
}

export interface NearbyPlaceView {
  id: string;
  name: string;
  distanceFromAsset: number;
}

/** A default broker with its storage keys and the URLs to show them. */
export interface DefaultBrokerView extends DefaultBroker {
  imageKey: string | null;
  companyLogoKey: string | null;
}

export interface AssetDetailView {
  asset: AssetView;
  nearbyCities: NearbyPlaceView[];
  nearbyCallouts: NearbyPlaceView[];
  interiorVideoContact: InteriorVideoContact | null;
  auction: (AuctionDates & { id: string }) | null;
  callToAction: { text: string } | null;
  eliteAuction: string | null;
  crexiDefaultBrokers: DefaultBrokerView[];
  includedBrokers: IncludedBroker[];
  /** A URL to show the saved boundary screenshot, and its storage key. */
  mapScreenshot: string | null;
  mapScreenshotKey: string | null;
  mapGeopoints: GeoPoint[] | null;
  userInstructions: UserInstructions | null;
  projectPlan: string;
  status: string | null;
  /** Save For Later's tab: where a pending order reopens. */
  savedTab: number | null;
  /** The order was saved for later and waits in the pending list. */
  isPending: boolean;
}

export interface AssetPlanView {
  assetId: string;
  projectPlan: string;
  planId: string | null;
  price: number | null;
}

export interface GalleryImageView {
  image_url: string;
  thumbnail_url: string | null;
}

export interface CheckoutResult {
  message: string;
  projectId: string;
  projectNumber: number;
  projectPlan: string;
}

export interface SyncResult {
  success: boolean;
  message: string;
}

/** What assetGalleriesSynced delivers for one asset. */
export interface GallerySyncedEvent {
  assetId: string;
  success: boolean;
  message: string;
}
